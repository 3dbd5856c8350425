"""The dashboard's stock shapes (issue 15): a product's counts, the forms that change them, a
variant's history and the low-stock list. Amounts are pieces, or metres for fabrics."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from khadi.admin.schemas import VariantCount
from khadi.kit.schema import ApiModel
from khadi.stock.schemas import StockMovementOut


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
    count: float = Field(description="The new count: pieces, or metres in 0.25 m steps")
    expected: float | None = Field(
        default=None,
        description="The count the admin saw (from GET); null when the product was not tracked",
    )


class StockSetIn(ApiModel):
    """Set these variants' counts; on an untracked product (expected null) this starts tracking
    it, variants not listed having 0."""

    variants: list[CountIn] = Field(min_length=1, max_length=500)


class RestockIn(ApiModel):
    size: str = Field(default="", max_length=100)
    type: str = Field(default="", max_length=100)
    amount: float = Field(description="What arrived: pieces, or metres in 0.25 m steps")


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
