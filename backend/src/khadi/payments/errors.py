"""Payments' refusals and their texts, in one place: the verify call (spec §8 'Error verifying
payment.'), a payment that does not match its order, the sandbox's buttons and the webhook."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, KhadiError, NotFound, text

VERIFY_FAILED = text("payments.verify_failed", "Error verifying payment.")  # spec §8
PAYMENT_REFUSED = text("payments.payment_refused", "The payment does not match the order")
ORDER_ALREADY_PAID = text("payments.order_already_paid", "This order is already paid")
INVALID_VPA = text("payments.invalid_vpa", "Enter a valid UPI ID, like name@bank")
INVALID_SIGNATURE = "Invalid signature"
INVALID_BODY = "Invalid webhook body"
# refunds (issue 16)
REFUND_KEY = "Idempotency-Key header is required: 8–64 letters, digits, '-' or '_'"
REFUND_AMOUNT = "Refund amount must be more than ₹0"
REASON_TOO_LONG = "Reason must be at most 200 characters"
ORDER_NOT_FOUND = "Order not found"
NOT_PAID = "Only a paid order can be refunded"
FULLY_REFUNDED = "This order is already fully refunded"
PROVIDER_REFUSED = "The payment provider refused the refund; nothing was refunded"
DUPLICATE_NOT_FOUND = "No such duplicate payment for this order"


def at_most(left: str) -> str:
    return f"At most {left} can still be refunded for this order"


CAPTURE_FAILED = "Could not capture the payment; try again later"
WEBHOOK_TOO_LARGE = "Webhook body too large"


class PaymentRefused(Conflict):
    """Amount or currency differ from the order's: the order is left as it was."""

    code = "payment_refused"


class PaymentNotVerified(KhadiError):
    status = 400
    code = "payment_not_verified"


class InvalidWebhook(KhadiError):
    status = 400
    code = "invalid_webhook"


class WebhookTooLarge(KhadiError):
    status = 413
    code = "too_large"


class CaptureFailed(KhadiError):
    """A `payment.authorized` webhook whose capture the provider did not confirm: answered 503 so
    the provider delivers it again."""

    status = 503
    code = "capture_failed"


class InvalidRefund(InvalidInput):
    code = "invalid_refund"


class RefundOrderNotFound(NotFound):
    code = "order_not_found"


class RefundRefusedHere(Conflict):
    """Not paid, more than is left, or the provider said no; nothing was refunded."""

    code = "refund_refused"


class DuplicateNotFound(NotFound):
    """The payment id is not a recorded duplicate payment of this order."""

    code = "payment_not_found"
