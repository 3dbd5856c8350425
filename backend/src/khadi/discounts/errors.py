"""Discount codes' refusals: each a stable code the client words in the shopper's language
(locales/<lang>/refusals.json), with the English here."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, NotFound, template, text

# --- the shopper's (the cart's code box and checkout) -----------------------------------------
CODE_FORM = text("discount.code_form", "A code is 3 to 32 letters, digits, - or _")
UNKNOWN = template("discount.unknown", "{name} is not a valid discount code")
PAUSED = template("discount.paused", "The code {name} cannot be used right now")
NOT_STARTED = template("discount.not_started", "The code {name} can be used from {date}")
EXPIRED = template("discount.expired", "The code {name} has expired")
USED_UP = template("discount.used_up", "The code {name} has been used up")
CUSTOMER_USED_UP = template(
    "discount.customer_used_up",
    "You have already used the code {name} {count, plural, one {# time} other {# times}}",
)
BELOW_MINIMUM = template(
    "discount.below_minimum", "The code {name} needs an order of at least {amount}"
)
NOT_APPLICABLE = template(
    "discount.not_applicable", "The code {name} does not apply to the items in your cart"
)

# --- the owner's (the dashboard's Discount codes tab) -----------------------------------------
CODE_TAKEN = template("discount.code_taken", "There is already a code {name}")
PERCENT_RANGE = text("discount.percent_range", "A percentage must be 1 to 90")
AMOUNT_RANGE = text("discount.amount_range", "A fixed amount must be ₹1 to ₹1,00,000")
MIN_ORDER_RANGE = text("discount.min_order_range", "The minimum order must be ₹0 to ₹10,00,000")
DATES = text("discount.dates", "The end must be after the start")
USES_RANGE = text("discount.uses_range", "Uses must be 1 to 1,000,000, or left empty")
CHANGED = text(
    "discount.changed",
    "Someone else saved this code after you opened it. Reload to see their changes, then make "
    "yours again.",
)
NOT_FOUND = text("discount.not_found", "Discount code not found")


class DiscountRefused(Conflict):
    """The code cannot be used for this cart now (409 at checkout; 422 in the code box)."""

    code = "discount_refused"


class InvalidDiscountCode(InvalidInput):
    code = "invalid_discount_code"


class DiscountCodeNotFound(NotFound):
    code = "discount_code_not_found"


class DiscountCodeConflict(Conflict):
    code = "discount_code_conflict"
