"""Demo pictures of the shop's other goods: honey jars, agarbatti, soap, gift boxes, bags,
bottles, garlands, sandalwood and pillows."""

from __future__ import annotations

import math
import random

from PIL import Image

from khadi.demo.drawing import backdrop, cloth, gradient_fill, paint, pick, shaded, shadow
from khadi.demo.garments import flat_surface
from khadi.demo.palette import CHARCOAL, CREAM, GOLD, Palette

# ---------------------------------------------------------------- still lifes


def jar(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    """Glass jars of honey (or tooth powder) with a khadi cloth cap tied with string."""
    canvas = backdrop(rng)
    contents = palette[0]
    cap_cloth = cloth((pick(palette, 1), pick(palette, 2)), seed, "checks", n=200)
    jars = [(300, 330, 600, 820)]
    if rng.random() < 0.6:
        jars.insert(0, (560, 470, 760, 800))
    for x0, y0, x1, y1 in jars:
        shadow(canvas, "rrect", (x0, y0, x1, y1), radius=40)
        glass = gradient_fill(shaded(contents, 0.55), shaded(contents, 0.6), shaded(contents, 1.25))
        paint(canvas, glass, "rrect", (x0, y0 + 30, x1, y1), radius=40)
        paint(
            canvas,
            (255, 255, 255),
            "rrect",
            (x0 + 24, y0 + 60, x0 + 44, y1 - 50),
            radius=10,
            opacity=0.35,
        )
        label = (x0 + 30, y0 + (y1 - y0) * 0.45, x1 - 30, y0 + (y1 - y0) * 0.75)
        paint(canvas, CREAM, "rrect", label, radius=6)
        mid = (label[0] + label[2]) / 2
        paint(
            canvas,
            pick(palette, 1),
            "rrect",
            (mid - 60, label[1] + 22, mid + 60, label[1] + 34),
            radius=4,
        )
        paint(
            canvas,
            CHARCOAL,
            "rrect",
            (mid - 40, label[1] + 48, mid + 40, label[1] + 55),
            radius=3,
            opacity=0.6,
        )
        paint(
            canvas,
            cap_cloth,
            "polygon",
            (
                x0 - 10,
                y0 + 70,
                x0 + 20,
                y0 - 5,
                x1 - 20,
                y0 - 5,
                x1 + 10,
                y0 + 70,
                (x0 + x1) / 2,
                y0 + 58,
            ),
        )
        paint(canvas, (196, 170, 120), "line", (x0 + 8, y0 + 40, x1 - 8, y0 + 40), width=6)
    paint(canvas, (150, 104, 60), "line", (90, 860, 270, 760), width=14)  # honey dipper
    for i in range(4):
        t = 0.08 + i * 0.06
        x, y = 90 + 180 * t, 860 - 100 * t
        paint(canvas, (130, 88, 50), "ellipse", (x - 22, y - 22, x + 22, y + 22))
    return canvas


def agarbatti(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = backdrop(rng)
    pack = cloth((palette[0], pick(palette, 1)), seed, "border", n=200, strength=0.2)
    box = (420, 360, 700, 820)
    shadow(canvas, "rrect", box, radius=6)
    paint(canvas, pack, "rrect", box, radius=6)
    paint(canvas, CREAM, "ellipse", (480, 430, 640, 590))
    paint(canvas, pick(palette, 2), "ellipse", (510, 460, 610, 560))
    paint(canvas, (150, 104, 60), "ellipse", (150, 780, 350, 830))  # wooden holder
    stick = rng.choice(((78, 48, 36), (40, 36, 34), (120, 70, 40)))
    for i in range(rng.randint(3, 5)):
        angle = math.radians(-90 + (i - 2) * 9)
        tip = (250 + 420 * math.cos(angle), 800 + 420 * math.sin(angle))
        paint(canvas, (196, 160, 110), "line", (250, 800, *tip), width=3)
        middle = (250 + 150 * math.cos(angle), 800 + 150 * math.sin(angle))
        paint(canvas, stick, "line", (*middle, *tip), width=7)
        if i % 2 == 0:
            paint(
                canvas, (220, 80, 40), "ellipse", (tip[0] - 4, tip[1] - 4, tip[0] + 4, tip[1] + 4)
            )
            x, y = tip
            smoke = [x, y]
            for _ in range(12):
                x += rng.uniform(-14, 14)
                y -= 22
                smoke += [x, y]
            paint(canvas, (250, 250, 250), "line", smoke, width=4, blur=3, opacity=0.55)
    return canvas


def soap(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = backdrop(rng)
    wrapper = cloth((pick(palette, 1), pick(palette, 2)), seed, "ikat", n=200, strength=0.2)
    shadow(canvas, "rrect", (150, 330, 520, 620), radius=20)
    paint(canvas, wrapper, "rrect", (150, 330, 520, 620), radius=20)
    paint(canvas, CREAM, "ellipse", (230, 410, 440, 540))
    bar = palette[0]
    for x0, y0 in ((380, 560), (240, 660)):
        body = (x0, y0, x0 + 330, y0 + 190)
        shadow(canvas, "rrect", body, radius=50)
        paint(canvas, shaded(bar, 0.75), "rrect", body, radius=50)
        face = (x0 + 8, y0, x0 + 322, y0 + 160)
        paint(
            canvas,
            gradient_fill(shaded(bar, 0.9), shaded(bar, 0.95), shaded(bar, 1.12)),
            "rrect",
            face,
            radius=46,
        )
        paint(canvas, shaded(bar, 0.8), "ellipse", (x0 + 80, y0 + 40, x0 + 250, y0 + 120))
        paint(canvas, shaded(bar, 1.05), "ellipse", (x0 + 86, y0 + 46, x0 + 244, y0 + 114))
    return canvas


def giftbox(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = backdrop(rng)
    cover = cloth(palette, seed, rng.choice(("ikat", "checks", "stripes")), n=250, strength=0.3)
    ribbon = pick(palette, 2) if len(palette) > 2 else GOLD
    front = (230, 420, 670, 800)
    shadow(canvas, "rrect", front, radius=4)
    paint(canvas, cover, "rrect", front, radius=4)
    lid = (215, 380, 685, 470)
    paint(canvas, cover.transpose(Image.Transpose.FLIP_TOP_BOTTOM), "rrect", lid, radius=6)
    paint(canvas, (0, 0, 0), "rrect", (215, 466, 685, 474), blur=3, opacity=0.35)
    paint(canvas, ribbon, "rrect", (428, 380, 472, 800))
    paint(canvas, ribbon, "rrect", (215, 400, 685, 440))
    for side in (-1, 1):
        paint(
            canvas,
            shaded(ribbon, 0.85),
            "ellipse",
            (450 + side * 10 - (side < 0) * 130, 300, 450 + side * 10 + (side > 0) * 130, 400),
        )
        paint(
            canvas,
            ribbon,
            "ellipse",
            (450 + side * 24 - (side < 0) * 96, 318, 450 + side * 24 + (side > 0) * 96, 384),
        )
    paint(canvas, shaded(ribbon, 0.7), "ellipse", (425, 345, 475, 400))
    return canvas


def bag(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    canvas = backdrop(rng)
    fabric = cloth(palette, seed, pattern, n=300, strength=0.4)
    strap = shaded(pick(palette, 1), 0.9)
    for x0 in (300, 480):
        paint(canvas, strap, "arc", (x0 - 20, 160, x0 + 140, 500), width=22)
    body = (220, 360, 680, 830)
    shadow(canvas, "rrect", body, radius=30)
    paint(canvas, fabric, "rrect", body, radius=30)
    paint(canvas, shaded(palette[0], 0.8), "rrect", (220, 360, 680, 400), radius=12)
    paint(canvas, fabric.rotate(90), "rrect", (222, 362, 678, 396), radius=12)
    for x in (280, 300, 600, 620):
        paint(canvas, strap, "rrect", (x, 360, x + 14, 420), radius=4)
    if rng.random() < 0.5:  # flap with a wooden button
        paint(canvas, (0, 0, 0), "polygon", (230, 400, 670, 400, 450, 600), blur=6, opacity=0.3)
        paint(
            canvas,
            fabric.transpose(Image.Transpose.FLIP_LEFT_RIGHT),
            "polygon",
            (230, 398, 670, 398, 450, 590),
        )
        paint(canvas, (120, 80, 50), "ellipse", (435, 560, 465, 590))
    return canvas


def bottle(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = backdrop(rng)
    liquid = palette[0]
    for x0, scale in ((330, 1.0), (560, 0.7)) if rng.random() < 0.6 else ((370, 1.0),):
        w, h = 200 * scale, 360 * scale
        bottom = 820
        body = (x0, bottom - h, x0 + w, bottom)
        shadow(canvas, "rrect", body, radius=26 * scale)
        glass = gradient_fill(shaded(liquid, 0.5), shaded(liquid, 0.6), shaded(liquid, 1.3))
        paint(canvas, glass, "rrect", body, radius=26 * scale)
        neck = (x0 + w * 0.36, bottom - h - 50 * scale, x0 + w * 0.64, bottom - h + 10)
        paint(canvas, shaded(liquid, 0.8), "rrect", neck, radius=6)
        cap = (x0 + w * 0.3, bottom - h - 120 * scale, x0 + w * 0.7, bottom - h - 45 * scale)
        paint(canvas, pick(palette, 1), "rrect", cap, radius=10)
        label = (x0 + 20 * scale, bottom - h * 0.7, x0 + w - 20 * scale, bottom - h * 0.3)
        paint(canvas, CREAM, "rrect", label, radius=6)
        paint(
            canvas,
            pick(palette, 2),
            "rrect",
            (label[0] + 20, label[1] + 20, label[2] - 20, label[1] + 34 * scale),
            radius=4,
        )
        paint(
            canvas,
            (255, 255, 255),
            "rrect",
            (x0 + 18, bottom - h + 20, x0 + 34, bottom - 30),
            radius=8,
            opacity=0.3,
        )
    return canvas


def garland(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    """A haar: a loop of khadi-yarn pom-poms and flowers, as given to honour a guest."""
    canvas = flat_surface(rng, seed)
    count = 34
    for i in range(count):
        angle = math.tau * i / count
        x = 450 + 270 * math.cos(angle) * rng.uniform(0.97, 1.03)
        y = 430 + 300 * math.sin(angle) * rng.uniform(0.97, 1.03)
        colour = pick(palette, i % len(palette))
        r = rng.uniform(30, 40)
        paint(
            canvas,
            (0, 0, 0),
            "ellipse",
            (x - r + 5, y - r + 8, x + r + 5, y + r + 8),
            blur=5,
            opacity=0.3,
        )
        paint(canvas, shaded(colour, 0.75), "ellipse", (x - r, y - r, x + r, y + r))
        paint(canvas, colour, "ellipse", (x - r * 0.8, y - r * 0.85, x + r * 0.75, y + r * 0.7))
    for dx in (-30, 0, 30):  # tassel
        paint(canvas, pick(palette, 1), "line", (450, 740, 450 + dx, 860), width=6)
    paint(canvas, GOLD, "ellipse", (425, 715, 475, 765))
    return canvas


def sandalwood(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = backdrop(rng, table=(120, 84, 56))
    wood = palette[0]
    grain = cloth((wood, shaded(wood, 0.8)), seed, "stripes", n=150, strength=0.4)
    grain = grain.rotate(90)
    for i in range(rng.randint(2, 3)):
        y = 520 + i * 95
        log = (150 + i * 40, y, 690 - i * 30, y + 90)
        shadow(canvas, "rrect", log, radius=44)
        paint(canvas, grain, "rrect", log, radius=44)
        end = (log[2] - 70, y, log[2] + 10, y + 90)
        paint(canvas, shaded(wood, 1.15), "ellipse", end)
        for ring in (14, 26):
            paint(
                canvas,
                shaded(wood, 0.85),
                "ellipse",
                (end[0] + ring, end[1] + ring * 1.1, end[2] - ring, end[3] - ring * 1.1),
            )
    paint(canvas, (0, 0, 0), "ellipse", (580, 380, 800, 470), blur=8, opacity=0.35)
    paint(canvas, shaded(pick(palette, 1), 0.8), "ellipse", (570, 360, 790, 450))
    paint(canvas, shaded(wood, 1.2), "ellipse", (595, 370, 765, 425))  # sandal paste
    return canvas


def pillow(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    canvas = backdrop(rng)
    fabric = cloth(palette, seed, pattern, n=300, strength=0.4)
    body = (170, 250, 730, 760)
    shadow(canvas, "rrect", body, radius=90)
    paint(canvas, fabric, "rrect", body, radius=90)
    paint(canvas, (255, 255, 255), "ellipse", (300, 360, 600, 600), blur=60, opacity=0.18)
    for x0, y0 in ((180, 260), (720, 260), (180, 750), (720, 750)):
        paint(
            canvas, (0, 0, 0), "ellipse", (x0 - 30, y0 - 30, x0 + 30, y0 + 30), blur=16, opacity=0.3
        )
    return canvas
