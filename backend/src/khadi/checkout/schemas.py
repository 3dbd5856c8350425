"""Checkout's API shapes. Money is integer paise; the bought lines are orders' `OrderItemOut`."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from khadi.addresses.schemas import AddressIn
from khadi.kit.schema import ApiModel
from khadi.orders.schemas import OrderItemOut


class CheckoutIn(AddressIn):
    """spec §3 checkout address form, with issue 30's house, locality and city (the shop's own
    limits and messages are checked in khadi.addresses.form so they reach the form). Anything
    else in the body (an amount, a cart) is ignored: the server prices the cart itself."""

    save_address: bool = Field(False, description="Also keep it in the account's address book")
    whatsapp_updates: bool = Field(
        False, description="issue 32: send this order's updates on WhatsApp to the mobile number"
    )
    language: Literal["en", "kn", "hi"] | None = Field(
        None, description="The language the shopper reads the store in (their updates' language)"
    )


class CheckoutOut(ApiModel):
    """What the payment popup needs (Razorpay checkout.js options, or the sandbox popup)."""

    order_id: str = Field(description="Ours; poll GET /api/v1/orders/{orderId}")
    provider_order_id: str = Field(description="checkout.js `order_id`")
    provider: Literal["sandbox", "razorpay"]
    key_id: str = Field(description="checkout.js `key`; 'sandbox' for the sandbox")
    checkout_script_url: str | None = Field(description="Load this script; null for the sandbox")
    amount: int = Field(description="Paise: the cart's sub-total (spec §9) plus delivery, charged")
    delivery_fee: int = Field(description="Paise of `amount` charged for delivery")
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
