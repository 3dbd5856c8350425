"""The catalogue CSV's `stock` column (issue 15): each variant's count, as one cell.

- empty: the product is not counted (export); the import leaves its stock as it is
- a product without sizes or types: the count alone — `3` pieces, or `7.5` metres for fabrics
- sizes and/or types: `variant:count` pairs joined with '|', a variant named size/type —
  `S:3|M:0|L:2`, `M/Half Sleeve:3|M/Full Sleeve:1`, or `Half Sleeve:3` (types only)

The import SETS the listed variants to these counts (reason 'import'), inside the import's own
all-or-none transaction; a product that was not counted starts being counted, its unlisted
variants at 0. Counts are whole pieces, or metres in 0.25 m steps, 0 to 100000.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from khadi.catalog.categories import is_fabric
from khadi.catalog.csv_io import LIST_SEPARATOR
from khadi.catalog.errors import (
    STOCK_NEEDS_VARIANTS,
    STOCK_ONE_COUNT,
    stock_repeated_variant,
    stock_unknown_variant,
    stock_variant_problem,
)
from khadi.errors import words_of
from khadi.stock.edits import Goods, field_name
from khadi.stock.levels import Levels, Variant, in_units
from khadi.stock.models import UNIT_PIECE, UNIT_QUARTER_METRE
from khadi.stock.quantities import parse_amount

STOCK_COLUMN = "stock"
PAIR = ":"
NEEDS_VARIANTS = STOCK_NEEDS_VARIANTS
ONE_COUNT = STOCK_ONE_COUNT


def goods_for(product_id: str, title: str, category: str, options: Mapping[str, Any]) -> Goods:
    """A product (or an import row's values) as stock sees it: its size × type variants."""
    return Goods(
        product_id=product_id,
        title=title,
        sizes=tuple(str(size) for size in options.get("availableSizes") or []),
        types=tuple(str(type_) for type_ in options.get("availableTypes") or []),
        unit=UNIT_QUARTER_METRE if is_fabric(category) else UNIT_PIECE,
    )


def _amount_text(on_hand: int, unit: str) -> str:
    return f"{in_units(on_hand, unit):g}"


def stock_cell(goods: Goods, levels: Levels) -> str:
    """The export's cell: '' when the product is not counted."""
    if not levels.is_tracked(goods.product_id):
        return ""
    variants = goods.variants()
    if len(variants) == 1 and not field_name(variants[0]):
        return _amount_text(levels.left(variants[0]) or 0, goods.unit)
    return LIST_SEPARATOR.join(
        f"{field_name(v)}{PAIR}{_amount_text(levels.left(v) or 0, goods.unit)}" for v in variants
    )


def parse_stock(cell: str, goods: Goods) -> dict[Variant, int] | None:
    """The counts the cell sets (stored units), None for an empty cell; ValueError with the
    message to show."""
    text = cell.strip()
    if not text:
        return None
    variants = goods.variants()
    if len(variants) == 1 and not field_name(variants[0]):
        if PAIR in text or LIST_SEPARATOR in text:
            raise ValueError(ONE_COUNT)
        return {variants[0]: parse_amount(text, goods.unit)}
    by_name = {field_name(v).casefold(): v for v in variants}
    counts: dict[Variant, int] = {}
    for part in (p.strip() for p in text.split(LIST_SEPARATOR)):
        if not part:
            continue
        name, pair, amount = part.rpartition(PAIR)
        if not pair or not name.strip():
            raise ValueError(NEEDS_VARIANTS)
        variant = by_name.get(name.strip().casefold())
        if variant is None:
            known = ", ".join(field_name(v) for v in variants)
            raise ValueError(stock_unknown_variant(name.strip(), known))
        if variant in counts:
            raise ValueError(stock_repeated_variant(name.strip()))
        try:
            counts[variant] = parse_amount(amount, goods.unit)
        except ValueError as error:
            raise ValueError(stock_variant_problem(name.strip(), words_of(error))) from None
    return counts
