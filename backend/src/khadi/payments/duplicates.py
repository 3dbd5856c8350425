"""Refunding a duplicate payment (issue 16): a shopper charged twice for one order gets the second
payment back from the order page, once, however many clicks race.

- An order's duplicates are its `payment_events` of kind 'duplicate_payment' (`payments.service`
  writes one per payment id; two racing reports may write two rows: still one payment).
- The refund pays back the whole payment through the provider, which refunds per payment id. It
  is a `refunds` row of the order with that payment id, and it is NOT held against
  `orders.refunded_amount` (that is what the order's own payment paid back: `orders.refunds`,
  `refunds.refunds_of`). Webhooks find it by the provider's refund id or ours in the notes, so
  `refund.*` for it move this row only.
- Once: the first attempt's key is `duplicate_<payment id>`, unique per order, so of N racing
  clicks one writes the row and asks the provider; the others answer that row.
- A refused attempt (the provider's answer, or a later `refund.failed`) refunded nothing; the
  button is offered again and a click makes a new attempt, `duplicate_<payment id>_2`, `_3`…
  (with its own provider idempotency key), only while every earlier attempt failed — so a
  payment is never refunded twice by us.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.kit.ids import new_id
from khadi.kit.time import as_utc, utcnow
from khadi.orders.models import Order
from khadi.payments import errors
from khadi.payments.models import KIND_DUPLICATE, PaymentEvent
from khadi.payments.provider import PaymentProvider
from khadi.payments.refund_models import REFUND_FAILED, REFUND_REQUESTED, Refund
from khadi.payments.refunds import ask_provider, refund_out, save_new
from khadi.payments.schemas import DuplicatePaymentOut

REASON = "Duplicate payment"
KEY_MAX = 64  # refunds.idempotency_key


def refund_key(payment_id: str, attempt: int) -> str:
    """`duplicate_<payment id>` for the first attempt, `…_2`, `…_3` after refusals."""
    suffix = "" if attempt == 1 else f"_{attempt}"
    return f"duplicate_{payment_id}"[: KEY_MAX - len(suffix)] + suffix


def _duplicates(session: Session, order_id: str, payment_id: str | None = None) -> list[Any]:
    """(payment_id, amount, at) per duplicate payment of the order, oldest first."""
    query = (
        select(
            PaymentEvent.payment_id,
            func.max(PaymentEvent.amount).label("amount"),
            func.min(PaymentEvent.at).label("at"),
        )
        .where(
            PaymentEvent.order_id == order_id,
            PaymentEvent.kind == KIND_DUPLICATE,
            PaymentEvent.payment_id.is_not(None),
            PaymentEvent.amount > 0,
        )
        .group_by(PaymentEvent.payment_id)
        .order_by(func.min(PaymentEvent.at), PaymentEvent.payment_id)
    )
    if payment_id is not None:
        query = query.where(PaymentEvent.payment_id == payment_id)
    return list(session.execute(query))


def _attempts(session: Session, order_id: str, payment_ids: list[str]) -> list[Refund]:
    return list(
        session.scalars(
            select(Refund)
            .where(Refund.order_id == order_id, Refund.payment_id.in_(payment_ids))
            .order_by(Refund.created_at, Refund.id)
            .execution_options(populate_existing=True)
        )
    )


def _current(attempts: list[Refund]) -> Refund | None:
    """The attempt that stands: the one not failed (there is at most one), else the latest."""
    standing = [r for r in attempts if r.status != REFUND_FAILED]
    if standing:
        return standing[-1]
    return attempts[-1] if attempts else None


def duplicates_of(session: Session, order_id: str) -> list[DuplicatePaymentOut]:
    """The order's duplicate payments with their refunds, for the order page."""
    rows = _duplicates(session, order_id)
    if not rows:
        return []
    attempts = _attempts(session, order_id, [row.payment_id for row in rows])
    out = []
    for row in rows:
        current = _current([r for r in attempts if r.payment_id == row.payment_id])
        out.append(
            DuplicatePaymentOut(
                payment_id=row.payment_id,
                amount=row.amount,
                at=as_utc(row.at),
                refund=None if current is None else refund_out(current),
            )
        )
    return out


def refund_duplicate(
    session: Session, provider: PaymentProvider, order_id: str, payment_id: str, *, admin_id: str
) -> Refund:
    """Refund the duplicate payment in full, or answer the attempt that stands (committed).
    Raises RefundRefusedHere when the provider refuses (the attempt is then failed)."""
    if session.get(Order, order_id) is None:
        raise errors.RefundOrderNotFound(errors.ORDER_NOT_FOUND)
    found = _duplicates(session, order_id, payment_id)
    if not found:
        raise errors.DuplicateNotFound(errors.DUPLICATE_NOT_FOUND)
    attempts = _attempts(session, order_id, [payment_id])
    current = _current(attempts)
    if current is not None and current.status != REFUND_FAILED:
        return current
    refund = Refund(
        id=new_id(),
        order_id=order_id,
        payment_id=payment_id,
        amount=found[0].amount,
        status=REFUND_REQUESTED,
        idempotency_key=refund_key(payment_id, len(attempts) + 1),
        reason=REASON,
        requested_by=admin_id,
        created_at=utcnow(),
        updated_at=utcnow(),
    )
    saved = save_new(session, refund)
    if saved is refund:  # this click wrote it: it asks the provider
        ask_provider(session, provider, refund)
    return saved
