"""Razorpay through its official SDK (`razorpay.Client`): the Orders and Payments APIs and the
SDK's own signature checks.

The SDK sends its requests with `requests` and no timeout; it is given a session whose every
request has one (`razorpay_timeout_seconds`), so a slow Razorpay never holds a checkout forever.
"""

from __future__ import annotations

import logging
from typing import Any

import razorpay  # type: ignore[import-untyped]
import requests
from razorpay.errors import (  # type: ignore[import-untyped]
    BadRequestError,
    GatewayError,
    ServerError,
    SignatureVerificationError,
)

from khadi.payments.provider import (
    PaymentProvider,
    ProviderError,
    ProviderOrder,
    ProviderPayment,
    ProviderRefund,
    RefundRefused,
)

log = logging.getLogger(__name__)

CHECKOUT_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js"
API_BASE_URL = "https://api.razorpay.com"
# Razorpay's Orders API capture settings: capture a payment authorized within 12 minutes at once;
# one authorized later (a late authorization) may still be captured for 5 days (7200 minutes) —
# the `payment.authorized` webhook and reconciliation do it (`capture`).
CAPTURE_OPTIONS = {
    "automatic_expiry_period": 12,
    "manual_expiry_period": 7200,
    "refund_speed": "normal",
}
_SDK_ERRORS = (BadRequestError, GatewayError, ServerError, requests.RequestException, ValueError)


class _TimeoutSession(requests.Session):
    def __init__(self, timeout: float) -> None:
        super().__init__()
        self._timeout = timeout

    def request(self, method: str | bytes, url: str | bytes, *args: Any, **kwargs: Any) -> Any:
        kwargs.setdefault("timeout", self._timeout)
        return super().request(method, url, *args, **kwargs)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _payment(entity: dict[str, Any]) -> ProviderPayment:
    return ProviderPayment(
        id=_text(entity.get("id")),
        order_id=_text(entity.get("order_id")),
        amount=int(entity.get("amount") or 0),
        currency=_text(entity.get("currency")),
        status=_text(entity.get("status")),
        error_description=entity.get("error_description") or None,
    )


class RazorpayProvider(PaymentProvider):
    name = "razorpay"
    checkout_script_url = CHECKOUT_SCRIPT_URL

    def __init__(
        self,
        key_id: str,
        key_secret: str,
        webhook_secret: str,
        *,
        timeout: float = 20.0,
        base_url: str = API_BASE_URL,
    ) -> None:
        self.key_id = key_id
        self._webhook_secret = webhook_secret
        self._client = razorpay.Client(
            session=_TimeoutSession(timeout), auth=(key_id, key_secret), base_url=base_url
        )
        self._client.set_app_details({"title": "khadi-store", "version": "1"})

    def create_order(self, amount: int, currency: str, receipt: str) -> ProviderOrder:
        request = {
            "amount": amount,
            "currency": currency,
            "receipt": receipt,
            "notes": {"order_id": receipt},
            # Capture on authorization, whatever the dashboard says (issue 16): a payment left
            # authorized is refunded by Razorpay after a few days.
            "payment": {"capture": "automatic", "capture_options": CAPTURE_OPTIONS},
        }
        try:
            body: dict[str, Any] = self._client.order.create(request)
        except _SDK_ERRORS as error:
            raise ProviderError(f"Razorpay refused to create the order: {error}") from error
        order_id = _text(body.get("id"))
        if (
            not order_id.startswith("order_")
            or body.get("amount") != amount
            or body.get("currency") != currency
        ):
            raise ProviderError(f"Razorpay answered an unexpected order: {body!r}")
        return ProviderOrder(
            id=order_id,
            amount=amount,
            currency=currency,
            receipt=_text(body.get("receipt")),
            status=_text(body.get("status")),
        )

    def fetch_order_payments(self, provider_order_id: str) -> list[ProviderPayment]:
        try:
            body: dict[str, Any] = self._client.order.payments(provider_order_id)
        except _SDK_ERRORS as error:
            raise ProviderError(f"Razorpay did not list the payments: {error}") from error
        items = body.get("items")
        if not isinstance(items, list):
            raise ProviderError(f"Razorpay answered an unexpected payment list: {body!r}")
        return [_payment(item) for item in items if isinstance(item, dict)]

    def capture(self, payment_id: str, amount: int, currency: str) -> ProviderPayment:
        try:
            body: dict[str, Any] = self._client.payment.capture(
                payment_id, amount, {"currency": currency}
            )
        except BadRequestError as error:
            if "already been captured" not in str(error):
                raise ProviderError(f"Razorpay refused to capture {payment_id}: {error}") from error
            body = self._fetch_payment(payment_id)  # a replay: answer it as it is
        except _SDK_ERRORS as error:
            raise ProviderError(f"Razorpay did not capture {payment_id}: {error}") from error
        return _payment(body)

    def refund(
        self, payment_id: str, amount: int, idempotency_key: str, notes: dict[str, str]
    ) -> ProviderRefund:
        request = {"amount": amount, "speed": "normal", "notes": notes}
        try:
            body: dict[str, Any] = self._client.payment.refund(
                payment_id, request, headers={"X-Refund-Idempotency": idempotency_key}
            )
        except BadRequestError as error:
            raise RefundRefused(f"Razorpay refused the refund of {payment_id}: {error}") from error
        except _SDK_ERRORS as error:
            raise ProviderError(
                f"Razorpay did not answer the refund of {payment_id}: {error}"
            ) from error
        refund_id = _text(body.get("id"))
        if not refund_id.startswith("rfnd_") or body.get("amount") != amount:
            raise ProviderError(f"Razorpay answered an unexpected refund: {body!r}")
        return ProviderRefund(refund_id, payment_id, amount, _text(body.get("status")))

    def fetch_refund(self, payment_id: str, refund_id: str) -> ProviderRefund:
        try:
            body: dict[str, Any] = self._client.payment.fetch_refund_id(payment_id, refund_id)
        except _SDK_ERRORS as error:
            raise ProviderError(f"Razorpay did not answer refund {refund_id}: {error}") from error
        amount = body.get("amount")
        if body.get("id") != refund_id or type(amount) is not int:
            raise ProviderError(f"Razorpay answered an unexpected refund: {body!r}")
        return ProviderRefund(refund_id, payment_id, amount, _text(body.get("status")))

    def _fetch_payment(self, payment_id: str) -> dict[str, Any]:
        try:
            body: dict[str, Any] = self._client.payment.fetch(payment_id)
        except _SDK_ERRORS as error:
            raise ProviderError(f"Razorpay did not answer payment {payment_id}: {error}") from error
        return body

    def verify_payment_signature(
        self, provider_order_id: str, payment_id: str, signature: str
    ) -> bool:
        if not signature.isascii():  # the SDK's compare_digest would raise on it
            return False
        try:
            return bool(
                self._client.utility.verify_payment_signature(
                    {
                        "razorpay_order_id": provider_order_id,
                        "razorpay_payment_id": payment_id,
                        "razorpay_signature": signature,
                    }
                )
            )
        except SignatureVerificationError:
            return False

    def verify_webhook_signature(self, body: bytes, signature: str) -> bool:
        if not signature.isascii() or not self._webhook_secret:
            return False
        try:
            # The SDK signs a str as UTF-8; decoding valid UTF-8 and encoding it back gives the
            # very same bytes, so the check stays over the raw body.
            text = body.decode("utf-8")
        except UnicodeDecodeError:
            return False
        try:
            return bool(
                self._client.utility.verify_webhook_signature(text, signature, self._webhook_secret)
            )
        except SignatureVerificationError:
            return False
