"""Reading stock: what each variant has left, and how a shopper may see it.

The public view never tells the exact count of a well-stocked variant: a variant shows 'left'
only at or below the shop's low-stock threshold ('Only 2 left'), and 'available' otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

from sqlalchemy import Table, select
from sqlalchemy.orm import Session

from khadi.stock.models import UNIT_QUARTER_METRE, StockLevel
from khadi.stock.schemas import ProductStock, VariantStock

LEVELS = cast(Table, StockLevel.__table__)
_L = LEVELS.c
QUARTERS_PER_METRE = 4


@dataclass(frozen=True, order=True)
class Variant:
    product_id: str
    size: str
    type: str


@dataclass(frozen=True)
class Level:
    on_hand: int
    unit: str


class Levels:
    """The stock rows of some products: tracked products, and what each variant has left."""

    def __init__(self, rows: dict[Variant, Level]) -> None:
        self.rows = rows
        self.tracked = {variant.product_id for variant in rows}

    def is_tracked(self, product_id: str) -> bool:
        return product_id in self.tracked

    def left(self, variant: Variant) -> int | None:
        """None: not tracked (no limit); else what is left (0 for a variant with no row)."""
        if variant.product_id not in self.tracked:
            return None
        level = self.rows.get(variant)
        return 0 if level is None else level.on_hand


def read_levels(session: Session, product_ids: Iterable[str] | None = None) -> Levels:
    """The rows of these products (of every product when None), read fresh."""
    query = select(_L.product_id, _L.size, _L.type, _L.on_hand, _L.unit)
    if product_ids is not None:
        ids = set(product_ids)
        if not ids:
            return Levels({})
        query = query.where(_L.product_id.in_(ids))
    return Levels(
        {
            Variant(row.product_id, row.size, row.type): Level(row.on_hand, row.unit)
            for row in session.execute(query)
        }
    )


def in_units(quantity: int, unit: str) -> int | float:
    """A stored count as the API says it: pieces, or metres for quarter-metres."""
    return quantity / QUARTERS_PER_METRE if unit == UNIT_QUARTER_METRE else quantity


def shown_left(on_hand: int, threshold: int, unit: str) -> int | float | None:
    """What a shopper is told is left: the count at or below the threshold (in pieces or
    metres), else None ('in stock')."""
    amount = in_units(on_hand, unit)
    return amount if 0 < amount <= threshold else None


def product_stock(
    levels: Levels, product_id: str, sizes: list[str], types: list[str], threshold: int, unit: str
) -> ProductStock | None:
    """A tracked product's variants as a shopper sees them; None when it is not tracked."""
    if not levels.is_tracked(product_id):
        return None
    variants = []
    for size in sizes or [""]:
        for type_ in types or [""]:
            left = levels.left(Variant(product_id, size, type_)) or 0
            variants.append(
                VariantStock(
                    size=size,
                    type=type_,
                    available=left > 0,
                    left=shown_left(left, threshold, unit),
                )
            )
    return ProductStock(variants=variants, sold_out=not any(v.available for v in variants))
