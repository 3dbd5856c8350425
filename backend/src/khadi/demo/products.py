"""The shape of the demo catalogue's entries (`demo.catalogue` lists them): a product, its
generated pictures and the shorthands the list is written with."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from khadi.catalog.size_charts import SIZE_CHARTS
from khadi.demo.palette import Colour, Palette

FULL_HALF = ("Full Sleeve", "Half Sleeve")
FULL = ("Full Sleeve",)
HALF = ("Half Sleeve",)
GARMENT_ALL = ("XS", "S", "M", "L", "XL", "2XL")


@dataclass(frozen=True)
class Picture:
    kind: str
    palette: Palette
    pattern: str = "plain"


@dataclass(frozen=True)
class DemoProduct:
    title: str
    description: str
    price: int  # paise; per metre for Fabrics
    category: str
    tags: tuple[str, ...]
    pictures: tuple[Picture, ...]
    sub_categories: tuple[str, ...] = ()
    sizes: tuple[str, ...] = ()  # primary labels of SIZE_CHARTS[category]
    types: tuple[str, ...] = ()
    out_of_stock: bool = False
    coming_soon: bool = False
    # tracked stock (issue 15): (size, type, pieces or metres); empty: untracked
    stock: tuple[tuple[str, str, float], ...] = ()

    @property
    def slug(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.title.lower()).strip("-")

    @property
    def options(self) -> dict[str, Any]:
        chart = self.category if self.sizes and self.category in SIZE_CHARTS else None
        return {
            "category": chart,
            "availableSizes": list(self.sizes),
            "availableTypes": list(self.types),
        }


def rs(rupees: int) -> int:
    """Rupees -> paise."""
    return rupees * 100


def picture(kind: str, *palette: Colour, pattern: str = "plain") -> Picture:
    return Picture(kind, palette, pattern)
