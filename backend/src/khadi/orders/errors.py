"""Orders' refusals and their texts. (Checkout's are in `khadi.checkout.errors`.)"""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, NotFound, Text, template, text

ORDER_NOT_FOUND = text("orders.order_not_found", "Order not found")
# fulfilment (issue 16)
NOT_PAID = text("orders.not_paid", "Only a paid order can be packed, shipped or delivered")
NOT_PAID_CANCEL = text(
    "orders.not_paid_cancel",
    "Only a paid order can be cancelled here; an unpaid one lapses by itself",
)
COURIER_REQUIRED = text("orders.courier_required", "Courier is required")
COURIER_TOO_LONG = text("orders.courier_too_long", "Courier must be at most 80 characters")
TRACKING_NUMBER_REQUIRED = text("orders.tracking_number_required", "Tracking number is required")
TRACKING_NUMBER_INVALID = text(
    "orders.tracking_number_invalid", "Tracking number must be 4–40 letters, digits or '-'"
)
TRACKING_URL_INVALID = text("orders.tracking_url_invalid", "Tracking link must start with https://")


# {state}: the order's fulfilment code (packed, shipped, delivered, cancelled)
ALREADY = template("orders.already", "This order is already {state}; it can only move forward")


def already(state: str) -> Text:
    """A move backwards (or sideways): the order is further along already."""
    return Text("orders.already", ALREADY, state=state)


class OrderNotFound(NotFound):
    code = "order_not_found"


class InvalidFulfilment(InvalidInput):
    code = "invalid_fulfilment"


class FulfilmentRefused(Conflict):
    code = "fulfilment_refused"


# issue 32: printing parcels, packing several orders at once
# {number}: the order's short number (KKB-10423)
NOT_PRINTABLE = template(
    "orders.not_printable",
    "Order {number} has nothing to send: it is not paid or confirmed, or it was cancelled",
)


def not_printable(number: str) -> Text:
    return Text("orders.not_printable", NOT_PRINTABLE, number=number)


class NotPrintable(Conflict):
    code = "not_printable"
