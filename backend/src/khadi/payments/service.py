"""The one way an order becomes paid (or failed), whoever reports it: the browser's verify call,
the provider's webhook, or reconciliation (DESIGN.md §6.3).

`mark_paid` is idempotent and safe under any concurrency, on SQLite and PostgreSQL alike:
- the payment must be for exactly the order's amount and currency, else it is refused, logged
  and audited, and the order is left as it was;
- the transition belongs to orders (`orders.transitions`): a conditional UPDATE whose row count
  says whether THIS call made it, so of any number of racing reports exactly one wins; paid is
  final, and a late `payment.failed` finds no row to change;
- in the same transaction the winner writes the payment audit row ('paid'; orders writes its
  own `order_events` row and has the cart take the bought lines out); the live
  events (`orders`, `cart`) go out on the app's `EventBus` only after the commit.
A second, different payment for an order already paid is a customer charged twice: it is
logged as an error and audited ('duplicate_payment') so the shop can refund it from the
order page (`payments.duplicates`).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.cart.service import announce_cart, cart_line_count
from khadi.errors import Conflict, InvalidInput, NotFound
from khadi.events import EventBus, publish_user_event
from khadi.invoices.issue import issue_for_order
from khadi.kit.time import utcnow
from khadi.mail.messages import duplicate_payment_alert
from khadi.mail.outbox import enqueue
from khadi.orders import transitions
from khadi.orders.errors import ORDER_NOT_FOUND, OrderNotFound
from khadi.orders.models import STATUS_PAID, Order
from khadi.orders.service import get_user_order
from khadi.payments.errors import (
    INVALID_VPA,
    ORDER_ALREADY_PAID,
    PAYMENT_REFUSED,
    SANDBOX_ONLY,
    VERIFY_FAILED,
    PaymentNotVerified,
    PaymentRefused,
)
from khadi.payments.models import (
    KIND_DUPLICATE,
    KIND_FAILED,
    KIND_PAID,
    KIND_REFUSED,
    PaymentEvent,
)
from khadi.payments.provider import PaymentProvider
from khadi.payments.refunds import attach_refunds
from khadi.payments.sandbox import Method, SandboxCharge, SandboxProvider
from khadi.payments.sandbox_qr import qr_rows, upi_link
from khadi.shop.identity import read_identity

log = logging.getLogger(__name__)


class Outcome(StrEnum):
    PAID = "paid"  # this call made the order paid
    ALREADY_PAID = "already_paid"  # the same payment was reported before: nothing to do
    DUPLICATE = "duplicate_payment"  # paid earlier by ANOTHER payment: refund this one
    REFUSED = "refused"  # amount or currency differ: order unchanged
    FAILED = "failed"  # this call made the order failed
    UNCHANGED = "unchanged"  # a failure for an order already paid or failed


@dataclass(frozen=True)
class Payment:
    """A payment as reported: the provider's id, amount (paise) and currency."""

    id: str
    amount: int
    currency: str


def _audit(
    session: Session,
    order: Order,
    kind: str,
    source: str,
    payment: Payment | None,
    detail: str = "",
) -> None:
    session.add(
        PaymentEvent(
            order_id=order.id,
            kind=kind,
            source=source,
            payment_id=None if payment is None else payment.id,
            amount=None if payment is None else payment.amount,
            currency=None if payment is None else payment.currency[:8],
            detail=detail[:500],
            at=utcnow(),
        )
    )


def apply_paid(session: Session, order: Order, payment: Payment, source: str) -> Outcome:
    """The paid transition inside the caller's transaction (the caller commits)."""
    if payment.amount != order.amount or payment.currency != order.currency:
        log.error(
            "payment %s refused for order %s: %d %s reported, order is %d %s (%s)",
            payment.id, order.id, payment.amount, payment.currency, order.amount,
            order.currency, source,
        )  # fmt: skip
        _audit(session, order, KIND_REFUSED, source, payment, "amount or currency differ")
        return Outcome.REFUSED
    if transitions.make_paid(session, order, payment.id, source=source):
        _audit(session, order, KIND_PAID, source, payment)
        issue_for_order(session, order)  # numbered in this transaction: no gaps (issue 17)
        attach_refunds(session, order.id, payment.id)  # refunds reported before this payment
        log.info("order %s paid by %s (%s)", order.id, payment.id, source)
        return Outcome.PAID
    paid_by = transitions.paid_by(session, order.id)
    if paid_by == payment.id:
        return Outcome.ALREADY_PAID
    log.error(
        "order %s was already paid by %s; payment %s must be refunded (%s)",
        order.id, paid_by, payment.id, source,
    )  # fmt: skip
    seen = session.scalar(
        select(PaymentEvent.id).where(
            PaymentEvent.order_id == order.id,
            PaymentEvent.kind == KIND_DUPLICATE,
            PaymentEvent.payment_id == payment.id,
        )
    )
    if seen is None:
        _audit(session, order, KIND_DUPLICATE, source, payment, f"order paid by {paid_by}")
        attach_refunds(session, order.id, payment.id, hold=False)  # reported before it
        alert = duplicate_payment_alert.build(
            read_identity(session), order.id, payment.id, payment.amount
        )
        enqueue(session, alert, f"duplicate-payment:{payment.id}")
    return Outcome.DUPLICATE


def apply_failed(
    session: Session, order: Order, payment: Payment | None, source: str, reason: str = ""
) -> Outcome:
    """created → failed inside the caller's transaction; paid (or failed) orders stay."""
    if transitions.make_failed(session, order, source=source):
        _audit(session, order, KIND_FAILED, source, payment, reason)
        log.info("order %s failed (%s): %s", order.id, source, reason)
        return Outcome.FAILED
    return Outcome.UNCHANGED


def announce(events: EventBus | None, session: Session, order: Order, outcome: Outcome) -> None:
    """Live events after the commit: the order's new status, and the cart it emptied."""
    if events is None:
        return
    if outcome is Outcome.PAID:
        publish_user_event(events, order.user_id, "orders", {"orderId": order.id, "status": "paid"})
        count = cart_line_count(session, order.user_id)
        session.commit()  # end the read
        announce_cart(events, order.user_id, count)
    elif outcome is Outcome.FAILED:
        publish_user_event(
            events, order.user_id, "orders", {"orderId": order.id, "status": "failed"}
        )


def mark_paid(
    session: Session,
    order: Order,
    payment: Payment,
    *,
    source: str,
    events: EventBus | None = None,
) -> Outcome:
    """Make the order paid by this payment, once; see the module docstring. Raises
    PaymentRefused (order unchanged) when amount or currency differ."""
    try:
        outcome = apply_paid(session, order, payment, source)
        session.commit()
    except Exception:
        session.rollback()
        raise
    announce(events, session, order, outcome)
    if outcome is Outcome.REFUSED:
        raise PaymentRefused(PAYMENT_REFUSED)
    return outcome


def mark_failed(
    session: Session,
    order: Order,
    payment: Payment | None,
    *,
    source: str,
    reason: str = "",
    events: EventBus | None = None,
) -> Outcome:
    """created → failed; an order already paid never goes back (paid is final)."""
    try:
        outcome = apply_failed(session, order, payment, source, reason)
        session.commit()
    except Exception:
        session.rollback()
        raise
    announce(events, session, order, outcome)
    return outcome


# --- the browser's side ----------------------------------------------------------------------


def verify_payment(
    session: Session,
    provider: PaymentProvider,
    user_id: str,
    *,
    order_id: str,
    provider_order_id: str,
    payment_id: str,
    signature: str,
    events: EventBus | None = None,
) -> Order:
    """The popup's success report: the signature must be over OUR record's provider order id
    and the payment id; only the order's owner may report it. The amount is the order's own
    (the provider order was made for exactly that amount)."""
    order = get_user_order(session, user_id, order_id)
    if provider_order_id != order.provider_order_id or not provider.verify_payment_signature(
        order.provider_order_id, payment_id, signature
    ):
        log.warning("order %s: payment %s not verified", order.id, payment_id)
        raise PaymentNotVerified(VERIFY_FAILED)
    try:
        mark_paid(
            session,
            order,
            Payment(payment_id, order.amount, order.currency),
            source="verify",
            events=events,
        )
    except IntegrityError:  # the payment id already paid another order: not this one's
        log.error("order %s: payment %s belongs to another order", order.id, payment_id)
        raise PaymentNotVerified(VERIFY_FAILED) from None
    return get_user_order(session, user_id, order.id)


VPA = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}")


def sandbox_charge(
    session: Session,
    provider: PaymentProvider,
    user_id: str,
    *,
    provider_order_id: str,
    succeed: bool,
    method: str = "card",
    vpa: str | None = None,
    bank: str | None = None,
    approve_after: float = 0,
) -> SandboxCharge:
    """The sandbox popup's pay / fail buttons, for the order's owner only. A typed UPI ID must
    look like one (name@bank); only UPI can be left pending."""
    if not isinstance(provider, SandboxProvider):
        raise NotFound(SANDBOX_ONLY)
    vpa = (vpa or "").strip() or None
    if method == "upi" and vpa is not None and not VPA.fullmatch(vpa):
        raise InvalidInput(INVALID_VPA, fields={"vpa": INVALID_VPA})
    order = session.scalar(
        select(Order).where(Order.provider_order_id == provider_order_id, Order.user_id == user_id)
    )
    if order is None or order.provider != provider.name:
        raise OrderNotFound(ORDER_NOT_FOUND)
    if order.status == STATUS_PAID:
        raise Conflict(ORDER_ALREADY_PAID)
    how = Method(
        method, vpa=vpa if method == "upi" else None, bank=bank if method == "netbanking" else None
    )
    return provider.charge(
        session,
        provider_order_id=order.provider_order_id,
        receipt=order.id,
        amount=order.amount,
        currency=order.currency,
        succeed=succeed,
        how=how,
        approve_after=approve_after if method == "upi" else 0,
    )


def sandbox_qr(
    session: Session, provider: PaymentProvider, user_id: str, provider_order_id: str
) -> tuple[str, list[str]]:
    """The popup's UPI QR for the owner's unpaid order: (the UPI link, the QR's rows)."""
    if not isinstance(provider, SandboxProvider):
        raise NotFound(SANDBOX_ONLY)
    order = session.scalar(
        select(Order).where(Order.provider_order_id == provider_order_id, Order.user_id == user_id)
    )
    if order is None or order.provider != provider.name:
        raise OrderNotFound(ORDER_NOT_FOUND)
    link = upi_link(order.provider_order_id, order.amount, read_identity(session).name)
    return link, qr_rows(link)
