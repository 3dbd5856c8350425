"""Stock API shapes: what a shopper sees of a tracked product, and the dashboard's views."""

from __future__ import annotations

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
