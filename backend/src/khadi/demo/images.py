"""Generated product pictures for the demo catalogue: handloom textiles, garments and still lifes.

Nothing is fetched from the internet. Every picture is a pure function of (kind, palette, seed,
pattern): all randomness comes from one `random.Random(seed)`. To stay fast, cloth is woven at a low
resolution and scaled up (one thread is a few pixels), and shapes are drawn with ImageDraw on small
2x-supersampled masks instead of per-pixel Python loops.
"""

from __future__ import annotations

import random

from PIL import Image

from khadi.demo.drawing import cloth, lighting
from khadi.demo.garments import flag, folded, jacket, pants, shirt
from khadi.demo.palette import Palette
from khadi.demo.still_lifes import (
    agarbatti,
    bag,
    bottle,
    garland,
    giftbox,
    jar,
    pillow,
    sandalwood,
    soap,
)

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
        image = shirt(rng, palette, seed, pattern, kind)
    elif kind == "flag":
        image = flag(rng, seed)
    elif kind in _WITH_PATTERN:
        image = _WITH_PATTERN[kind](rng, palette, seed, pattern)
    elif kind in _STILL_LIFES:
        image = _STILL_LIFES[kind](rng, palette, seed)
    else:
        raise ValueError(f"unknown picture kind {kind!r}")
    return lighting(rng, image, folds).convert("RGB")


_WITH_PATTERN = {
    "pants": pants,
    "jacket": jacket,
    "folded": folded,
    "bag": bag,
    "pillow": pillow,
}

_STILL_LIFES = {
    "jar": jar,
    "agarbatti": agarbatti,
    "soap": soap,
    "giftbox": giftbox,
    "bottle": bottle,
    "garland": garland,
    "sandalwood": sandalwood,
}
