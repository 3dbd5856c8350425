"""Checkout's refusals and their texts. Spec §5 gives the address messages and §8 'Could not
start payment'; the others say what the rule refused."""

from __future__ import annotations

from khadi.addresses.errors import (  # noqa: F401 — the address form's, shared with the book
    ADDRESS_REQUIRED,
    ADDRESS_TOO_LONG,
    MOBILE_INVALID,
    NAME_REQUIRED,
    NAME_TOO_LONG,
    PINCODE_INVALID,
    PINCODE_UNKNOWN,
    InvalidAddress,
)
from khadi.cart import errors as cart_errors
from khadi.errors import Conflict, KhadiError, template, text

KEY_REQUIRED = text("checkout.key_required", "Idempotency-Key header is required")
KEY_INVALID = text(
    "checkout.key_invalid", "Idempotency-Key must be 8–128 letters, digits, '-' or '_'"
)
CART_EMPTY = text("checkout.cart_empty", "Your cart is empty")
AMOUNT_TOO_SMALL = text("checkout.amount_too_small", "The amount to pay must be at least ₹1.00")
KEY_REUSED = text(
    "checkout.key_reused",
    "This checkout was already started another way; please reload the page and try again",
)  # issue 30: a COD order's key sent to the online checkout, or the other way round
COULD_NOT_START_PAYMENT = text(
    "checkout.could_not_start_payment", "Could not start payment"
)  # spec §8


# Every line of the cart cannot be bought. One line, the usual case, is coded by its problem
# (khadi.cart.rules.line_problem): '"Kurta": This product is out of stock'; several are listed
# in English, as before (the cart page words each line's problem itself).
_PROBLEMS = (
    cart_errors.PRODUCT_GONE,
    cart_errors.OUT_OF_STOCK,
    cart_errors.COMING_SOON,
    cart_errors.PRODUCT_CHANGED,
    cart_errors.SIZE_GONE,
    cart_errors.TYPE_GONE,
)
LINE_UNAVAILABLE: dict[str, tuple[str, str]] = {
    problem.code: (
        (code := "checkout.line_" + problem.code.removeprefix("cart.")),
        template(code, '"{title}": ' + problem),
    )
    for problem in _PROBLEMS
}
ITEM_GONE = text("checkout.item_gone", "An item in your cart: " + cart_errors.PRODUCT_GONE)


class InvalidCheckout(InvalidAddress):
    code = "invalid_checkout"


class CartEmpty(Conflict):
    code = "cart_empty"


class KeyReused(Conflict):
    """The `Idempotency-Key` named an order placed by the other checkout (online / COD)."""

    code = "key_reused"


class NothingToBuy(Conflict):
    """Every line in the cart is unavailable; the message names the products."""

    code = "unavailable"


class PaymentUnavailable(KhadiError):
    """The payment provider could not create its order (unreachable or refused)."""

    status = 502
    code = "payment_unavailable"
