"""Admin listing shapes. The product and category forms are the catalogue's own
(`catalog.schemas`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from khadi.catalog.schemas import ProductOut
from khadi.kit.schema import ApiModel


class VariantCount(ApiModel):
    """A variant's exact count, for the shop (a shopper only sees 'Only N left' near the end)."""

    size: str = Field(description="'' when the product has no sizes")
    type: str = Field(description="'' when the product has no types")
    on_hand: int | float = Field(description="Pieces, or metres for fabrics (quarter-metre steps)")
    low: bool = Field(description="At or below the shop's low-stock threshold (0 included)")


class AdminProductOut(ProductOut):
    image_keys: list[str] = Field(description="Media keys of `images`, in order, for the form")
    tracked: bool = Field(description="Stock is counted; False: sold without a limit")
    stock_unit: Literal["piece", "metre"]
    stock_levels: list[VariantCount] = Field(
        description="Every size × type variant's count (empty when not tracked)"
    )
    stock_total: int | float | None = Field(description="All variants together; None untracked")
    stock_low: bool = Field(description="A variant is at or below the low-stock threshold")


class ProductPage(ApiModel):
    items: list[AdminProductOut]
    total: int
    page: int
    page_size: int


class ProductDeleted(ApiModel):
    deleted: bool
    images_removed: int
    images_failed: int = Field(description="Above 0: show 'Could not remove all images'")
