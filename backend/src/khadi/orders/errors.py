"""Orders' refusals and their texts. (Checkout's are in `khadi.checkout.errors`.)"""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, NotFound, text

ORDER_NOT_FOUND = text("orders.order_not_found", "Order not found")
# fulfilment (issue 16)
NOT_PAID = "Only a paid order can be packed, shipped or delivered"
NOT_PAID_CANCEL = "Only a paid order can be cancelled here; an unpaid one lapses by itself"
COURIER_REQUIRED = "Courier is required"
COURIER_TOO_LONG = "Courier must be at most 80 characters"
TRACKING_NUMBER_REQUIRED = "Tracking number is required"
TRACKING_NUMBER_INVALID = "Tracking number must be 4–40 letters, digits or '-'"
TRACKING_URL_INVALID = "Tracking link must start with https://"


def already(state: str) -> str:
    """A move backwards (or sideways): the order is further along already."""
    return f"This order is already {state}; it can only move forward"


class OrderNotFound(NotFound):
    code = "order_not_found"


class InvalidFulfilment(InvalidInput):
    code = "invalid_fulfilment"


class FulfilmentRefused(Conflict):
    code = "fulfilment_refused"
