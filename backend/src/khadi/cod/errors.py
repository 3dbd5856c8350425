"""Cash on delivery's refusals: each a stable code the client words in the shopper's language
(locales/<lang>/refusals.json), with the English here."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, TooManyRequests, template, text

# --- the shopper's (checkout, and the quote that shows the option) --------------------------
OFF = text("cod.off", "Cash on delivery is not offered")
NOT_TO_PINCODE = template("cod.not_to_pincode", "Cash on delivery is not available to {pincode}")
ABOVE_MAX = template(
    "cod.above_max",
    "Cash on delivery is available for orders up to {amountPaise}; please pay online",
)
TOO_MANY_OPEN = template(
    "cod.too_many_open",
    "You have {count} cash-on-delivery orders still open; please pay online or wait for them "
    "to arrive",
)

# --- the owner's (settings and moves) --------------------------------------------------------
SETTINGS_CHANGED = text(
    "cod.settings_changed",
    "Someone else saved the cash-on-delivery settings after you opened them. Reload to see "
    "their changes, then make yours again.",
)
MAX_ORDER_RANGE = text("cod.max_order_range", "The largest COD order must be ₹1 to ₹10,00,000")
FEE_RANGE = text("cod.fee_range", "The COD fee must be ₹0 to ₹10,000")
PINCODE_LIST = text("cod.pincode_list", "Pincodes without COD must be 6 digits each, at most 500")
UNKNOWN_ZONE = template("cod.unknown_zone", "No delivery zone has the code {zone}")
OPEN_ORDERS_RANGE = text("cod.open_orders_range", "Open COD orders per account must be 1 to 20")
NOT_COD = text("cod.not_cod", "This order is not a cash-on-delivery order")
CANNOT_CONFIRM = template("cod.cannot_confirm", "This order cannot be confirmed: it is {state}")
CANNOT_CANCEL = template("cod.cannot_cancel", "This order cannot be cancelled: it is {state}")
CANNOT_RETURN = template(
    "cod.cannot_return", "Only a shipped order can come back undelivered: it is {state}"
)
NOT_CONFIRMED = text(
    "cod.not_confirmed", "Confirm this cash-on-delivery order before packing or shipping it"
)


class CodRefused(Conflict):
    code = "cod_refused"


class TooManyOpen(TooManyRequests):
    """Not a rate: the account's open COD orders; 409 like any other rule."""

    status = 409
    code = "cod_too_many_open"


class InvalidCodSettings(InvalidInput):
    code = "invalid_cod_settings"


class MoveRefused(Conflict):
    code = "cod_move_refused"
