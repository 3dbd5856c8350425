"""Payments' refusals and their texts, in one place: the verify call (spec §8 'Error verifying
payment.'), a payment that does not match its order, the sandbox's buttons and the webhook."""

from __future__ import annotations

from khadi.errors import Conflict, KhadiError

VERIFY_FAILED = "Error verifying payment."  # spec §8
PAYMENT_REFUSED = "The payment does not match the order"
ORDER_ALREADY_PAID = "This order is already paid"
INVALID_SIGNATURE = "Invalid signature"
INVALID_BODY = "Invalid webhook body"
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
