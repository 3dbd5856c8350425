"""Admin listing shapes."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, StrictFloat, StrictInt, StrictStr

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


# --- catalogue management (issue 7) ---------------------------------------------------------

# Hard caps that only stop abuse; the shop's own limits (title ≤ 200, ≤ 20 tags…) are checked
# in catalog.admin_service so their messages reach the form.
_LONG_TEXT = 20_000
_MANY = 100


class ImageRef(ApiModel):
    """An image for the product, named by its key: pass the upload response (or an
    AdminProductOut.imageKeys entry) as it is; other fields are ignored."""

    key: str = Field(max_length=300)


class ProductOptionsIn(ApiModel):
    category: str | None = Field(None, max_length=80, description="Size chart key or null")
    available_sizes: list[Annotated[str, Field(max_length=80)]] = Field(
        default_factory=list, max_length=_MANY
    )
    available_types: list[Annotated[str, Field(max_length=80)]] = Field(
        default_factory=list, max_length=_MANY
    )


class ProductCreate(ApiModel):
    """The add/update product form (spec §5). Missing title, description, price > 0, category,
    tag or image -> 422 'All fields are required' with a message per field in `fields`."""

    title: str | None = Field(None, max_length=_LONG_TEXT)
    description: str | None = Field(None, max_length=_LONG_TEXT)
    price: StrictStr | StrictInt | StrictFloat | None = Field(
        None, description="Rupees, at most two decimals ('149.50' or 149.5); stored as paise"
    )
    category: str | None = Field(None, max_length=200)
    sub_category: str | None = Field(
        None, max_length=200, description="Required when the category has subcategories"
    )
    tags: list[Annotated[str, Field(max_length=_LONG_TEXT)]] = Field(
        default_factory=list, max_length=_MANY
    )
    images: list[ImageRef] = Field(default_factory=list, max_length=_MANY)
    out_of_stock: bool = False
    coming_soon: bool = False
    options: ProductOptionsIn = Field(default_factory=ProductOptionsIn)


class ProductUpdate(ProductCreate):
    """PUT replaces every field; `time` stays the creation time."""


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


class CategoryCreate(ApiModel):
    name: str = Field("", max_length=200)
    subcategories: list[Annotated[str, Field(max_length=200)]] = Field(
        default_factory=list, max_length=_MANY
    )


class StatsOut(ApiModel):
    total_products: int
    total_users: int
    total_sales: int = Field(description="Sum of paid orders' amounts, in paise")
