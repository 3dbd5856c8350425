"""The provider's webhook: verified, de-duplicated, acted on once, answered fast.

1. The signature (`X-Razorpay-Signature`, HMAC-SHA256 of the RAW body with the webhook secret) is
   checked before the body is even parsed; a bad one is refused (400) and changes nothing.
2. Events we do not act on are acknowledged (200) and logged, so the provider never disables the
   webhook for them.
3. The event id (`X-Razorpay-Event-Id`; a hash of the body if a sender leaves it out) is stored in
   the SAME transaction as the order's transition: a replay finds the id and acts no more, and a
   transition that fails to commit leaves no id behind, so the provider's retry is not lost.
4. `payment.captured` and `order.paid` go through `mark_paid`'s transition with the payment
   entity's amount, currency and order id; `payment.failed` marks the order failed unless it is
   paid. A refused amount, or an order we do not know, is logged and acknowledged: a retry
   would not change the answer.
5. `payment.authorized` (issue 16): a payment that stayed authorized (a late authorization) is
   captured first — only when it is for an order we know, still unpaid, of exactly its amount —
   and then handled like `payment.captured`. A capture the provider does not confirm is answered
   503, so the provider delivers the event again; capturing twice is harmless (the provider
   answers the captured payment). An authorized payment for an order already paid is left alone:
   the provider refunds an uncaptured payment by itself.
The sandbox delivers its webhooks through `receive` too (in-process), the route for HTTP.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from khadi.db import Database
from khadi.events import EventBus
from khadi.kit.time import utcnow
from khadi.orders.models import STATUS_PAID, Order
from khadi.payments import refunds
from khadi.payments.errors import (
    CAPTURE_FAILED,
    INVALID_BODY,
    INVALID_SIGNATURE,
    CaptureFailed,
    InvalidWebhook,
)
from khadi.payments.models import WebhookEvent
from khadi.payments.provider import PAYMENT_CAPTURED, PaymentProvider, ProviderError
from khadi.payments.service import Outcome, Payment, announce, apply_failed, apply_paid

log = logging.getLogger(__name__)

SIGNATURE_HEADER = "x-razorpay-signature"
EVENT_ID_HEADER = "x-razorpay-event-id"
PAID_EVENTS = frozenset({"payment.captured", "order.paid"})
AUTHORIZED_EVENT = "payment.authorized"
REFUND_EVENTS = frozenset({"refund.created", "refund.processed", "refund.failed"})
FAILED_EVENT = "payment.failed"
EVENT_ID_MAX = 100


@dataclass(frozen=True)
class Received:
    event: str
    outcome: str  # an Outcome, or 'ignored' | 'duplicate' | 'unknown_order'


def _header(headers: Mapping[str, str], name: str) -> str:
    for key, value in headers.items():
        if key.lower() == name:
            return value
    return ""


def _payment_entity(event: dict[str, Any]) -> dict[str, Any] | None:
    payload = event.get("payload")
    payment = payload.get("payment") if isinstance(payload, dict) else None
    entity = payment.get("entity") if isinstance(payment, dict) else None
    return entity if isinstance(entity, dict) else None


def _payment(entity: dict[str, Any]) -> tuple[str, Payment] | None:
    """(provider order id, payment) from a payment entity; None if it is not well formed."""
    order_id, payment_id = entity.get("order_id"), entity.get("id")
    amount, currency = entity.get("amount"), entity.get("currency")
    if not (isinstance(order_id, str) and order_id and isinstance(payment_id, str) and payment_id):
        return None
    if type(amount) is not int or not isinstance(currency, str):
        return None
    return order_id, Payment(payment_id[:64], amount, currency)


def receive(
    database: Database,
    provider: PaymentProvider,
    events: EventBus | None,
    body: bytes,
    headers: Mapping[str, str],
) -> Received:
    """Handle one webhook delivery (raw body + headers). Raises InvalidWebhook (400) for a bad
    signature or an unreadable body; every other case is acknowledged."""
    if not provider.verify_webhook_signature(body, _header(headers, SIGNATURE_HEADER)):
        log.warning("webhook refused: bad signature (%d bytes)", len(body))
        raise InvalidWebhook(INVALID_SIGNATURE)
    try:
        event = json.loads(body)
    except ValueError:
        raise InvalidWebhook(INVALID_BODY) from None
    if not isinstance(event, dict) or not isinstance(event.get("event"), str):
        raise InvalidWebhook(INVALID_BODY)
    name: str = event["event"][:64]
    if name in REFUND_EVENTS:
        return _refund_event(database, name, event, headers, body)
    if name not in PAID_EVENTS and name not in (FAILED_EVENT, AUTHORIZED_EVENT):
        log.info("webhook %s acknowledged, not acted on", name)
        return Received(name, "ignored")
    entity = _payment_entity(event)
    found = None if entity is None else _payment(entity)
    if found is None:
        log.error("webhook %s without a usable payment entity; acknowledged", name)
        return Received(name, "ignored")
    provider_order_id, payment = found
    if name == AUTHORIZED_EVENT and not _captured(database, provider, provider_order_id, payment):
        return Received(name, "ignored")
    event_id = _event_id(headers, body)

    with database.sessions() as session:
        order = session.scalar(select(Order).where(Order.provider_order_id == provider_order_id))
        record = WebhookEvent(
            event_id=event_id,
            event=name,
            provider_order_id=provider_order_id[:64],
            outcome="received",
            received_at=utcnow(),
        )
        session.add(record)
        try:
            session.flush()
        except IntegrityError:
            session.rollback()
            log.info("webhook %s %s is a replay; acknowledged", name, event_id)
            return Received(name, "duplicate")
        try:
            if order is None:
                log.warning("webhook %s for unknown provider order %s", name, provider_order_id)
                record.outcome = "unknown_order"
                session.commit()
                return Received(name, "unknown_order")
            if name in PAID_EVENTS or name == AUTHORIZED_EVENT:  # authorized: captured above
                outcome = apply_paid(session, order, payment, "webhook")
            else:
                reason = str(entity.get("error_description") or "") if entity else ""
                outcome = apply_failed(session, order, payment, "webhook", reason)
            record.outcome = outcome.value
            session.commit()
        except IntegrityError:
            # The payment id already paid ANOTHER order: never this one's. Acknowledged (a retry
            # would meet the same key) and kept, so a replay stays a replay.
            session.rollback()
            log.error("webhook %s: payment %s already belongs to another order", name, payment.id)
            return _record_refusal(database, record)
        except Exception:
            session.rollback()
            raise
        announce(events, session, order, outcome)
        return Received(name, outcome.value)


def _event_id(headers: Mapping[str, str], body: bytes) -> str:
    return _header(headers, EVENT_ID_HEADER)[:EVENT_ID_MAX] or (
        "sha256:" + hashlib.sha256(body).hexdigest()
    )


def _refund_event(
    database: Database, name: str, event: dict[str, Any], headers: Mapping[str, str], body: bytes
) -> Received:
    """A refund's news (issue 16): recorded with the event id in the transaction of the refund's
    move, so a replay acts no more."""
    payload = event.get("payload")
    refund = payload.get("refund") if isinstance(payload, dict) else None
    entity = refund.get("entity") if isinstance(refund, dict) else None
    if not isinstance(entity, dict):
        log.error("webhook %s without a refund entity; acknowledged", name)
        return Received(name, "ignored")
    payment = _payment_entity(event) or {}
    with database.sessions() as session:
        record = WebhookEvent(
            event_id=_event_id(headers, body),
            event=name,
            provider_order_id=str(payment.get("order_id") or "")[:64],
            outcome="received",
            received_at=utcnow(),
        )
        session.add(record)
        try:
            session.flush()
        except IntegrityError:
            session.rollback()
            return Received(name, "duplicate")
        record.outcome = refunds.apply_refund_event(session, name, entity)[:32]
        session.commit()
        return Received(name, record.outcome)


def _captured(
    database: Database, provider: PaymentProvider, provider_order_id: str, payment: Payment
) -> bool:
    """Capture an authorized payment for an unpaid order of exactly its amount; False when it is
    not ours to capture (unknown order, already paid, another amount)."""
    with database.sessions() as session:
        order = session.scalar(select(Order).where(Order.provider_order_id == provider_order_id))
        capturable = (
            order is not None
            and order.status != STATUS_PAID
            and (payment.amount, payment.currency) == (order.amount, order.currency)
        )
    if not capturable:
        log.info("webhook payment.authorized %s left alone (not capturable)", payment.id)
        return False
    try:
        captured = provider.capture(payment.id, payment.amount, payment.currency)
    except ProviderError as error:
        log.error("webhook payment.authorized %s: capture failed: %s", payment.id, error)
        raise CaptureFailed(CAPTURE_FAILED) from None
    return captured.status == PAYMENT_CAPTURED


def _record_refusal(database: Database, record: WebhookEvent) -> Received:
    with database.sessions() as session:
        session.add(
            WebhookEvent(
                event_id=record.event_id,
                event=record.event,
                provider_order_id=record.provider_order_id,
                outcome=Outcome.REFUSED.value,
                received_at=utcnow(),
            )
        )
        try:
            session.commit()
        except IntegrityError:
            session.rollback()
            return Received(record.event, "duplicate")
    return Received(record.event, Outcome.REFUSED.value)


__all__ = ["InvalidWebhook", "Outcome", "Received", "receive"]
