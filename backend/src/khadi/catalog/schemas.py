"""Catalogue API shapes. Money fields are integer paise."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from khadi.kit.schema import ApiModel


class ImageVariantOut(ApiModel):
    width: int
    url: str


class ImageOut(ApiModel):
    url: str
    width: int
    height: int
    variants: list[ImageVariantOut] = Field(description="Smaller WebP copies for srcset")


class ProductOptions(ApiModel):
    category: str | None = Field(None, description="Size chart key (GET /api/v1/size-charts)")
    available_sizes: list[str] = Field(default_factory=list)
    available_types: list[str] = Field(default_factory=list)


class ProductOut(ApiModel):
    id: str
    title: str
    description: str
    price: int = Field(description="Price in paise; per metre for Fabrics")
    category: str
    sub_categories: list[str]
    tags: list[str]
    image_url: list[str]
    images: list[ImageOut]
    out_of_stock: bool
    coming_soon: bool
    options: ProductOptions
    time: datetime
    date: str = Field(description="Formatted like 'Mar 05, 2025'")


class ProductList(ApiModel):
    version: int = Field(description="Catalogue version; changes whenever the catalogue does")
    products: list[ProductOut]


class CategoryOut(ApiModel):
    name: str
    label: str
    subcategories: list[str]


class SizeOptionOut(ApiModel):
    primary: str
    secondary: str | None
    value: float | None
    unit: Literal["piece", "meter", "inch", "feet", "gram"]


class SizeChartOut(ApiModel):
    key: str
    label: str
    sizes: list[SizeOptionOut]
    types: list[str]
