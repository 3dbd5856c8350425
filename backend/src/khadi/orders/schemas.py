"""Checkout and order API shapes. Money is integer paise; Fabrics quantities are metres."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from khadi.kit.schema import ApiModel

# Only absurd lengths are refused here (with a generic message); the shop's own limits and
# messages (spec §5) are checked in orders.service so they reach the form.
_FIELD_MAX = 2000


class CheckoutIn(ApiModel):
    """spec §3 checkout address form. Anything else in the body (an amount, a cart) is ignored:
    the server prices the cart itself."""

    name: str | None = Field(None, max_length=_FIELD_MAX)
    address: str | None = Field(None, max_length=_FIELD_MAX)
    pincode: str | None = Field(None, max_length=_FIELD_MAX)
    mobile: str | None = Field(None, max_length=_FIELD_MAX)


class AddressOut(ApiModel):
    name: str
    address: str
    pincode: str
    mobile: str


class OrderItemOut(ApiModel):
    """One bought line, as it was at checkout."""

    product_id: str
    title: str = Field(description="At checkout; kept even if the product is deleted later")
    category: str
    unit_price: int = Field(description="Paise, per metre for Fabrics")
    size: str = Field(description="'' when none")
    type: str = Field(description="'' when none")
    quantity: int | float = Field(description="Metres for Fabrics, whole units otherwise")
    unit: Literal["metre", "piece"]
    line_total: int = Field(description="Paise")
    product_exists: bool = Field(description="false: the product has been deleted since")


class CheckoutOut(ApiModel):
    """What the payment popup needs (Razorpay checkout.js options, or the sandbox popup)."""

    order_id: str = Field(description="Ours; poll GET /api/v1/orders/{orderId}")
    provider_order_id: str = Field(description="checkout.js `order_id`")
    provider: Literal["sandbox", "razorpay"]
    key_id: str = Field(description="checkout.js `key`; 'sandbox' for the sandbox")
    checkout_script_url: str | None = Field(description="Load this script; null for the sandbox")
    amount: int = Field(description="Paise: the cart's sub-total (spec §9), what will be charged")
    currency: Literal["INR"]
    name: str = Field(description="prefill.name")
    email: str = Field(description="prefill.email")
    contact: str = Field(description="prefill.contact")
    description: str = Field(description="'Order Payment'")
    status: Literal["created", "paid", "failed"] = Field(
        description="A repeated Idempotency-Key returns the same order, maybe already paid"
    )
    cart_total_items: int = Field(description="Number of lines bought")
    items: list[OrderItemOut]


class PlacedAt(ApiModel):
    """spec §3 order placedAt (a Firestore-style timestamp)."""

    seconds: int
    nanoseconds: int


class PaymentInfo(ApiModel):
    amount: int = Field(description="Paise")
    payment_id: str | None = Field(description="The provider's payment id once paid")


class OrderOut(ApiModel):
    id: str
    status: Literal["created", "paid", "failed"] = Field(
        description="paid shows SUCCESS; anything else FAILED (spec §4)"
    )
    amount: int = Field(description="Paise")
    currency: Literal["INR"]
    placed_at: PlacedAt
    placed_at_iso: datetime = Field(description="The same moment, ISO 8601 in UTC")
    paid_at: datetime | None
    payment_info: PaymentInfo
    provider_order_id: str
    cart_total_items: int
    items: list[OrderItemOut]
    address: AddressOut


class OrderPage(ApiModel):
    items: list[OrderOut] = Field(description="Newest first")
    total: int
    page: int
    page_size: int


class CustomerOut(ApiModel):
    id: str
    name: str
    email: str


class AdminOrderOut(OrderOut):
    customer: CustomerOut
    provider: Literal["sandbox", "razorpay"]


class AdminOrderPage(ApiModel):
    items: list[AdminOrderOut] = Field(description="Newest first")
    total: int
    page: int
    page_size: int
