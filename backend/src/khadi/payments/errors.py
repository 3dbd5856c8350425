"""Payments' refusals and their texts, in one place: the verify call (spec §8 'Error verifying
payment.'), a payment that does not match its order, the sandbox's buttons and the webhook."""

from __future__ import annotations

from khadi.errors import Conflict, InvalidInput, KhadiError, NotFound, Text, template, text

VERIFY_FAILED = text("payments.verify_failed", "Error verifying payment.")  # spec §8
PAYMENT_REFUSED = text("payments.payment_refused", "The payment does not match the order")
ORDER_ALREADY_PAID = text("payments.order_already_paid", "This order is already paid")
INVALID_VPA = text("payments.invalid_vpa", "Enter a valid UPI ID, like name@bank")
INVALID_SIGNATURE = text("payments.invalid_signature", "Invalid signature")
INVALID_BODY = text("payments.invalid_body", "Invalid webhook body")
# the sandbox popup's routes, when the shop runs a real provider
SANDBOX_ONLY = text("payments.sandbox_only", "Not Found")
# refunds (issue 16)
REFUND_KEY = text(
    "payments.refund_key", "Idempotency-Key header is required: 8–64 letters, digits, '-' or '_'"
)
REFUND_AMOUNT = text("payments.refund_amount", "Refund amount must be more than ₹0")
REASON_TOO_LONG = text("payments.reason_too_long", "Reason must be at most 200 characters")
ORDER_NOT_FOUND = text("payments.order_not_found", "Order not found")
NOT_PAID = text("payments.not_paid", "Only a paid order can be refunded")
FULLY_REFUNDED = text("payments.fully_refunded", "This order is already fully refunded")
PROVIDER_REFUSED = text(
    "payments.provider_refused", "The payment provider refused the refund; nothing was refunded"
)
# a cash-on-delivery order's refund, which the owner sends herself (issue 30)
OWED_REFUND_NOT_FOUND = text(
    "payments.owed_refund_not_found", "No such refund to send for this order"
)
NOT_OWED = text("payments.not_owed", "This refund is not waiting to be sent")
SENT_METHOD = text("payments.sent_method", "Choose how you sent it: UPI or bank transfer")
SENT_REFERENCE_REQUIRED = text(
    "payments.sent_reference_required", "Enter the UPI or bank transfer reference"
)
SENT_REFERENCE_INVALID = text(
    "payments.sent_reference_invalid",
    "The reference must be 3–64 letters, digits, spaces or / . _ -",
)
DUPLICATE_NOT_FOUND = text(
    "payments.duplicate_not_found", "No such duplicate payment for this order"
)


AT_MOST = template("payments.at_most", "At most {leftPaise} can still be refunded for this order")


def at_most(left: int) -> Text:
    """`left`: the amount in paise (the client writes it in rupees: ₹1,234.50)."""
    return Text("payments.at_most", AT_MOST, leftPaise=left)


CAPTURE_FAILED = text("payments.capture_failed", "Could not capture the payment; try again later")
WEBHOOK_TOO_LARGE = text("payments.webhook_too_large", "Webhook body too large")


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


# the sandbox popup's declines, as the provider describes them (spec §8 shows the description); the
# popup sends their code too, so a Kannada shopper reads them in Kannada (issue 28)
CARD_DECLINED = text("payments.card_declined", "Your card was declined by the bank.")
UPI_DECLINED = text("payments.upi_declined", "Your UPI payment was declined.")
BANK_DECLINED = text("payments.bank_declined", "Your bank declined the payment.")
