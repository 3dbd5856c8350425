"""Cart and wishlist API shapes. Money is integer paise; quantities are JSON numbers in metres for
Fabrics (2.75) and whole units otherwise."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from khadi.catalog.schemas import ImageOut, ProductOut, optional_in_schema
from khadi.kit.money import MAX_QUANTITY
from khadi.kit.schema import ApiModel

# Absurdly long strings are refused by the schema; anything shorter gets the shop's own messages.
TEXT_MAX = 1000


class CartLineKey(ApiModel):
    """Names one cart line: product, size and type (spec §3). Leave size/type out (or send '' or
    null) when the product lists none."""

    product_id: str | None = Field(None, max_length=TEXT_MAX)
    size: str | None = Field(None, max_length=TEXT_MAX)
    type: str | None = Field(None, max_length=TEXT_MAX)


class CartLineIn(CartLineKey):
    # Strict: "2" and true are refused instead of being read as numbers. The bounds are only
    # documented: the cart's rules refuse far less (10 pieces, 30 m), NaN and 1e300 in their words.
    quantity: float = Field(
        1,
        strict=True,
        json_schema_extra={"minimum": -MAX_QUANTITY, "maximum": MAX_QUANTITY},
        description="Metres for Fabrics (1–30 in steps of 0.25), else whole units",
    )


class CartProductOut(ApiModel):
    """The parts of the product a cart line shows."""

    model_config = optional_in_schema("mrp")

    id: str
    title: str
    price: int = Field(description="Paise charged now; per metre for Fabrics")
    mrp: int | None = Field(
        None, description="Paise shown struck through (MRP, or the regular price in a sale)"
    )
    image_url: list[str]
    images: list[ImageOut]
    category: str
    out_of_stock: bool
    coming_soon: bool


class CartLineOut(ApiModel):
    product_id: str
    size: str = Field(description="'' when the product has no sizes")
    type: str = Field(description="'' when the product has no types")
    quantity: int | float = Field(description="Metres for Fabrics, whole units otherwise")
    unit: Literal["metre", "piece"]
    min_quantity: int
    max_quantity: int = Field(description="The most this line may hold (metres or units)")
    step: float = Field(description="Increment/decrement step: 0.25 for Fabrics, else 1")
    product: CartProductOut | None = Field(description="null when the product was deleted")
    available: bool = Field(description="false: shown, but left out of the summary and checkout")
    unavailable_reason: str | None = Field(description="Why the line cannot be bought, if so")
    unit_price: int | None = Field(description="Paise per unit or per metre; null if deleted")
    line_total: int | None = Field(description="Paise, round half up; null if deleted")
    stock_left: int | float | None = Field(
        description="Set only when the line holds more than its variant has left: what is left "
        "(metres for Fabrics, else pieces). Checkout refuses the line until it is reduced.",
    )


class SummaryLineOut(ApiModel):
    """One line of the cart's summary above its Total, worded by the client from `code`."""

    code: Literal["subTotal", "tax", "discount", "includesGst", "discountCode"] = Field(
        description="subTotal; the spec's tax (added) and discount (subtracted), with `rate`; "
        "includesGst: the GST inside the prices (shown, not added); discountCode: the cart's "
        "discount code (subtracted, charged so), named in `label`. Later codes may follow."
    )
    amount: int = Field(description="Paise")
    rate: float | None = Field(None, description="Percent, for tax and discount")
    label: str | None = Field(None, description="The discount code, for discountCode")


class CartCodeOut(ApiModel):
    """The discount code the cart carries (issue 31): `amount` off now, or why it cannot be
    used now (`reason` + `params`, worded by the client; `message` in English)."""

    code: str
    amount: int = Field(description="Paise off the goods; 0 when refused")
    reason: str | None = None
    params: dict[str, str | int | float] = Field(default_factory=dict)
    message: str | None = None


class CartSummaryOut(ApiModel):
    """The cart's summary over the available lines, in paise, as the shop shows it (issue 28):
    `lines` then `total`, and `charge`, what checkout will charge. In the 'gst' style total =
    charge; in the spec's style (spec §9) total = subTotal + tax − discount while checkout
    charges the sub-total. `subTotal` … `discountRate` are the spec's figures in either style."""

    style: Literal["gst", "spec"] = Field(description="Which summary the shop shows")
    lines: list[SummaryLineOut]
    total: int = Field(description="The summary's Total line")
    charge: int = Field(description="Exactly what checkout will charge for these lines")
    sub_total: int
    tax: int
    discount: int
    tax_rate: float = Field(description="Percent, e.g. 10 for 'Tax (10%)'")
    discount_rate: float = Field(description="Percent, e.g. 5 for 'Discount (5%)'")
    discount_code: CartCodeOut | None = Field(None, description="The cart's discount code")


class CartOut(ApiModel):
    lines: list[CartLineOut]
    summary: CartSummaryOut
    cart_total_items: int = Field(description="Number of cart lines (the badge)")


class CartChangeOut(CartOut):
    """The cart after a change, with a message to show."""

    message: str


class WishlistOut(ApiModel):
    product_ids: list[str] = Field(description="Oldest first; may name deleted products")
    products: list[ProductOut] = Field(description="The listed products that still exist")


class WishlistToggleIn(ApiModel):
    product_id: str | None = Field(None, max_length=TEXT_MAX)


class WishlistToggleOut(ApiModel):
    product_ids: list[str]
    added: bool = Field(description="true: now in the wishlist; false: removed")
