"""Drawing helpers of the demo pictures: colour mixing, handloom cloth woven at a low resolution,
light, shadows and shapes painted through small supersampled masks (see `demo.images`)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

from khadi.demo.palette import BEIGE, CREAM, SIZE, SUPERSAMPLE, Colour, Palette

# ---------------------------------------------------------------- colour helpers


def shaded(colour: Colour, factor: float) -> Colour:
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


def pick(palette: Palette, index: int) -> Colour:
    return palette[index % len(palette)]


def _accent(rng: random.Random, palette: Palette) -> Colour:
    """Any colour but the ground (palette[0]); a darker ground for one-colour palettes."""
    if len(palette) == 1:
        return shaded(palette[0], 0.7)
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
        accent, zari = pick(palette, 1), pick(palette, 2)
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


def lighting(rng: random.Random, image: Image.Image, folds: int = 0) -> Image.Image:
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


def paint(
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
    mask = Image.new("L", ((x1 - x0) * SUPERSAMPLE, (y1 - y0) * SUPERSAMPLE), 0)
    draw = ImageDraw.Draw(mask)
    local = [((x - x0) * SUPERSAMPLE, (y - y0) * SUPERSAMPLE) for x, y in zip(xs, ys, strict=True)]
    level = round(255 * opacity)
    if shape == "polygon":
        draw.polygon(local, fill=level)
    elif shape == "ellipse":
        draw.ellipse(local, fill=level)
    elif shape == "rrect":
        draw.rounded_rectangle(local, radius * SUPERSAMPLE, fill=level)
    elif shape == "line":
        draw.line(local, fill=level, width=max(1, round(width * SUPERSAMPLE)), joint="curve")
    elif shape == "arc":  # upper half of the ellipse box: bag handles, smoke, garland strings
        draw.arc(local, 180, 360, fill=level, width=max(1, round(width * SUPERSAMPLE)))
    else:
        raise ValueError(f"unknown shape {shape!r}")
    mask = mask.reduce(SUPERSAMPLE)
    if blur:
        mask = mask.filter(ImageFilter.GaussianBlur(blur))
    if isinstance(fill, Image.Image):
        canvas.paste(fill.crop((x0, y0, x1, y1)), (x0, y0), mask)
    else:
        canvas.paste(fill, (x0, y0, x1, y1), mask)


def shadow(canvas: Image.Image, shape: str, points: Sequence[float], radius: float = 0) -> None:
    moved = [p + (10 if i % 2 else 6) for i, p in enumerate(points)]
    paint(canvas, (30, 24, 18), shape, moved, radius=radius, blur=9, opacity=0.45)


def gradient_fill(left: Colour, right: Colour, centre: Colour) -> Image.Image:
    """Left-to-right shading for round things (jars, logs): dark edges, lit middle."""
    ramp = [
        _mix(left, centre, min(1.0, i / 40)) if i < 40 else _mix(centre, right, (i - 40) / 59)
        for i in range(100)
    ]
    line = Image.frombytes("RGB", (100, 1), b"".join(bytes(c) for c in ramp))
    line = line.resize((SIZE, 1), Image.Resampling.BILINEAR)
    return line.resize((SIZE, SIZE), Image.Resampling.NEAREST)


def backdrop(rng: random.Random, table: Colour | None = None) -> Image.Image:
    """A pale wall over a cloth-covered table, as in a shop's product photos."""
    wall = rng.choice(((232, 226, 214), (226, 220, 208), (238, 232, 220), (214, 206, 190)))
    top = cloth((wall,), rng.randrange(1 << 30), n=100, strength=0.08)
    surface = table or rng.choice((BEIGE, (180, 140, 100), CREAM, (150, 108, 72)))
    bottom = cloth(
        (surface, shaded(surface, 0.85)),
        rng.randrange(1 << 30),
        rng.choice(("plain", "stripes")),
        n=200,
        strength=0.25,
    )
    horizon = rng.randint(520, 600)
    top.paste(bottom.crop((0, horizon, SIZE, SIZE)), (0, horizon))
    paint(top, (0, 0, 0), "rrect", (0, horizon - 4, SIZE, horizon + 10), blur=6, opacity=0.25)
    return top
