"""The sandbox provider: a local stand-in with Razorpay's contract, for development and tests.

- orders are 'order_' + 14 characters, payments 'pay_' + 14, webhook event ids 14 characters;
- the popup's success answer is signed exactly as Razorpay signs it,
  HMAC-SHA256(key_secret, 'order_id|payment_id'), with a key secret derived from
  KHADI_SECRET_KEY (settings.sandbox_key_secret);
- the popup pays by UPI (a VPA typed, or a QR "scanned"), card or netbanking; a UPI payment may
  stay pending (a collect request not yet approved) for a while before it is captured;
- a moment after each payment (KHADI_SANDBOX_WEBHOOK_DELAY_SECONDS) it sends Razorpay's webhooks
  (`payment.captured` + `order.paid`, or `payment.failed`), signed over the raw body with the
  sandbox webhook secret, to our own webhook handler — in-process, through the very function the
  webhook route calls, so a test needs no public URL;
- it keeps its own books (`sandbox_payments`), so reconciliation can ask it what Razorpay's
  payments API would answer.
Production refuses to start with it (config.py).
"""

from __future__ import annotations

import json
import logging
import secrets
import string
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.payments import errors, signatures
from khadi.payments.models import SandboxPayment
from khadi.payments.provider import (
    PAYMENT_CAPTURED,
    PAYMENT_CREATED,
    PAYMENT_FAILED,
    PaymentProvider,
    ProviderError,
    ProviderOrder,
    ProviderPayment,
    ProviderRefund,
)
from khadi.payments.refund_models import SandboxRefund
from khadi.payments.sandbox_refunds import refund_webhook_body, take_refund

log = logging.getLogger(__name__)

SANDBOX_KEY_ID = "sandbox"
SANDBOX_ACCOUNT_ID = "acc_sandbox00000000"
DECLINED = errors.CARD_DECLINED


@dataclass(frozen=True)
class Method:
    """How the popup paid, as Razorpay's payment entity says it (method, vpa, bank)."""

    method: str  # 'upi' | 'card' | 'netbanking'
    vpa: str | None = None
    bank: str | None = None

    @property
    def declined(self) -> str:
        """The provider's failure description (spec §8 shows it)."""
        return DECLINED_BY[self.method]


DECLINED_BY = {
    "card": DECLINED,
    "upi": errors.UPI_DECLINED,
    "netbanking": errors.BANK_DECLINED,
}
CARD = Method("card")

_ID_ALPHABET = string.ascii_letters + string.digits

# deliver(raw_body, headers): hands a signed webhook to our webhook handler
Deliver = Callable[[bytes, Mapping[str, str]], None]


def random_id(prefix: str = "", length: int = 14) -> str:
    return prefix + "".join(secrets.choice(_ID_ALPHABET) for _ in range(length))


@dataclass(frozen=True)
class SandboxCharge:
    """What the sandbox popup hands back: a signed payment, or Razorpay's failure object."""

    payment_id: str
    provider_order_id: str
    signature: str | None  # None for a failed or pending payment
    error_description: str | None
    pending: bool = False  # a UPI collect request the shopper has not approved yet


class SandboxProvider(PaymentProvider):
    name = "sandbox"
    key_id = SANDBOX_KEY_ID
    checkout_script_url = None

    def __init__(
        self,
        database: Database,
        *,
        key_secret: str,
        webhook_secret: str,
        webhook_delay: float = 0.5,
    ) -> None:
        self._database = database
        self._key_secret = key_secret
        self._webhook_secret = webhook_secret
        self._delay = webhook_delay
        self._deliver: Deliver | None = None
        self._pending: set[threading.Timer] = set()
        self._lock = threading.Lock()
        self._closed = False

    # --- the provider interface -------------------------------------------------------------

    def create_order(self, amount: int, currency: str, receipt: str) -> ProviderOrder:
        return ProviderOrder(
            id=random_id("order_"),
            amount=amount,
            currency=currency,
            receipt=receipt,
            status="created",
        )

    def fetch_order_payments(self, provider_order_id: str) -> list[ProviderPayment]:
        with self._database.sessions() as session:
            rows = session.scalars(
                select(SandboxPayment)
                .where(SandboxPayment.provider_order_id == provider_order_id)
                .order_by(SandboxPayment.created_at, SandboxPayment.id)
            )
            return [
                ProviderPayment(
                    id=row.id,
                    order_id=row.provider_order_id,
                    amount=row.amount,
                    currency=row.currency,
                    status=row.status,
                    error_description=row.error_description,
                )
                for row in rows
            ]

    def capture(self, payment_id: str, amount: int, currency: str) -> ProviderPayment:
        """The sandbox captures every successful payment at once; this answers it as it is (a
        payment it does not know is a ProviderError, as Razorpay's 400 would be)."""
        with self._database.sessions() as session:
            row = session.get(SandboxPayment, payment_id)
            if row is None or row.status == PAYMENT_FAILED:
                raise ProviderError(f"sandbox: no payment {payment_id} to capture")
            return ProviderPayment(
                row.id, row.provider_order_id, row.amount, row.currency, row.status, None
            )

    def verify_payment_signature(
        self, provider_order_id: str, payment_id: str, signature: str
    ) -> bool:
        message = signatures.payment_message(provider_order_id, payment_id)
        return signatures.matches(self._key_secret, message, signature)

    def verify_webhook_signature(self, body: bytes, signature: str) -> bool:
        return signatures.matches(self._webhook_secret, body, signature)

    def refund(
        self, payment_id: str, amount: int, idempotency_key: str, notes: dict[str, str]
    ) -> ProviderRefund:
        """Razorpay's Refunds API in miniature (payments.sandbox_refunds): a new refund is
        confirmed by signed refund.created and refund.processed webhooks a moment later."""
        with self._database.sessions() as session:
            refund, payment, new = take_refund(
                session, random_id("rfnd_"), payment_id, amount, idempotency_key
            )
            if new:
                for event in ("refund.created", "refund.processed"):
                    body = refund_webhook_body(event, refund, payment, notes)
                    self._schedule(body, self.signed_webhook(body))
        return refund

    def fetch_refund(self, payment_id: str, refund_id: str) -> ProviderRefund:
        """The sandbox processes every refund it took (its webhooks say so a moment later)."""
        with self._database.sessions() as session:
            row = session.get(SandboxRefund, refund_id)
            if row is None or row.payment_id != payment_id:
                raise ProviderError(f"sandbox: no refund {refund_id} of {payment_id}")
            return ProviderRefund(row.id, row.payment_id, row.amount, "processed")

    # --- the popup ----------------------------------------------------------------------------

    def charge(
        self,
        session: Session,
        *,
        provider_order_id: str,
        receipt: str,
        amount: int,
        currency: str,
        succeed: bool,
        how: Method = CARD,
        approve_after: float = 0,
    ) -> SandboxCharge:
        """Take (or decline) a payment for the provider order, as the popup's pay/fail buttons
        do, and send the matching webhooks a moment later. `approve_after` > 0 (UPI only): the
        shopper approves the collect request that much later, as real UPI does — the payment
        stays 'created' (pending) until then, and the popup gets no signature: the order is
        settled by the webhooks alone."""
        payment_id = random_id("pay_")
        pending = succeed and approve_after > 0
        status = PAYMENT_CREATED if pending else PAYMENT_CAPTURED if succeed else PAYMENT_FAILED
        error = None if succeed else how.declined
        session.add(
            SandboxPayment(
                id=payment_id,
                provider_order_id=provider_order_id,
                amount=amount,
                currency=currency,
                status=status,
                error_description=error,
                created_at=utcnow(),
            )
        )
        session.commit()
        payment = ProviderPayment(payment_id, provider_order_id, amount, currency, status, error)
        if pending:
            captured = ProviderPayment(
                payment_id, provider_order_id, amount, currency, PAYMENT_CAPTURED, None
            )
            self._later(approve_after, lambda: self._approve(captured, receipt, how))
            return SandboxCharge(payment_id, provider_order_id, None, None, pending=True)
        if succeed:
            self.send_webhook("payment.captured", payment, how=how)
            self.send_webhook("order.paid", payment, receipt=receipt, how=how)
            signature = signatures.sign_payment(self._key_secret, provider_order_id, payment_id)
            return SandboxCharge(payment_id, provider_order_id, signature, None)
        self.send_webhook("payment.failed", payment, how=how)
        return SandboxCharge(payment_id, provider_order_id, None, error)

    def _approve(self, payment: ProviderPayment, receipt: str, how: Method) -> None:
        """The shopper approved the collect request: created → captured once (a conditional
        UPDATE), then Razorpay's webhooks."""
        with self._database.sessions() as session:
            moved = session.execute(
                update(SandboxPayment)
                .where(SandboxPayment.id == payment.id, SandboxPayment.status == PAYMENT_CREATED)
                .values(status=PAYMENT_CAPTURED)
            )
            session.commit()
        if cast(CursorResult[Any], moved).rowcount != 1:
            return
        self.send_webhook("payment.captured", payment, how=how)
        self.send_webhook("order.paid", payment, receipt=receipt, how=how)

    # --- webhooks -------------------------------------------------------------------------------

    def attach(self, deliver: Deliver) -> None:
        """Where the webhooks go: the app passes its webhook handler."""
        self._deliver = deliver

    def signed_webhook(self, body: bytes) -> dict[str, str]:
        """The headers Razorpay sends with a webhook body (signature and a new event id)."""
        return {
            "X-Razorpay-Signature": signatures.sign(self._webhook_secret, body),
            "X-Razorpay-Event-Id": random_id(),
        }

    def send_webhook(
        self, event: str, payment: ProviderPayment, *, receipt: str = "", how: Method = CARD
    ) -> None:
        body = webhook_body(event, payment, receipt=receipt, how=how)
        self._schedule(body, self.signed_webhook(body))

    def _schedule(self, body: bytes, headers: Mapping[str, str]) -> None:
        deliver = self._deliver
        if deliver is None:
            log.warning("sandbox webhook dropped: no handler attached")
            return
        self._later(self._delay, lambda: deliver(body, headers))

    def _later(self, delay: float, action: Callable[[], None]) -> None:
        """Run `action` in `delay` seconds on a daemon timer that `close` cancels and
        `wait_for_webhooks` waits for."""

        def fire() -> None:
            try:
                action()
            except Exception:
                log.exception("sandbox webhook delivery failed")
            finally:
                with self._lock:
                    self._pending.discard(timer)

        timer = threading.Timer(delay, fire)
        timer.daemon = True
        with self._lock:
            if self._closed:
                return
            self._pending.add(timer)
        timer.start()

    def wait_for_webhooks(self, timeout: float = 10.0) -> None:
        """Block until every webhook sent so far has been delivered (tests), and those that a
        delivery scheduled in turn (a UPI approval's webhooks)."""
        for _ in range(3):
            with self._lock:
                timers = list(self._pending)
            if not timers:
                return
            for timer in timers:
                timer.join(timeout)

    def start(self) -> None:
        with self._lock:
            self._closed = False

    def close(self) -> None:
        with self._lock:
            self._closed = True
            timers = list(self._pending)
        for timer in timers:
            timer.cancel()
        for timer in timers:
            timer.join(5.0)  # one already delivering finishes first


def _payment_entity(payment: ProviderPayment, created_at: int, how: Method) -> dict[str, Any]:
    captured = payment.status == PAYMENT_CAPTURED
    return {
        "id": payment.id,
        "entity": "payment",
        "amount": payment.amount,
        "currency": payment.currency,
        "status": payment.status,
        "order_id": payment.order_id,
        "invoice_id": None,
        "international": False,
        "method": how.method,
        "amount_refunded": 0,
        "refund_status": None,
        "captured": captured,
        "description": "Order Payment",
        "card_id": random_id("card_") if how.method == "card" else None,
        "bank": how.bank,
        "wallet": None,
        "vpa": how.vpa,
        "email": "",
        "contact": "",
        "notes": [],
        "fee": None,
        "tax": None,
        "error_code": None if captured else "BAD_REQUEST_ERROR",
        "error_description": payment.error_description,
        "error_source": None if captured else "customer",
        "error_step": None if captured else "payment_authorization",
        "error_reason": None if captured else "payment_failed",
        "created_at": created_at,
    }


def webhook_body(
    event: str, payment: ProviderPayment, *, receipt: str = "", how: Method = CARD
) -> bytes:
    """A webhook body shaped like Razorpay's (see its payments and orders webhook samples)."""
    now = int(utcnow().timestamp())
    payload: dict[str, Any] = {"payment": {"entity": _payment_entity(payment, now, how)}}
    contains = ["payment"]
    if event == "order.paid":
        contains.append("order")
        payload["order"] = {
            "entity": {
                "id": payment.order_id,
                "entity": "order",
                "amount": payment.amount,
                "amount_paid": payment.amount,
                "amount_due": 0,
                "currency": payment.currency,
                "receipt": receipt,
                "offer_id": None,
                "status": "paid",
                "attempts": 1,
                "notes": [],
                "created_at": now,
            }
        }
    event_body = {
        "entity": "event",
        "account_id": SANDBOX_ACCOUNT_ID,
        "event": event,
        "contains": contains,
        "payload": payload,
        "created_at": now,
    }
    return json.dumps(event_body, separators=(",", ":")).encode()
