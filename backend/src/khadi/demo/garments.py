"""Demo pictures of garments and folded textiles: shirts and kurtas, pants, jackets, stacks, the
national flag."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from PIL import Image, ImageChops

from khadi.demo.drawing import backdrop, cloth, paint, pick, shaded, shadow
from khadi.demo.palette import BEIGE, CREAM, GOLD, SIZE, WHITE, Palette

# ---------------------------------------------------------------- garments


def flat_surface(rng: random.Random, seed: int) -> Image.Image:
    """Plain pale cloth under a flat-lay."""
    return cloth(
        (rng.choice((CREAM, BEIGE, WHITE, (226, 220, 208))),), seed + 1, n=150, strength=0.12
    )


def _garment_fabric(palette: Palette, seed: int, pattern: str) -> Image.Image:
    return cloth(palette, seed, pattern, n=450, strength=0.35)


def _mirror(points: Sequence[tuple[float, float]]) -> list[float]:
    """Left-half outline -> full closed outline, symmetric about x = 450."""
    left = [c for p in points for c in p]
    right = [c for x, y in reversed(points) for c in (SIZE - x, y)]
    return left + right


def shirt(rng: random.Random, palette: Palette, seed: int, pattern: str, kind: str) -> Image.Image:
    canvas = flat_surface(rng, seed)
    fabric = _garment_fabric(palette, seed, pattern)
    is_kurta = kind.startswith("kurta")
    full = kind.endswith("full")
    hem = 860 if is_kurta else 800
    flare = 30 if is_kurta else 0
    sleeve = (
        [(280, 195), (150, 660), (222, 684), (292, 360)]
        if full
        else [(280, 195), (186, 380), (250, 414), (292, 330)]
    )
    outline = _mirror([(400, 162), *sleeve, (285 - flare, hem), (450, hem + 12)])
    outline = outline[:-2]  # the hem midpoint appears once
    shadow(canvas, "polygon", outline)
    paint(canvas, fabric, "polygon", outline)
    inner = shaded(palette[0], 0.55)
    paint(canvas, inner, "ellipse", (398, 150, 502, 196))  # inside of the neck
    placket_end = 400 if is_kurta else hem
    placket = fabric.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    paint(canvas, placket, "rrect", (438, 190, 462, placket_end), radius=3)
    paint(canvas, (0, 0, 0), "line", (438, 190, 438, placket_end), width=1.2, opacity=0.25)
    button = pick(palette, 1) if len(palette) > 1 else WHITE
    button = rng.choice((WHITE, CREAM, (120, 86, 56), button))
    for y in range(220, placket_end - 20, 70 if not is_kurta else 50):
        paint(canvas, shaded(button, 0.7), "ellipse", (443, y - 1, 459, y + 15))
        paint(canvas, button, "ellipse", (444, y, 456, y + 12))
    if is_kurta:  # band (mandarin) collar
        paint(canvas, shaded(palette[0], 0.85), "rrect", (398, 150, 502, 178), radius=10)
        paint(canvas, fabric, "rrect", (402, 152, 498, 174), radius=9)
        for side in (-1, 1):
            x = 450 + side * (285 - flare + 6 - 450)
            paint(canvas, (0, 0, 0), "line", (x, hem - 150, x, hem), width=2, opacity=0.3)
    else:
        paint(canvas, shaded(palette[0], 0.8), "rrect", (396, 146, 504, 176), radius=10)
        paint(canvas, fabric, "rrect", (400, 149, 500, 172), radius=9)
        for side in (-1, 1):  # pointed collar wings over the stand
            wing = (450, 200, 450 + side * 54, 156, 450 + side * 74, 168, 450 + side * 34, 252)
            shifted = [v + (3 if i % 2 else 2 * side) for i, v in enumerate(wing)]
            paint(canvas, (0, 0, 0), "polygon", shifted, blur=3, opacity=0.45)
            paint(canvas, fabric, "polygon", wing)
            paint(canvas, (0, 0, 0), "line", (*wing, wing[0], wing[1]), width=1.5, opacity=0.3)
        paint(canvas, (0, 0, 0), "line", (520, 300, 590, 300), width=1.5, opacity=0.3)
        paint(
            canvas,
            (0, 0, 0),
            "line",
            (520, 300, 520, 380, 590, 380, 590, 300),
            width=1.2,
            opacity=0.2,
        )
    armhole = 360 if full else 330
    for side in (-1, 1):  # sleeve seams
        paint(
            canvas,
            (0, 0, 0),
            "line",
            (450 + side * 166, 197, 450 + side * 158, armhole),
            width=1.5,
            opacity=0.3,
        )
    for _ in range(3):  # creases
        crease = rng.uniform(320, 580)
        paint(
            canvas,
            (0, 0, 0),
            "line",
            (
                crease,
                rng.uniform(260, 500),
                crease + rng.uniform(-40, 40),
                rng.uniform(560, hem - 20),
            ),
            width=10,
            blur=9,
            opacity=0.07,
        )
    return canvas


def pants(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    canvas = flat_surface(rng, seed)
    fabric = _garment_fabric(palette, seed, pattern)
    outline = (318, 150, 582, 150, 612, 860, 468, 866, 450, 330, 432, 866, 288, 860)
    shadow(canvas, "polygon", outline)
    paint(canvas, fabric, "polygon", outline)
    paint(canvas, shaded(palette[0], 0.8), "rrect", (312, 120, 588, 162), radius=6)
    paint(canvas, fabric, "rrect", (315, 123, 585, 158), radius=5)
    for x in (340, 400, 500, 560):  # belt loops
        paint(canvas, shaded(palette[0], 0.75), "rrect", (x, 118, x + 12, 166), radius=3)
    paint(canvas, WHITE, "ellipse", (443, 132, 457, 146))
    dark = (0, 0, 0)
    paint(canvas, dark, "line", (450, 162, 450, 290, 470, 320), width=2, opacity=0.3)
    paint(canvas, dark, "line", (335, 165, 362, 260), width=2, opacity=0.3)
    paint(canvas, dark, "line", (565, 165, 538, 260), width=2, opacity=0.3)
    for x0, x1 in ((370, 360), (530, 540)):  # pressed creases
        paint(canvas, (255, 255, 255), "line", (x0, 200, x1, 850), width=3, blur=2, opacity=0.25)
    return canvas


def jacket(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    canvas = flat_surface(rng, seed)
    fabric = _garment_fabric(palette, seed, pattern)
    outline = _mirror(
        [(405, 150), (340, 175), (330, 240), (300, 360), (300, 790), (330, 815), (450, 800)]
    )[:-2]
    shadow(canvas, "polygon", outline)
    paint(canvas, fabric, "polygon", outline)
    paint(canvas, shaded(palette[0], 0.5), "ellipse", (405, 140, 495, 190))
    paint(canvas, shaded(palette[0], 0.85), "rrect", (400, 128, 500, 170), radius=12)
    paint(canvas, fabric, "rrect", (404, 131, 496, 166), radius=11)
    paint(canvas, (0, 0, 0), "line", (450, 170, 450, 802), width=2, opacity=0.35)
    for y in range(205, 760, 90):
        paint(canvas, GOLD, "ellipse", (442, y, 458, y + 16))
    for x in (340, 495):  # welt pockets
        paint(canvas, (0, 0, 0), "line", (x, 610, x + 65, 600), width=3, opacity=0.3)
    paint(canvas, (0, 0, 0), "line", (345, 320, 400, 312), width=3, opacity=0.3)
    return canvas


def folded(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    """A stack of folded cloth, the top piece showing its pattern and edge."""
    canvas = backdrop(rng)
    pieces = rng.randint(2, 3)
    top = 300 - 30 * pieces
    for i in reversed(range(pieces)):
        colours = palette if i == 0 else (pick(palette, i), *palette[1:])
        fabric = cloth(colours, seed + i, pattern, n=300, strength=0.4)
        y = top + i * 70
        box = (170 + 14 * i, y, 730 - 14 * i, y + 420)
        shadow(canvas, "rrect", box, radius=18)
        paint(canvas, fabric, "rrect", box, radius=18)
        edge = (box[0], box[3] - 34, box[2], box[3])
        paint(canvas, fabric.transpose(Image.Transpose.ROTATE_90), "rrect", edge, radius=14)
        paint(canvas, (0, 0, 0), "rrect", edge, radius=14, opacity=0.18)
        paint(
            canvas,
            (255, 255, 255),
            "line",
            (box[0] + 30, y + 60, box[2] - 30, y + 60),
            width=4,
            blur=3,
            opacity=0.25,
        )
    return canvas


def flag(rng: random.Random, seed: int) -> Image.Image:
    """The national flag on khadi (saffron, white, green, navy chakra of 24 spokes), 3:2."""
    canvas = backdrop(rng, table=CREAM)
    left, top, width = 135, 230, 630
    height = width * 2 // 3
    band = height / 3
    box = (left, top, left + width, top + height)
    shadow(canvas, "rrect", box, radius=4)
    for i, colour in enumerate(((235, 128, 50), (246, 244, 236), (26, 122, 52))):
        fabric = cloth((colour,), seed + i, n=300, strength=0.3)
        paint(canvas, fabric, "rrect", (left, top + i * band, left + width, top + (i + 1) * band))
    cx, cy, r = left + width / 2, top + height / 2, band * 0.42
    navy = (20, 30, 120)
    paint(canvas, navy, "ellipse", (cx - r, cy - r, cx + r, cy + r))
    paint(canvas, (246, 244, 236), "ellipse", (cx - r + 4, cy - r + 4, cx + r - 4, cy + r - 4))
    for spoke in range(24):
        angle = spoke * math.tau / 24
        paint(
            canvas,
            navy,
            "line",
            (cx, cy, cx + r * math.cos(angle), cy + r * math.sin(angle)),
            width=1.6,
        )
    paint(canvas, navy, "ellipse", (cx - 6, cy - 6, cx + 6, cy + 6))
    waves = Image.frombytes("L", (8, 1), bytes(rng.randint(150, 200) for _ in range(8)))
    waves = waves.resize((width, height), Image.Resampling.BICUBIC).convert("RGB")
    region = canvas.crop(box)
    canvas.paste(ImageChops.soft_light(region, waves), box[:2])
    return canvas
