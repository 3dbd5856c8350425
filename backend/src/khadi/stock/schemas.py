"""Stock API shapes: what a shopper sees of a tracked product, and the dashboard's views (issue
15): a product's exact counts, the forms that change them, a variant's history and the low-stock
list. Amounts are pieces, or metres for fabrics."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field

from khadi.kit.money import MAX_QUANTITY
from khadi.kit.schema import ApiModel

# a count or an amount of stock: pieces or metres, never past a million, never NaN
QUANTITY: dict[str, Any] = {"ge": -MAX_QUANTITY, "le": MAX_QUANTITY, "allow_inf_nan": False}


class VariantStock(ApiModel):
    size: str = Field(description="'' when the product has no sizes")
    type: str = Field(description="'' when the product has no types")
    available: bool = Field(description="False: none left, the variant cannot be chosen")
    left: int | float | None = Field(
        description="Pieces (or metres) left when at or below the shop's low-stock threshold"
    )


class ProductStock(ApiModel):
    variants: list[VariantStock]
    sold_out: bool = Field(description="Every variant has none left")


class StockMovementOut(ApiModel):
    """One change of a variant's count, as the dashboard's history lists it."""

    at: datetime
    who: str = Field(description="The admin ('Name (email)'), 'Checkout' or 'System'")
    reason: Literal["sale", "release", "restock", "edit", "import", "return"]
    change: int | float = Field(description="Signed, in pieces (or metres)")
    left_after: int | float = Field(description="What was left after it, in pieces (or metres)")
    order_id: str | None = Field(description="The order a sale, release or return belongs to")
    note: str = Field(description="E.g. 'stopped counting'; usually empty")


class VariantCount(ApiModel):
    """A variant's exact count, for the shop (a shopper only sees 'Only N left' near the end)."""

    size: str = Field(description="'' when the product has no sizes")
    type: str = Field(description="'' when the product has no types")
    on_hand: int | float = Field(description="Pieces, or metres for fabrics (quarter-metre steps)")
    low: bool = Field(description="At or below the shop's low-stock threshold (0 included)")


class ProductStockOut(ApiModel):
    product_id: str
    title: str
    tracked: bool
    unit: Literal["piece", "metre"]
    low_stock_threshold: int
    variants: list[VariantCount] = Field(
        description="Every size × type variant (on_hand 0 while the product is not tracked)"
    )


class CountIn(ApiModel):
    size: str = Field(default="", max_length=100)
    type: str = Field(default="", max_length=100)
    count: float = Field(**QUANTITY, description="The new count: pieces, or metres in 0.25 m steps")
    expected: float | None = Field(
        default=None,
        **QUANTITY,
        description="The count the admin saw (from GET); null when the product was not tracked",
    )


class StockSetIn(ApiModel):
    """Set these variants' counts; on an untracked product (expected null) this starts tracking
    it, variants not listed having 0."""

    variants: list[CountIn] = Field(min_length=1, max_length=500)


class RestockIn(ApiModel):
    size: str = Field(default="", max_length=100)
    type: str = Field(default="", max_length=100)
    amount: float = Field(**QUANTITY, description="What arrived: pieces, or metres in 0.25 m steps")


class StockHistoryPage(ApiModel):
    items: list[StockMovementOut]
    total: int
    page: int
    page_size: int
    unit: Literal["piece", "metre"]


class LowStockItem(ApiModel):
    product_id: str
    title: str
    size: str
    type: str
    on_hand: int | float
    unit: Literal["piece", "metre"]


class LowStockList(ApiModel):
    items: list[LowStockItem] = Field(description="Lowest first")
    threshold: int
