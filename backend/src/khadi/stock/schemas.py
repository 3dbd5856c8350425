"""Stock API shapes: what a shopper sees of a tracked product, and the dashboard's views."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from khadi.kit.schema import ApiModel


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
