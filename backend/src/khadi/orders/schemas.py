"""Order API shapes. Money is integer paise; Fabrics quantities are metres. (Checkout's own
shapes are in `khadi.checkout.schemas`.)"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from khadi.kit.schema import ApiModel


class AddressOut(ApiModel):
    name: str
    address: str
    pincode: str
    mobile: str
    # issue 30; '' on orders placed before
    house: str = ""
    locality: str = ""
    city: str = ""
    district: str = ""
    state: str = ""


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
    discount: int = Field(0, description="Paise of the discount code this line carries")
    product_exists: bool = Field(description="false: the product has been deleted since")


class PlacedAt(ApiModel):
    """spec §3 order placedAt (a Firestore-style timestamp)."""

    seconds: int
    nanoseconds: int


class PaymentInfo(ApiModel):
    amount: int = Field(description="Paise")
    payment_id: str | None = Field(description="The provider's payment id once paid")


CodState = Literal["", "placed", "confirmed", "cancelled", "collected", "returned"]
FulfilmentState = Literal["unfulfilled", "packed", "shipped", "delivered", "cancelled"]


class TrackingOut(ApiModel):
    courier: str
    number: str
    url: str = Field(description="The courier's tracking page; '' when the shop gave none")


class TimelineEntry(ApiModel):
    """One step of the order's life: placed, paid, then each fulfilment move."""

    state: Literal[
        "placed", "paid", "confirmed", "packed", "shipped", "delivered", "cancelled", "returned"
    ] = Field(description="confirmed, returned (undelivered): cash-on-delivery orders (issue 30)")
    at: datetime
    by: str | None = Field(None, description="The admin who made the move (dashboard only)")


class RefundOut(ApiModel):
    """A refund of the order's payment (issue 16); also `khadi.payments.schemas.RefundOut`."""

    id: str
    amount: int = Field(description="Paise")
    status: Literal["requested", "pending", "processed", "failed"] = Field(
        description="requested: waiting for the provider's answer; pending: the provider is "
        "paying it back; processed: done; failed: nothing refunded"
    )
    reason: str
    failure: str
    created_at: datetime
    by_owner: bool | None = Field(
        None,
        description="true (issue 30): a cash-on-delivery order's refund, which the owner sends "
        "by UPI or bank transfer herself: requested = owed, processed = sent",
    )
    sent_by_method: Literal["upi", "bank"] | None = Field(None, description="How it was sent")
    sent_reference: str | None = Field(None, description="The UPI or bank transfer reference")
    sent_at: datetime | None = None


class ReturnLineOut(ApiModel):
    """One line of a return: what of the order's line `line` goes back, and its worth."""

    line: int = Field(description="Index into the order's items")
    title: str
    size: str
    type: str
    quantity: int | float = Field(description="Metres for Fabrics (always the whole line)")
    unit: Literal["metre", "piece"]
    amount: int = Field(description="Paise: unit price × quantity (a fabric line's line total)")


class ReturnPhotoRef(ApiModel):
    id: str
    url: str = Field(description="Private: only the shopper who sent it and admins can fetch it")


class ReturnOut(ApiModel):
    """A return the shopper asked for (issue 16): requested → accepted → received (refunded),
    or requested → declined."""

    id: str
    status: Literal["requested", "accepted", "declined", "received"]
    reason: Literal["Defective", "Damaged"]
    note: str
    lines: list[ReturnLineOut]
    amount: int = Field(description="Paise: the sum of the lines")
    photos: list[ReturnPhotoRef]
    decline_reason: str = Field(description="'' unless declined")
    requested_at: datetime
    decided_at: datetime | None
    received_at: datetime | None
    refund: RefundOut | None = Field(description="Once received")


class ReturnableLine(ApiModel):
    line: int = Field(description="Index into the order's items")
    quantity: int | float = Field(description="What may still be returned of it")


class OrderOut(ApiModel):
    id: str
    number: str = Field(
        description="The short number a person reads out on the phone, e.g. KKB-10423 (issue 32)"
    )
    status: Literal["created", "paid", "failed", "cod"] = Field(
        description="paid shows SUCCESS; cod 'Cash on delivery' (issue 30); anything else "
        "FAILED (spec §4)"
    )
    amount: int = Field(description="Paise")
    delivery_fee: int = Field(0, description="Paise of `amount` charged for delivery (issue 30)")
    currency: Literal["INR"]
    placed_at: PlacedAt
    placed_at_iso: datetime = Field(description="The same moment, ISO 8601 in UTC")
    paid_at: datetime | None
    payment_info: PaymentInfo
    provider_order_id: str
    cart_total_items: int
    items: list[OrderItemOut]
    address: AddressOut
    refunded_amount: int = Field(description="Paise refunded or being refunded (issue 16)")
    fulfilment: FulfilmentState = Field(description="Apart from the payment status (issue 16)")
    tracking: TrackingOut | None = Field(description="Once shipped")
    timeline: list[TimelineEntry] = Field(description="Oldest first")
    returns: list[ReturnOut] = Field(description="Oldest first (issue 16)")
    returnable_until: datetime | None = Field(
        description="Delivery + 10 days while that is ahead; else null"
    )
    returnable: list[ReturnableLine] = Field(
        description="What each line can still be returned (empty when nothing can)"
    )
    payment_method: Literal["online", "cod"] = Field("online", description="issue 30")
    cod_fee: int = Field(0, description="Paise of `amount` for cash on delivery (issue 30)")
    discount_code: str = Field("", description="The discount code it was priced with (issue 31)")
    discount_amount: int = Field(0, description="Paise the discount code took off the goods")
    cod_state: CodState = Field(
        "",
        description="A COD order's: placed, confirmed, cancelled, collected (delivered and "
        "paid in cash) or returned (undelivered); '' for an online order",
    )
    cod_collected_at: datetime | None = Field(None, description="When the cash was collected")
    has_invoice: bool = Field(
        False,
        description="Its invoice (or bill of supply, or receipt) is issued: GET "
        "/orders/{id}/invoice.pdf serves it. A paid order's from payment, a COD order's from "
        "shipping (issue 30)",
    )


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
    provider: Literal["sandbox", "razorpay", "cod"]
    stock_short: bool = Field(
        description="Paid after its stock hold lapsed and the stock was gone: "
        "shown as 'Paid — out of stock' for the shop to restock or refund"
    )
    dismissed_at: datetime | None = Field(
        None,
        description="An unpaid order whose payment window the shopper closed (issue 30): "
        "'Payment window closed', not FAILED; null otherwise",
    )


class AdminOrderPage(ApiModel):
    items: list[AdminOrderOut] = Field(description="Newest first")
    total: int
    page: int
    page_size: int


class FulfilmentIn(ApiModel):
    """A fulfilment move from the dashboard. 'shipped' needs the courier and tracking number."""

    to: Literal["packed", "shipped", "delivered"]
    courier: str | None = Field(None, max_length=200)
    tracking_number: str | None = Field(None, max_length=200)
    tracking_url: str | None = Field(None, max_length=2000, description="https only; optional")


class CancelIn(ApiModel):
    """Cancel an order before it is shipped; a paid one is refunded in full."""

    restock: bool = Field(False, description="Put the order's tracked items back in stock")


# The dashboard's stat cards (spec §2).
class StatsOut(ApiModel):
    total_products: int
    total_users: int
    total_sales: int = Field(description="Sum of paid orders' amounts, in paise")
    net_sales: int = Field(
        description="Total sales less what has been refunded (or is being refunded) of those "
        "orders' payments, in paise (issue 28)"
    )


# issue 32: printing parcels and packing several orders at once
OrderIds = list[Annotated[str, StringConstraints(min_length=1, max_length=24)]]


class PrintIn(ApiModel):
    """The orders whose labels and packing slips to print, in this order, and a note for the
    slips."""

    order_ids: OrderIds = Field(min_length=1, max_length=100)
    note: str = Field("", max_length=300, description="Printed on every packing slip")


class PackIn(ApiModel):
    order_ids: OrderIds = Field(min_length=1, max_length=100)


class PackRefusal(ApiModel):
    reason: str = Field(description="The refusal's code (locales' refusals)")
    params: dict[str, str | int | float]
    message: str = Field(description="In English")


class PackResult(ApiModel):
    order_id: str
    number: str = Field(description="'' for an unknown order")
    fulfilment: str = Field(description="Where the order is now; '' for an unknown order")
    refusal: PackRefusal | None = Field(description="null: the order is packed")


class PackOut(ApiModel):
    results: list[PackResult] = Field(description="One per order asked for, in that order")
