"""Generated product pictures for the demo catalogue: handloom textiles, garments and still lifes.

Nothing is fetched from the internet. Every picture is a pure function of (kind, palette, seed,
pattern): all randomness comes from one `random.Random(seed)`. To stay fast, cloth is woven at a low
resolution and scaled up (one thread is a few pixels), and shapes are drawn with ImageDraw on small
2x-supersampled masks instead of per-pixel Python loops.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

Colour = tuple[int, int, int]
Palette = tuple[Colour, ...]

SIZE = 900
_SS = 2  # supersampling factor of shape masks (anti-aliased edges)

# Earthy dye colours of a handloom shop.
INDIGO: Colour = (38, 52, 97)
MADDER: Colour = (158, 45, 38)
TURMERIC: Colour = (222, 165, 40)
CREAM: Colour = (236, 226, 204)
FOREST: Colour = (45, 88, 56)
CHARCOAL: Colour = (58, 58, 60)
RUST: Colour = (176, 86, 44)
MAROON: Colour = (110, 28, 40)
MUSTARD: Colour = (196, 150, 48)
SKY: Colour = (120, 160, 196)
SANDAL: Colour = (196, 150, 100)
BEIGE: Colour = (205, 186, 150)
WHITE: Colour = (246, 243, 234)
GOLD: Colour = (204, 164, 70)
PEACOCK: Colour = (22, 104, 110)
AMBER: Colour = (196, 120, 24)

TEXTILE_PATTERNS = ("plain", "stripes", "checks", "ikat", "border", "mat")
KINDS = (
    *TEXTILE_PATTERNS,
    "shirt-full",
    "shirt-half",
    "kurta-full",
    "kurta-half",
    "pants",
    "jacket",
    "folded",
    "flag",
    "jar",
    "agarbatti",
    "soap",
    "giftbox",
    "bag",
    "bottle",
    "garland",
    "sandalwood",
    "pillow",
)


# ---------------------------------------------------------------- colour helpers


def _shade(colour: Colour, factor: float) -> Colour:
    return (
        min(255, round(colour[0] * factor)),
        min(255, round(colour[1] * factor)),
        min(255, round(colour[2] * factor)),
    )


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _pick(palette: Palette, index: int) -> Colour:
    return palette[index % len(palette)]


def _accent(rng: random.Random, palette: Palette) -> Colour:
    """Any colour but the ground (palette[0]); a darker ground for one-colour palettes."""
    if len(palette) == 1:
        return _shade(palette[0], 0.7)
    return palette[rng.randrange(1, len(palette))]


def _squash(image: Image.Image, low: int, high: int) -> Image.Image:
    """Map an L image's 0..255 linearly onto low..high."""
    return image.point([low + (high - low) * v // 255 for v in range(256)])


# ---------------------------------------------------------------- cloth


def _weave(rng: random.Random, n: int, strength: float) -> Image.Image:
    """Grey plain-weave texture around 128: per-thread tone of warp and weft, the over-under
    checker of a plain weave, fibre grain and the slubs of handspun yarn."""
    warp = Image.frombytes("L", (n, 1), rng.randbytes(n)).resize((n, n), Image.Resampling.NEAREST)
    weft = Image.frombytes("L", (1, n), rng.randbytes(n)).resize((n, n), Image.Resampling.NEAREST)
    grain = Image.frombytes("L", (n, n), rng.randbytes(n * n))
    half = n // 2 + 1
    over_under = (bytes((90, 166)) * half)[:n] + (bytes((166, 90)) * half)[:n]
    checker = Image.frombytes("L", (n, n), (over_under * half)[: n * n])
    texture = Image.blend(Image.blend(warp, weft, 0.5), checker, 0.45)
    texture = Image.blend(texture, grain, 0.3)
    draw = ImageDraw.Draw(texture)
    for _ in range(n // 3):
        x, y, length = rng.randrange(n), rng.randrange(n), rng.randint(4, 28)
        draw.line((x, y, x + length, y), fill=rng.choice((70, 95, 175, 200)))
    texture = ImageOps.autocontrast(texture, cutoff=1)
    spread = round(120 * strength)
    return _squash(texture, 128 - spread, 128 + spread)


def _stripe_unit(rng: random.Random, palette: Palette, ground: Colour) -> list[tuple[int, Colour]]:
    unit: list[tuple[int, Colour]] = [(rng.randint(8, 30), ground)]
    for _ in range(rng.randint(1, 3)):
        unit.append((rng.choice((1, 2, 3, 5, 8)), _accent(rng, palette)))
        unit.append((rng.randint(2, 10), ground))
    return unit


def _stripe_line(unit: list[tuple[int, Colour]], n: int) -> bytes:
    row = bytearray()
    while len(row) < 3 * n:
        for width, colour in unit:
            row.extend(bytes(colour) * width)
    return bytes(row[: 3 * n])


def _pattern(rng: random.Random, pattern: str, palette: Palette, n: int) -> Image.Image:
    """The dyed design of a cloth, one pixel per thread, before the weave texture."""
    ground = palette[0]
    if pattern == "plain":
        return Image.new("RGB", (n, n), ground)
    if pattern in ("stripes", "mat"):
        unit = _stripe_unit(rng, palette, ground)
        if pattern == "mat":  # broad bold bands of a jamkhana or sleeping mat
            unit = [(w * 3, c) for w, c in unit]
        line = Image.frombytes("RGB", (1, n), _stripe_line(unit, n))
        return line.resize((n, n), Image.Resampling.NEAREST)
    if pattern == "checks":
        unit = [(rng.randint(6, 14), ground)]
        for _ in range(rng.randint(1, 2)):  # gingham or a two-colour madras check
            unit += [(rng.randint(4, 12), _accent(rng, palette)), (rng.choice((2, 4, 8)), ground)]
        threads = _stripe_line(unit, n)
        warp = Image.frombytes("RGB", (n, 1), threads).resize((n, n), Image.Resampling.NEAREST)
        weft = Image.frombytes("RGB", (1, n), threads).resize((n, n), Image.Resampling.NEAREST)
        return Image.blend(warp, weft, 0.5)  # gingham: where both cross, the full colour
    if pattern == "ikat":
        return _ikat(rng, palette, n)
    if pattern == "border":
        image = Image.new("RGB", (n, n), ground)
        draw = ImageDraw.Draw(image)
        top = round(n * rng.uniform(0.62, 0.74))
        accent, zari = _pick(palette, 1), _pick(palette, 2)
        draw.rectangle((0, top, n, n), fill=accent)
        for offset in (4, n // 9):
            draw.rectangle((0, top + offset, n, top + offset + 2), fill=zari)
        draw.rectangle((0, top - 6, n, top - 5), fill=accent)
        return image
    raise ValueError(f"unknown cloth pattern {pattern!r}")


def _ikat(rng: random.Random, palette: Palette, n: int) -> Image.Image:
    """Bands of diamonds whose edges bleed row by row, as resist-dyed yarn does."""
    image = Image.new("RGB", (n, n), palette[0])
    draw = ImageDraw.Draw(image)
    y = rng.randint(0, 12)
    while y < n:
        height = rng.randint(26, 52)
        colour = _accent(rng, palette)
        step = rng.randint(30, 56)
        centre_y = y + height / 2
        for row in range(y, min(n, y + height)):
            reach = (height / 2 - abs(row - centre_y)) * step / height
            for cx in range(rng.randint(0, step), n + step, step):
                jitter_l, jitter_r = rng.randint(-3, 3), rng.randint(-3, 3)
                if reach + jitter_l > 0:
                    draw.line((cx - reach - jitter_l, row, cx + reach + jitter_r, row), fill=colour)
        rule = _accent(rng, palette)
        draw.rectangle((0, y + height + 3, n, y + height + 4), fill=rule)
        y += height + rng.randint(12, 30)
    return image


def cloth(
    palette: Palette, seed: int, pattern: str = "plain", n: int = 300, strength: float = 0.55
) -> Image.Image:
    """A SIZE x SIZE close-up of handloom cloth (n threads across)."""
    rng = random.Random(seed)  # noqa: S311 -- repeatable pictures, not secrets
    design = _pattern(rng, pattern, palette, n)
    texture = _weave(rng, n, strength if pattern != "mat" else strength * 1.3)
    woven = ImageChops.soft_light(design, texture.convert("RGB"))
    # Close-ups keep crisp threads; backgrounds and small parts take the cheaper filter.
    smooth = Image.Resampling.BICUBIC if n >= 300 else Image.Resampling.BILINEAR
    return woven.resize((SIZE, SIZE), smooth)


# ---------------------------------------------------------------- light and shapes


@cache
def _vignette() -> Image.Image:
    centre_lit = ImageOps.invert(Image.radial_gradient("L"))
    return _squash(centre_lit.resize((SIZE, SIZE), Image.Resampling.BILINEAR), 215, 255)


@cache
def _ramp(direction: int) -> Image.Image:
    """A light ramp from one side: 0 top, 1 bottom, 2 left, 3 right."""
    ramp = Image.linear_gradient("L")
    ramp = ramp.transpose(Image.Transpose.FLIP_TOP_BOTTOM) if direction % 2 else ramp
    ramp = ramp.transpose(Image.Transpose.TRANSPOSE) if direction >= 2 else ramp
    return ramp.resize((SIZE, SIZE), Image.Resampling.BILINEAR)


def _lighting(rng: random.Random, image: Image.Image, folds: int = 0) -> Image.Image:
    """Soft vignette, light falling from one side, and optional gentle drape folds."""
    light = Image.blend(_ramp(rng.randrange(2)), _ramp(2 + rng.randrange(2)), rng.random())
    shade = ImageChops.multiply(_squash(light, rng.randint(200, 225), 255), _vignette())
    if folds:
        small = Image.new("L", (90, 90), 128)
        draw = ImageDraw.Draw(small)
        for _ in range(folds):
            x0, x1 = rng.uniform(-20, 110), rng.uniform(-20, 110)
            draw.line((x0, -5, x1, 95), fill=rng.choice((70, 200)), width=rng.randint(3, 7))
        small = small.filter(ImageFilter.GaussianBlur(4))
        fold = small.resize((SIZE, SIZE), Image.Resampling.BICUBIC)
        image = ImageChops.soft_light(image, fold.convert("RGB"))
    return ImageChops.multiply(image, shade.convert("RGB"))


Fill = Colour | Image.Image


def _paint(
    canvas: Image.Image,
    fill: Fill,
    shape: str,
    points: Sequence[float],
    *,
    radius: float = 0,
    width: float = 0,
    blur: float = 0,
    opacity: float = 1.0,
) -> None:
    """Draw one anti-aliased shape (coordinates in canvas pixels) filled with a colour or with the
    matching region of an image. shape: polygon | ellipse | rrect | line | arc."""
    xs, ys = points[0::2], points[1::2]
    pad = width + 3 * blur + 2
    x0, y0 = max(0, math.floor(min(xs) - pad)), max(0, math.floor(min(ys) - pad))
    x1 = min(canvas.width, math.ceil(max(xs) + pad))
    y1 = min(canvas.height, math.ceil(max(ys) + pad))
    if x1 <= x0 or y1 <= y0:
        return
    mask = Image.new("L", ((x1 - x0) * _SS, (y1 - y0) * _SS), 0)
    draw = ImageDraw.Draw(mask)
    local = [((x - x0) * _SS, (y - y0) * _SS) for x, y in zip(xs, ys, strict=True)]
    level = round(255 * opacity)
    if shape == "polygon":
        draw.polygon(local, fill=level)
    elif shape == "ellipse":
        draw.ellipse(local, fill=level)
    elif shape == "rrect":
        draw.rounded_rectangle(local, radius * _SS, fill=level)
    elif shape == "line":
        draw.line(local, fill=level, width=max(1, round(width * _SS)), joint="curve")
    elif shape == "arc":  # upper half of the ellipse box: bag handles, smoke, garland strings
        draw.arc(local, 180, 360, fill=level, width=max(1, round(width * _SS)))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    mask = mask.reduce(_SS)
    if blur:
        mask = mask.filter(ImageFilter.GaussianBlur(blur))
    if isinstance(fill, Image.Image):
        canvas.paste(fill.crop((x0, y0, x1, y1)), (x0, y0), mask)
    else:
        canvas.paste(fill, (x0, y0, x1, y1), mask)


def _shadow(canvas: Image.Image, shape: str, points: Sequence[float], radius: float = 0) -> None:
    moved = [p + (10 if i % 2 else 6) for i, p in enumerate(points)]
    _paint(canvas, (30, 24, 18), shape, moved, radius=radius, blur=9, opacity=0.45)


def _gradient_fill(left: Colour, right: Colour, centre: Colour) -> Image.Image:
    """Left-to-right shading for round things (jars, logs): dark edges, lit middle."""
    ramp = [
        _mix(left, centre, min(1.0, i / 40)) if i < 40 else _mix(centre, right, (i - 40) / 59)
        for i in range(100)
    ]
    line = Image.frombytes("RGB", (100, 1), b"".join(bytes(c) for c in ramp))
    line = line.resize((SIZE, 1), Image.Resampling.BILINEAR)
    return line.resize((SIZE, SIZE), Image.Resampling.NEAREST)


def _backdrop(rng: random.Random, table: Colour | None = None) -> Image.Image:
    """A pale wall over a cloth-covered table, as in a shop's product photos."""
    wall = rng.choice(((232, 226, 214), (226, 220, 208), (238, 232, 220), (214, 206, 190)))
    top = cloth((wall,), rng.randrange(1 << 30), n=100, strength=0.08)
    surface = table or rng.choice((BEIGE, (180, 140, 100), CREAM, (150, 108, 72)))
    bottom = cloth(
        (surface, _shade(surface, 0.85)),
        rng.randrange(1 << 30),
        rng.choice(("plain", "stripes")),
        n=200,
        strength=0.25,
    )
    horizon = rng.randint(520, 600)
    top.paste(bottom.crop((0, horizon, SIZE, SIZE)), (0, horizon))
    _paint(top, (0, 0, 0), "rrect", (0, horizon - 4, SIZE, horizon + 10), blur=6, opacity=0.25)
    return top


# ---------------------------------------------------------------- garments


def _flat_surface(rng: random.Random, seed: int) -> Image.Image:
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


def _shirt(rng: random.Random, palette: Palette, seed: int, pattern: str, kind: str) -> Image.Image:
    canvas = _flat_surface(rng, seed)
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
    _shadow(canvas, "polygon", outline)
    _paint(canvas, fabric, "polygon", outline)
    inner = _shade(palette[0], 0.55)
    _paint(canvas, inner, "ellipse", (398, 150, 502, 196))  # inside of the neck
    placket_end = 400 if is_kurta else hem
    placket = fabric.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    _paint(canvas, placket, "rrect", (438, 190, 462, placket_end), radius=3)
    _paint(canvas, (0, 0, 0), "line", (438, 190, 438, placket_end), width=1.2, opacity=0.25)
    button = _pick(palette, 1) if len(palette) > 1 else WHITE
    button = rng.choice((WHITE, CREAM, (120, 86, 56), button))
    for y in range(220, placket_end - 20, 70 if not is_kurta else 50):
        _paint(canvas, _shade(button, 0.7), "ellipse", (443, y - 1, 459, y + 15))
        _paint(canvas, button, "ellipse", (444, y, 456, y + 12))
    if is_kurta:  # band (mandarin) collar
        _paint(canvas, _shade(palette[0], 0.85), "rrect", (398, 150, 502, 178), radius=10)
        _paint(canvas, fabric, "rrect", (402, 152, 498, 174), radius=9)
        for side in (-1, 1):
            x = 450 + side * (285 - flare + 6 - 450)
            _paint(canvas, (0, 0, 0), "line", (x, hem - 150, x, hem), width=2, opacity=0.3)
    else:
        _paint(canvas, _shade(palette[0], 0.8), "rrect", (396, 146, 504, 176), radius=10)
        _paint(canvas, fabric, "rrect", (400, 149, 500, 172), radius=9)
        for side in (-1, 1):  # pointed collar wings over the stand
            wing = (450, 200, 450 + side * 54, 156, 450 + side * 74, 168, 450 + side * 34, 252)
            shifted = [v + (3 if i % 2 else 2 * side) for i, v in enumerate(wing)]
            _paint(canvas, (0, 0, 0), "polygon", shifted, blur=3, opacity=0.45)
            _paint(canvas, fabric, "polygon", wing)
            _paint(canvas, (0, 0, 0), "line", (*wing, wing[0], wing[1]), width=1.5, opacity=0.3)
        _paint(canvas, (0, 0, 0), "line", (520, 300, 590, 300), width=1.5, opacity=0.3)
        _paint(
            canvas,
            (0, 0, 0),
            "line",
            (520, 300, 520, 380, 590, 380, 590, 300),
            width=1.2,
            opacity=0.2,
        )
    armhole = 360 if full else 330
    for side in (-1, 1):  # sleeve seams
        _paint(
            canvas,
            (0, 0, 0),
            "line",
            (450 + side * 166, 197, 450 + side * 158, armhole),
            width=1.5,
            opacity=0.3,
        )
    for _ in range(3):  # creases
        crease = rng.uniform(320, 580)
        _paint(
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


def _pants(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    canvas = _flat_surface(rng, seed)
    fabric = _garment_fabric(palette, seed, pattern)
    outline = (318, 150, 582, 150, 612, 860, 468, 866, 450, 330, 432, 866, 288, 860)
    _shadow(canvas, "polygon", outline)
    _paint(canvas, fabric, "polygon", outline)
    _paint(canvas, _shade(palette[0], 0.8), "rrect", (312, 120, 588, 162), radius=6)
    _paint(canvas, fabric, "rrect", (315, 123, 585, 158), radius=5)
    for x in (340, 400, 500, 560):  # belt loops
        _paint(canvas, _shade(palette[0], 0.75), "rrect", (x, 118, x + 12, 166), radius=3)
    _paint(canvas, WHITE, "ellipse", (443, 132, 457, 146))
    dark = (0, 0, 0)
    _paint(canvas, dark, "line", (450, 162, 450, 290, 470, 320), width=2, opacity=0.3)
    _paint(canvas, dark, "line", (335, 165, 362, 260), width=2, opacity=0.3)
    _paint(canvas, dark, "line", (565, 165, 538, 260), width=2, opacity=0.3)
    for x0, x1 in ((370, 360), (530, 540)):  # pressed creases
        _paint(canvas, (255, 255, 255), "line", (x0, 200, x1, 850), width=3, blur=2, opacity=0.25)
    return canvas


def _jacket(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    canvas = _flat_surface(rng, seed)
    fabric = _garment_fabric(palette, seed, pattern)
    outline = _mirror(
        [(405, 150), (340, 175), (330, 240), (300, 360), (300, 790), (330, 815), (450, 800)]
    )[:-2]
    _shadow(canvas, "polygon", outline)
    _paint(canvas, fabric, "polygon", outline)
    _paint(canvas, _shade(palette[0], 0.5), "ellipse", (405, 140, 495, 190))
    _paint(canvas, _shade(palette[0], 0.85), "rrect", (400, 128, 500, 170), radius=12)
    _paint(canvas, fabric, "rrect", (404, 131, 496, 166), radius=11)
    _paint(canvas, (0, 0, 0), "line", (450, 170, 450, 802), width=2, opacity=0.35)
    for y in range(205, 760, 90):
        _paint(canvas, GOLD, "ellipse", (442, y, 458, y + 16))
    for x in (340, 495):  # welt pockets
        _paint(canvas, (0, 0, 0), "line", (x, 610, x + 65, 600), width=3, opacity=0.3)
    _paint(canvas, (0, 0, 0), "line", (345, 320, 400, 312), width=3, opacity=0.3)
    return canvas


def _folded(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    """A stack of folded cloth, the top piece showing its pattern and edge."""
    canvas = _backdrop(rng)
    pieces = rng.randint(2, 3)
    top = 300 - 30 * pieces
    for i in reversed(range(pieces)):
        colours = palette if i == 0 else (_pick(palette, i), *palette[1:])
        fabric = cloth(colours, seed + i, pattern, n=300, strength=0.4)
        y = top + i * 70
        box = (170 + 14 * i, y, 730 - 14 * i, y + 420)
        _shadow(canvas, "rrect", box, radius=18)
        _paint(canvas, fabric, "rrect", box, radius=18)
        edge = (box[0], box[3] - 34, box[2], box[3])
        _paint(canvas, fabric.transpose(Image.Transpose.ROTATE_90), "rrect", edge, radius=14)
        _paint(canvas, (0, 0, 0), "rrect", edge, radius=14, opacity=0.18)
        _paint(
            canvas,
            (255, 255, 255),
            "line",
            (box[0] + 30, y + 60, box[2] - 30, y + 60),
            width=4,
            blur=3,
            opacity=0.25,
        )
    return canvas


def _flag(rng: random.Random, seed: int) -> Image.Image:
    """The national flag on khadi (saffron, white, green, navy chakra of 24 spokes), 3:2."""
    canvas = _backdrop(rng, table=CREAM)
    left, top, width = 135, 230, 630
    height = width * 2 // 3
    band = height / 3
    box = (left, top, left + width, top + height)
    _shadow(canvas, "rrect", box, radius=4)
    for i, colour in enumerate(((235, 128, 50), (246, 244, 236), (26, 122, 52))):
        fabric = cloth((colour,), seed + i, n=300, strength=0.3)
        _paint(canvas, fabric, "rrect", (left, top + i * band, left + width, top + (i + 1) * band))
    cx, cy, r = left + width / 2, top + height / 2, band * 0.42
    navy = (20, 30, 120)
    _paint(canvas, navy, "ellipse", (cx - r, cy - r, cx + r, cy + r))
    _paint(canvas, (246, 244, 236), "ellipse", (cx - r + 4, cy - r + 4, cx + r - 4, cy + r - 4))
    for spoke in range(24):
        angle = spoke * math.tau / 24
        _paint(
            canvas,
            navy,
            "line",
            (cx, cy, cx + r * math.cos(angle), cy + r * math.sin(angle)),
            width=1.6,
        )
    _paint(canvas, navy, "ellipse", (cx - 6, cy - 6, cx + 6, cy + 6))
    waves = Image.frombytes("L", (8, 1), bytes(rng.randint(150, 200) for _ in range(8)))
    waves = waves.resize((width, height), Image.Resampling.BICUBIC).convert("RGB")
    region = canvas.crop(box)
    canvas.paste(ImageChops.soft_light(region, waves), box[:2])
    return canvas


# ---------------------------------------------------------------- still lifes


def _jar(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    """Glass jars of honey (or tooth powder) with a khadi cloth cap tied with string."""
    canvas = _backdrop(rng)
    contents = palette[0]
    cap_cloth = cloth((_pick(palette, 1), _pick(palette, 2)), seed, "checks", n=200)
    jars = [(300, 330, 600, 820)]
    if rng.random() < 0.6:
        jars.insert(0, (560, 470, 760, 800))
    for x0, y0, x1, y1 in jars:
        _shadow(canvas, "rrect", (x0, y0, x1, y1), radius=40)
        glass = _gradient_fill(
            _shade(contents, 0.55), _shade(contents, 0.6), _shade(contents, 1.25)
        )
        _paint(canvas, glass, "rrect", (x0, y0 + 30, x1, y1), radius=40)
        _paint(
            canvas,
            (255, 255, 255),
            "rrect",
            (x0 + 24, y0 + 60, x0 + 44, y1 - 50),
            radius=10,
            opacity=0.35,
        )
        label = (x0 + 30, y0 + (y1 - y0) * 0.45, x1 - 30, y0 + (y1 - y0) * 0.75)
        _paint(canvas, CREAM, "rrect", label, radius=6)
        mid = (label[0] + label[2]) / 2
        _paint(
            canvas,
            _pick(palette, 1),
            "rrect",
            (mid - 60, label[1] + 22, mid + 60, label[1] + 34),
            radius=4,
        )
        _paint(
            canvas,
            CHARCOAL,
            "rrect",
            (mid - 40, label[1] + 48, mid + 40, label[1] + 55),
            radius=3,
            opacity=0.6,
        )
        _paint(
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
        _paint(canvas, (196, 170, 120), "line", (x0 + 8, y0 + 40, x1 - 8, y0 + 40), width=6)
    _paint(canvas, (150, 104, 60), "line", (90, 860, 270, 760), width=14)  # honey dipper
    for i in range(4):
        t = 0.08 + i * 0.06
        x, y = 90 + 180 * t, 860 - 100 * t
        _paint(canvas, (130, 88, 50), "ellipse", (x - 22, y - 22, x + 22, y + 22))
    return canvas


def _agarbatti(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = _backdrop(rng)
    pack = cloth((palette[0], _pick(palette, 1)), seed, "border", n=200, strength=0.2)
    box = (420, 360, 700, 820)
    _shadow(canvas, "rrect", box, radius=6)
    _paint(canvas, pack, "rrect", box, radius=6)
    _paint(canvas, CREAM, "ellipse", (480, 430, 640, 590))
    _paint(canvas, _pick(palette, 2), "ellipse", (510, 460, 610, 560))
    _paint(canvas, (150, 104, 60), "ellipse", (150, 780, 350, 830))  # wooden holder
    stick = rng.choice(((78, 48, 36), (40, 36, 34), (120, 70, 40)))
    for i in range(rng.randint(3, 5)):
        angle = math.radians(-90 + (i - 2) * 9)
        tip = (250 + 420 * math.cos(angle), 800 + 420 * math.sin(angle))
        _paint(canvas, (196, 160, 110), "line", (250, 800, *tip), width=3)
        middle = (250 + 150 * math.cos(angle), 800 + 150 * math.sin(angle))
        _paint(canvas, stick, "line", (*middle, *tip), width=7)
        if i % 2 == 0:
            _paint(
                canvas, (220, 80, 40), "ellipse", (tip[0] - 4, tip[1] - 4, tip[0] + 4, tip[1] + 4)
            )
            x, y = tip
            smoke = [x, y]
            for _ in range(12):
                x += rng.uniform(-14, 14)
                y -= 22
                smoke += [x, y]
            _paint(canvas, (250, 250, 250), "line", smoke, width=4, blur=3, opacity=0.55)
    return canvas


def _soap(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = _backdrop(rng)
    wrapper = cloth((_pick(palette, 1), _pick(palette, 2)), seed, "ikat", n=200, strength=0.2)
    _shadow(canvas, "rrect", (150, 330, 520, 620), radius=20)
    _paint(canvas, wrapper, "rrect", (150, 330, 520, 620), radius=20)
    _paint(canvas, CREAM, "ellipse", (230, 410, 440, 540))
    bar = palette[0]
    for x0, y0 in ((380, 560), (240, 660)):
        body = (x0, y0, x0 + 330, y0 + 190)
        _shadow(canvas, "rrect", body, radius=50)
        _paint(canvas, _shade(bar, 0.75), "rrect", body, radius=50)
        face = (x0 + 8, y0, x0 + 322, y0 + 160)
        _paint(
            canvas,
            _gradient_fill(_shade(bar, 0.9), _shade(bar, 0.95), _shade(bar, 1.12)),
            "rrect",
            face,
            radius=46,
        )
        _paint(canvas, _shade(bar, 0.8), "ellipse", (x0 + 80, y0 + 40, x0 + 250, y0 + 120))
        _paint(canvas, _shade(bar, 1.05), "ellipse", (x0 + 86, y0 + 46, x0 + 244, y0 + 114))
    return canvas


def _giftbox(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = _backdrop(rng)
    cover = cloth(palette, seed, rng.choice(("ikat", "checks", "stripes")), n=250, strength=0.3)
    ribbon = _pick(palette, 2) if len(palette) > 2 else GOLD
    front = (230, 420, 670, 800)
    _shadow(canvas, "rrect", front, radius=4)
    _paint(canvas, cover, "rrect", front, radius=4)
    lid = (215, 380, 685, 470)
    _paint(canvas, cover.transpose(Image.Transpose.FLIP_TOP_BOTTOM), "rrect", lid, radius=6)
    _paint(canvas, (0, 0, 0), "rrect", (215, 466, 685, 474), blur=3, opacity=0.35)
    _paint(canvas, ribbon, "rrect", (428, 380, 472, 800))
    _paint(canvas, ribbon, "rrect", (215, 400, 685, 440))
    for side in (-1, 1):
        _paint(
            canvas,
            _shade(ribbon, 0.85),
            "ellipse",
            (450 + side * 10 - (side < 0) * 130, 300, 450 + side * 10 + (side > 0) * 130, 400),
        )
        _paint(
            canvas,
            ribbon,
            "ellipse",
            (450 + side * 24 - (side < 0) * 96, 318, 450 + side * 24 + (side > 0) * 96, 384),
        )
    _paint(canvas, _shade(ribbon, 0.7), "ellipse", (425, 345, 475, 400))
    return canvas


def _bag(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    canvas = _backdrop(rng)
    fabric = cloth(palette, seed, pattern, n=300, strength=0.4)
    strap = _shade(_pick(palette, 1), 0.9)
    for x0 in (300, 480):
        _paint(canvas, strap, "arc", (x0 - 20, 160, x0 + 140, 500), width=22)
    body = (220, 360, 680, 830)
    _shadow(canvas, "rrect", body, radius=30)
    _paint(canvas, fabric, "rrect", body, radius=30)
    _paint(canvas, _shade(palette[0], 0.8), "rrect", (220, 360, 680, 400), radius=12)
    _paint(canvas, fabric.rotate(90), "rrect", (222, 362, 678, 396), radius=12)
    for x in (280, 300, 600, 620):
        _paint(canvas, strap, "rrect", (x, 360, x + 14, 420), radius=4)
    if rng.random() < 0.5:  # flap with a wooden button
        _paint(canvas, (0, 0, 0), "polygon", (230, 400, 670, 400, 450, 600), blur=6, opacity=0.3)
        _paint(
            canvas,
            fabric.transpose(Image.Transpose.FLIP_LEFT_RIGHT),
            "polygon",
            (230, 398, 670, 398, 450, 590),
        )
        _paint(canvas, (120, 80, 50), "ellipse", (435, 560, 465, 590))
    return canvas


def _bottle(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = _backdrop(rng)
    liquid = palette[0]
    for x0, scale in ((330, 1.0), (560, 0.7)) if rng.random() < 0.6 else ((370, 1.0),):
        w, h = 200 * scale, 360 * scale
        bottom = 820
        body = (x0, bottom - h, x0 + w, bottom)
        _shadow(canvas, "rrect", body, radius=26 * scale)
        glass = _gradient_fill(_shade(liquid, 0.5), _shade(liquid, 0.6), _shade(liquid, 1.3))
        _paint(canvas, glass, "rrect", body, radius=26 * scale)
        neck = (x0 + w * 0.36, bottom - h - 50 * scale, x0 + w * 0.64, bottom - h + 10)
        _paint(canvas, _shade(liquid, 0.8), "rrect", neck, radius=6)
        cap = (x0 + w * 0.3, bottom - h - 120 * scale, x0 + w * 0.7, bottom - h - 45 * scale)
        _paint(canvas, _pick(palette, 1), "rrect", cap, radius=10)
        label = (x0 + 20 * scale, bottom - h * 0.7, x0 + w - 20 * scale, bottom - h * 0.3)
        _paint(canvas, CREAM, "rrect", label, radius=6)
        _paint(
            canvas,
            _pick(palette, 2),
            "rrect",
            (label[0] + 20, label[1] + 20, label[2] - 20, label[1] + 34 * scale),
            radius=4,
        )
        _paint(
            canvas,
            (255, 255, 255),
            "rrect",
            (x0 + 18, bottom - h + 20, x0 + 34, bottom - 30),
            radius=8,
            opacity=0.3,
        )
    return canvas


def _garland(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    """A haar: a loop of khadi-yarn pom-poms and flowers, as given to honour a guest."""
    canvas = _flat_surface(rng, seed)
    count = 34
    for i in range(count):
        angle = math.tau * i / count
        x = 450 + 270 * math.cos(angle) * rng.uniform(0.97, 1.03)
        y = 430 + 300 * math.sin(angle) * rng.uniform(0.97, 1.03)
        colour = _pick(palette, i % len(palette))
        r = rng.uniform(30, 40)
        _paint(
            canvas,
            (0, 0, 0),
            "ellipse",
            (x - r + 5, y - r + 8, x + r + 5, y + r + 8),
            blur=5,
            opacity=0.3,
        )
        _paint(canvas, _shade(colour, 0.75), "ellipse", (x - r, y - r, x + r, y + r))
        _paint(canvas, colour, "ellipse", (x - r * 0.8, y - r * 0.85, x + r * 0.75, y + r * 0.7))
    for dx in (-30, 0, 30):  # tassel
        _paint(canvas, _pick(palette, 1), "line", (450, 740, 450 + dx, 860), width=6)
    _paint(canvas, GOLD, "ellipse", (425, 715, 475, 765))
    return canvas


def _sandalwood(rng: random.Random, palette: Palette, seed: int) -> Image.Image:
    canvas = _backdrop(rng, table=(120, 84, 56))
    wood = palette[0]
    grain = cloth((wood, _shade(wood, 0.8)), seed, "stripes", n=150, strength=0.4)
    grain = grain.rotate(90)
    for i in range(rng.randint(2, 3)):
        y = 520 + i * 95
        log = (150 + i * 40, y, 690 - i * 30, y + 90)
        _shadow(canvas, "rrect", log, radius=44)
        _paint(canvas, grain, "rrect", log, radius=44)
        end = (log[2] - 70, y, log[2] + 10, y + 90)
        _paint(canvas, _shade(wood, 1.15), "ellipse", end)
        for ring in (14, 26):
            _paint(
                canvas,
                _shade(wood, 0.85),
                "ellipse",
                (end[0] + ring, end[1] + ring * 1.1, end[2] - ring, end[3] - ring * 1.1),
            )
    _paint(canvas, (0, 0, 0), "ellipse", (580, 380, 800, 470), blur=8, opacity=0.35)
    _paint(canvas, _shade(_pick(palette, 1), 0.8), "ellipse", (570, 360, 790, 450))
    _paint(canvas, _shade(wood, 1.2), "ellipse", (595, 370, 765, 425))  # sandal paste
    return canvas


def _pillow(rng: random.Random, palette: Palette, seed: int, pattern: str) -> Image.Image:
    canvas = _backdrop(rng)
    fabric = cloth(palette, seed, pattern, n=300, strength=0.4)
    body = (170, 250, 730, 760)
    _shadow(canvas, "rrect", body, radius=90)
    _paint(canvas, fabric, "rrect", body, radius=90)
    _paint(canvas, (255, 255, 255), "ellipse", (300, 360, 600, 600), blur=60, opacity=0.18)
    for x0, y0 in ((180, 260), (720, 260), (180, 750), (720, 750)):
        _paint(
            canvas, (0, 0, 0), "ellipse", (x0 - 30, y0 - 30, x0 + 30, y0 + 30), blur=16, opacity=0.3
        )
    return canvas


# ---------------------------------------------------------------- entry point


def render(kind: str, palette: Palette, seed: int, pattern: str = "plain") -> Image.Image:
    """A SIZE x SIZE RGB product picture. `palette[0]` is the main colour; `pattern` is the
    cloth's design for garments, stacks, bags and pillows."""
    if not palette:
        raise ValueError("palette needs at least one colour")
    rng = random.Random(seed)  # noqa: S311 -- repeatable pictures, not secrets
    folds = 0
    if kind in TEXTILE_PATTERNS:
        image = cloth(palette, seed, kind)
        folds = rng.randint(0, 2)
    elif kind.startswith(("shirt-", "kurta-")) and kind in KINDS:
        image = _shirt(rng, palette, seed, pattern, kind)
    elif kind == "flag":
        image = _flag(rng, seed)
    elif kind in _WITH_PATTERN:
        image = _WITH_PATTERN[kind](rng, palette, seed, pattern)
    elif kind in _STILL_LIFES:
        image = _STILL_LIFES[kind](rng, palette, seed)
    else:
        raise ValueError(f"unknown picture kind {kind!r}")
    return _lighting(rng, image, folds).convert("RGB")


_WITH_PATTERN = {
    "pants": _pants,
    "jacket": _jacket,
    "folded": _folded,
    "bag": _bag,
    "pillow": _pillow,
}

_STILL_LIFES = {
    "jar": _jar,
    "agarbatti": _agarbatti,
    "soap": _soap,
    "giftbox": _giftbox,
    "bottle": _bottle,
    "garland": _garland,
    "sandalwood": _sandalwood,
}
