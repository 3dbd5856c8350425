"""Catalogue API shapes: what the shop reads, and the admin forms that change it. Money fields
are integer paise."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import ConfigDict, Field, StrictFloat, StrictInt, StrictStr
from pydantic.config import JsonDict

from khadi.kit.money import MAX_PAISE
from khadi.kit.schema import ApiModel
from khadi.stock.schemas import ProductStock, VariantCount


def optional_in_schema(*names: str) -> ConfigDict:
    """Fields that always come back but are optional in the published schema: added later
    (issue 18), so clients and test fixtures written before them stay valid."""

    def edit(schema: JsonDict) -> None:
        # openapi-typescript makes a field with a default required: publish none
        properties = schema.get("properties")
        if isinstance(properties, dict):
            for name in names:
                field = properties.get(name)
                if isinstance(field, dict):
                    field.pop("default", None)

    return ConfigDict(json_schema_extra=edit)


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
    model_config = optional_in_schema(
        "titleKn", "titleHi", "descriptionKn", "descriptionHi", "mrp", "saleEndsAt"
    )

    id: str
    title: str
    description: str
    price: int = Field(
        description="Price in paise charged now (the sale price during a sale); per metre for "
        "Fabrics. The price filter, sorting and checkout use it"
    )
    mrp: int | None = Field(
        None,
        description="Paise shown struck through beside `price` (the MRP, or the regular price "
        "during a sale); always above `price`; null: none",
    )
    sale_ends_at: datetime | None = Field(None, description="While a sale is on: when it ends")
    category: str
    sub_categories: list[str]
    tags: list[str]
    image_url: list[str]
    images: list[ImageOut]
    out_of_stock: bool = Field(
        description="Shown as 'Out of Stock': the manual flag, or a tracked product with "
        "nothing left"
    )
    coming_soon: bool
    options: ProductOptions
    stock: ProductStock | None = Field(
        None, description="Per variant availability of a tracked product; null: not tracked"
    )
    time: datetime
    date: str = Field(description="Formatted like 'Mar 05, 2025'")
    title_kn: str = Field("", description="Kannada title; '' = show `title`")
    title_hi: str = Field("", description="Hindi title; '' = show `title`")
    description_kn: str = Field("", description="Kannada description; '' = show `description`")
    description_hi: str = Field("", description="Hindi description; '' = show `description`")


class ProductList(ApiModel):
    version: int = Field(description="Catalogue version; changes whenever the catalogue does")
    products: list[ProductOut]


class SubcategoryLabel(ApiModel):
    """A subcategory's names for shoppers reading Kannada or Hindi; '' = show it as spelt."""

    kn: str = Field("", max_length=200)
    hi: str = Field("", max_length=200)


SubcategoryLabels = dict[Annotated[str, Field(max_length=200)], SubcategoryLabel]


class CategoryOut(ApiModel):
    model_config = optional_in_schema("labelKn", "labelHi", "subcategoryLabels")

    name: str
    label: str
    subcategories: list[str]
    label_kn: str = Field("", description="Kannada label; '' = show `label`")
    label_hi: str = Field("", description="Hindi label; '' = show `label`")
    subcategory_labels: dict[str, SubcategoryLabel] = Field(
        default_factory=dict,
        description="Kannada/Hindi names by subcategory (as spelt in `subcategories`); a "
        "subcategory left out, or '', shows as spelt",
    )


class AdminCategoryOut(CategoryOut):
    """A category on the dashboard's Categories tab, with how many products use it."""

    products: int = Field(description="Products in this category")
    subcategory_products: dict[str, int] = Field(
        description="Products per subcategory (every subcategory listed, 0 when unused)"
    )
    sold_by_metre: bool = Field(description="Fabrics: cannot be deleted or receive products")


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


# --- the admin forms (issue 7) -------------------------------------------------------------

# Hard caps that only stop abuse; the shop's own limits (title ≤ 200, ≤ 20 tags…) are checked
# in catalog.form_rules so their messages reach the form.
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


# Bounds past which no rule need look (the form refuses prices over ₹10,00,000 in its own words).
_Rupees = Annotated[StrictInt, Field(ge=-MAX_PAISE, le=MAX_PAISE)]
_RupeesFloat = Annotated[StrictFloat, Field(ge=-MAX_PAISE, le=MAX_PAISE, allow_inf_nan=False)]


class ProductCreate(ApiModel):
    """The add/update product form (spec §5). Missing title, description, price > 0, category,
    tag or image -> 422 'All fields are required' with a message per field in `fields`."""

    title: str | None = Field(None, max_length=_LONG_TEXT)
    description: str | None = Field(None, max_length=_LONG_TEXT)
    price: StrictStr | _Rupees | _RupeesFloat | None = Field(
        None,
        description="Rupees, at most two decimals ('149.50' or 149.5); stored as paise",
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
    mrp: StrictStr | _Rupees | _RupeesFloat | None = Field(
        None, description="MRP in rupees, at least `price`; null or '' = none"
    )
    sale_price: StrictStr | _Rupees | _RupeesFloat | None = Field(
        None, description="Sale price in rupees, below `price`; null or '' = no sale"
    )
    sale_starts_at: str | None = Field(
        None,
        max_length=40,
        description="When the sale starts: ISO date-time, IST when it has no offset; null = now",
    )
    sale_ends_at: str | None = Field(
        None,
        max_length=40,
        description="When the sale ends: ISO date-time, IST when it has no offset; null = never",
    )
    title_kn: str | None = Field(
        None, max_length=_LONG_TEXT, description="Kannada title; '' clears; null keeps"
    )
    title_hi: str | None = Field(
        None, max_length=_LONG_TEXT, description="Hindi title; '' clears; null keeps"
    )
    description_kn: str | None = Field(None, max_length=_LONG_TEXT)
    description_hi: str | None = Field(None, max_length=_LONG_TEXT)


class ProductUpdate(ProductCreate):
    """PUT replaces every field; `time` stays the creation time."""


class CategoryCreate(ApiModel):
    name: str = Field("", max_length=200)
    subcategories: list[Annotated[str, Field(max_length=200)]] = Field(
        default_factory=list, max_length=_MANY
    )
    label_kn: str | None = Field(None, max_length=200, description="Kannada label")
    label_hi: str | None = Field(None, max_length=200, description="Hindi label")
    subcategory_labels: SubcategoryLabels | None = Field(
        None, max_length=_MANY, description="Kannada/Hindi names by subcategory"
    )


class CategoryUpdate(ApiModel):
    """PATCH: a new label and/or the whole subcategory list; the slug (`name`) never changes."""

    label: str | None = Field(None, max_length=200)
    subcategories: list[Annotated[str, Field(max_length=200)]] | None = Field(
        None, max_length=_MANY
    )
    label_kn: str | None = Field(None, max_length=200, description="'' clears; null keeps")
    label_hi: str | None = Field(None, max_length=200, description="'' clears; null keeps")
    subcategory_labels: SubcategoryLabels | None = Field(
        None,
        max_length=_MANY,
        description="The whole map of Kannada/Hindi names by subcategory; null keeps the "
        "current names (a subcategory removed loses its names, one respelt keeps them)",
    )


# The dashboard's products (spec §2 Products tab, issue 15): the form's view, with exact stock.
class AdminProductOut(ProductOut):
    regular_price: int = Field(description="The form's price in paise (`price` is today's)")
    printed_mrp: int | None = Field(description="The form's MRP in paise; null = none")
    sale_price: int | None = Field(description="The form's sale price in paise; null = none")
    sale_starts_at: datetime | None = Field(description="The form's sale start (UTC)")
    sale_window_ends_at: datetime | None = Field(description="The form's sale end (UTC)")
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
