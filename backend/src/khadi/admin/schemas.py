"""Admin listing shapes. The product and category forms are the catalogue's own
(`catalog.schemas`)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from khadi.catalog.schemas import ProductOut
from khadi.kit.schema import ApiModel


class AdminUserOut(ApiModel):
    """spec §2 dashboard Users tab: id, name, email and role (plus phone and sign-up time)."""

    id: str
    name: str
    email: str
    role: Literal["user", "admin"]
    phone: str
    time: datetime


class UserPage(ApiModel):
    items: list[AdminUserOut]
    total: int
    page: int
    page_size: int


class AdminProductOut(ProductOut):
    image_keys: list[str] = Field(description="Media keys of `images`, in order, for the form")


class ProductPage(ApiModel):
    items: list[AdminProductOut]
    total: int
    page: int
    page_size: int


class ProductDeleted(ApiModel):
    deleted: bool
    images_removed: int
    images_failed: int = Field(description="Above 0: show 'Could not remove all images'")


class StatsOut(ApiModel):
    total_products: int
    total_users: int
    total_sales: int = Field(description="Sum of paid orders' amounts, in paise")
