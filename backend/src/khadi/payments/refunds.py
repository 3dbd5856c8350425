"""Refunds through the payment provider (issue 16), exact under double clicks, racing admins,
duplicate webhooks and N instances:

1. The amount is held against the order first, in one conditional UPDATE
   (`orders.refunds.hold_refund`): racing requests never refund more than was paid.
2. The refund row is written `requested` with the request's key; `(order_id, key)` is unique,
   so the same request sent twice is one refund.
3. The provider is asked outside any transaction, with an idempotency key of its own (the
   refund's id): a request whose answer was lost is asked again (`retry_requested`) and the
   provider still refunds once. A refusal fails the refund and gives the amount back; an answer
   moves it to pending or processed.
4. Webhooks (`refund.created/processed/failed`) move it on, by provider id or by our id in the
   notes. One the provider reports first (made in its dashboard, or before the payment's own
   webhook) is recorded and, once its payment pays an order, attached to it (`attach_refunds`).
5. A refund of a duplicate payment (`payments.duplicates`) is attached to its order but is not
   held against it: only refunds of the order's own payment count in `orders.refunded_amount`
   (`give_back_refund` agrees) and in `refunds_of`.
Every status move is a conditional UPDATE (forward only); only the call that moved a refund to
failed gives its amount back, and only the one that moved it to processed mails the shopper.
"""

from __future__ import annotations

import contextlib
import logging
import re
from datetime import timedelta
from typing import Any, cast

from sqlalchemy import Table, or_, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.db import Database
from khadi.invoices.issue import issue_credit_note
from khadi.kit.ids import new_id
from khadi.kit.time import as_utc, utcnow
from khadi.mail.messages import refund_notice
from khadi.mail.outbox import enqueue
from khadi.orders.models import STATUS_COD, STATUS_PAID, Order
from khadi.orders.notices import order_facts
from khadi.orders.refunds import give_back_refund, hold_refund, refundable, took_money
from khadi.payments import errors
from khadi.payments.models import KIND_DUPLICATE, PaymentEvent
from khadi.payments.provider import PaymentProvider, ProviderError, RefundRefused
from khadi.payments.refund_models import (
    REFUND_FAILED,
    REFUND_PENDING,
    REFUND_PROCESSED,
    REFUND_REQUESTED,
    SENT_BY_OWNER,
    Refund,
)
from khadi.payments.schemas import RefundOut
from khadi.shop.identity import read_identity

log = logging.getLogger(__name__)

REFUNDS = cast(Table, Refund.__table__)
_R = REFUNDS.c
KEY = re.compile(r"[A-Za-z0-9_-]{8,64}")
REASON_MAX = 200
# to-status → the statuses it may be reached from
FORWARD: dict[str, tuple[str, ...]] = {
    REFUND_PENDING: (REFUND_REQUESTED,),
    REFUND_PROCESSED: (REFUND_REQUESTED, REFUND_PENDING),
    REFUND_FAILED: (REFUND_REQUESTED, REFUND_PENDING),
}
EVENT_STATUS = {
    "refund.created": REFUND_PENDING,
    "refund.processed": REFUND_PROCESSED,
    "refund.failed": REFUND_FAILED,
}


def _moved(result: Any) -> bool:
    return cast(CursorResult[Any], result).rowcount == 1


def move(session: Session, refund: Refund, to: str) -> bool:
    """Forward the refund to `to` in the caller's transaction; True when this call moved it
    (and so gave a failed refund's amount back, or queued the shopper's e-mail)."""
    result = session.execute(
        update(REFUNDS)
        .where(_R.id == refund.id, _R.status.in_(FORWARD.get(to, ())))
        .values(status=to, updated_at=utcnow())
    )
    if not _moved(result):
        return False
    if refund.order_id is not None:
        if to == REFUND_FAILED:
            give_back_refund(session, refund.order_id, refund.payment_id, refund.amount)
        elif to == REFUND_PROCESSED:
            mail_shopper(session, refund)
            credit_note(session, refund)
    return True


def mail_shopper(session: Session, refund: Refund) -> None:
    order = session.get(Order, refund.order_id)
    if order is None:  # pragma: no cover - refunds are attached to orders that exist
        return
    message = refund_notice.build(
        read_identity(session), order_facts(session, order), refund.amount
    )
    enqueue(session, message, f"refund-processed:{refund.id}")


def credit_note(session: Session, refund: Refund, order_id: str | None = None) -> None:
    """The refund's credit note against the order's invoice (issue 17), in this transaction.
    A duplicate payment's refund gives back money the sale never took: no credit note."""
    order = session.get(Order, order_id or refund.order_id)
    if order is not None and refund.payment_id in (order.payment_id, SENT_BY_OWNER):
        issue_credit_note(session, order, refund.id, refund.amount)


def by_key(session: Session, order_id: str, key: str) -> Refund | None:
    return session.scalar(
        select(Refund)
        .where(Refund.order_id == order_id, Refund.idempotency_key == key)
        .execution_options(populate_existing=True)
    )


def _clean(amount: int, key: str | None, reason: str) -> tuple[str, str]:
    if not key or not KEY.fullmatch(key):
        raise errors.InvalidRefund(errors.REFUND_KEY, fields={"Idempotency-Key": errors.REFUND_KEY})
    if amount <= 0:
        raise errors.InvalidRefund(errors.REFUND_AMOUNT, fields={"amount": errors.REFUND_AMOUNT})
    reason = reason.strip()
    if len(reason) > REASON_MAX:
        raise errors.InvalidRefund(
            errors.REASON_TOO_LONG, fields={"reason": errors.REASON_TOO_LONG}
        )
    return key, reason


def request_refund(
    session: Session,
    provider: PaymentProvider,
    order_id: str,
    amount: int,
    key: str | None,
    *,
    admin_id: str,
    reason: str = "",
) -> Refund:
    """Refund `amount` paise of the order's payment; the refund as it stands (committed)."""
    key, reason = _clean(amount, key, reason)
    order = session.get(Order, order_id, populate_existing=True)
    if order is None:
        raise errors.RefundOrderNotFound(errors.ORDER_NOT_FOUND)
    earlier = by_key(session, order_id, key)
    if earlier is not None:
        return earlier
    # issue 30: a cash-on-delivery order whose cash was collected has no payment to refund; the
    # owner sends the money by UPI or bank transfer and records it (payments.owner_refunds)
    by_owner = order.status == STATUS_COD and took_money(order)
    if not by_owner and (order.status != STATUS_PAID or order.payment_id is None):
        raise errors.RefundRefusedHere(errors.NOT_PAID)
    if not hold_refund(session, order_id, amount):
        session.rollback()
        won = by_key(session, order_id, key)  # the same request, committed while we waited
        if won is not None:
            return won
        left = refundable(session, order_id)
        message = errors.FULLY_REFUNDED if left == 0 else errors.at_most(left)
        raise errors.RefundRefusedHere(message)
    refund = Refund(
        id=new_id(),
        order_id=order_id,
        payment_id=SENT_BY_OWNER if by_owner else order.payment_id,
        amount=amount,
        status=REFUND_REQUESTED,
        idempotency_key=key,
        reason=reason,
        requested_by=admin_id,
        created_at=utcnow(),
        updated_at=utcnow(),
    )
    saved = save_new(session, refund)
    if saved is refund and not by_owner:  # the owner's: owed (requested) until she sends it
        ask_provider(session, provider, refund)
    return saved


def save_new(session: Session, refund: Refund) -> Refund:
    """Commit a new refund row, or — when a concurrent request with the same key won (the unique
    `(order_id, idempotency_key)`) — roll this one back and answer that one."""
    session.add(refund)
    try:
        session.commit()
    except IntegrityError:
        session.rollback()
        won = by_key(session, refund.order_id or "", refund.idempotency_key)
        if won is None:
            raise
        return won
    return refund


def ask_provider(session: Session, provider: PaymentProvider, refund: Refund) -> None:
    """Ask (or ask again) for a requested refund; commits what the provider answered."""
    try:
        answer = provider.refund(
            refund.payment_id,
            refund.amount,
            f"khadi_{refund.id}",
            {"refund_id": refund.id, "order_id": refund.order_id or ""},
        )
    except RefundRefused as error:
        log.error("refund %s refused by the provider: %s", refund.id, error)
        session.execute(update(REFUNDS).where(_R.id == refund.id).values(failure=str(error)[:300]))
        move(session, refund, REFUND_FAILED)
        session.commit()
        session.refresh(refund)
        raise errors.RefundRefusedHere(errors.PROVIDER_REFUSED) from None
    except ProviderError as error:
        log.error(
            "refund %s: no answer from the provider (asked again later): %s", refund.id, error
        )
        return
    session.execute(
        update(REFUNDS)
        .where(_R.id == refund.id, _R.provider_refund_id.is_(None))
        .values(provider_refund_id=answer.id, updated_at=utcnow())
    )
    if answer.status in (REFUND_PENDING, REFUND_PROCESSED, REFUND_FAILED):
        move(session, refund, answer.status)
    session.commit()
    session.refresh(refund)


def apply_refund_event(session: Session, event: str, entity: dict[str, Any]) -> str:
    """A `refund.*` webhook's refund entity, inside the caller's transaction."""
    provider_id, payment_id = entity.get("id"), entity.get("payment_id")
    amount, notes = entity.get("amount"), entity.get("notes")
    if (
        not (isinstance(provider_id, str) and isinstance(payment_id, str))
        or type(amount) is not int
    ):
        return "ignored"
    ours = notes.get("refund_id") if isinstance(notes, dict) else None
    refund = session.scalar(select(Refund).where(Refund.provider_refund_id == provider_id))
    if refund is None and isinstance(ours, str):
        refund = session.get(Refund, ours)
        if refund is not None:
            session.execute(
                update(REFUNDS)
                .where(_R.id == refund.id, _R.provider_refund_id.is_(None))
                .values(provider_refund_id=provider_id)
            )
    if refund is None:
        refund = _reported(session, provider_id[:64], payment_id[:64], amount)
    to = EVENT_STATUS[event]
    return f"refund_{to}" if move(session, refund, to) else "refund_unchanged"


def _reported(session: Session, provider_id: str, payment_id: str, amount: int) -> Refund:
    """A refund we did not ask for (the provider's dashboard), or not yet know the payment of:
    held against the order it paid, or only attached to the order it paid twice."""
    order = session.scalar(select(Order).where(Order.payment_id == payment_id))
    duplicate_of = session.scalar(
        select(PaymentEvent.order_id)
        .where(PaymentEvent.kind == KIND_DUPLICATE, PaymentEvent.payment_id == payment_id)
        .limit(1)
    )
    refund = Refund(
        id=new_id(),
        order_id=order.id if order is not None else duplicate_of,
        payment_id=payment_id,
        amount=amount,
        status=REFUND_REQUESTED,
        provider_refund_id=provider_id,
        idempotency_key=f"provider_{provider_id}"[:64],
        reason="Made at the payment provider",
        created_at=utcnow(),
        updated_at=utcnow(),
    )
    session.add(refund)
    session.flush()
    if order is not None and not hold_refund(session, order.id, amount):
        log.error("refund %s for order %s exceeds what is left to refund", provider_id, order.id)
    return refund


def attach_refunds(session: Session, order_id: str, payment_id: str, *, hold: bool = True) -> None:
    """The payment just paid the order: refunds reported before it now count against it. A
    duplicate payment (`hold=False`): they are only attached, to show on the order."""
    waiting = session.scalars(
        select(Refund).where(Refund.payment_id == payment_id, Refund.order_id.is_(None))
    ).all()
    for refund in waiting:
        attached = session.execute(
            update(REFUNDS)
            .where(_R.id == refund.id, _R.order_id.is_(None))
            .values(order_id=order_id)
        )
        if hold and _moved(attached) and refund.status != REFUND_FAILED:
            hold_refund(session, order_id, refund.amount)
            if refund.status == REFUND_PROCESSED:
                credit_note(session, refund, order_id)


def retry_requested(database: Database, provider: PaymentProvider, *, older_than: timedelta) -> int:
    """Ask again for refunds whose answer was lost (reconciliation); how many were asked."""
    asked = 0
    with database.sessions() as session:
        ids = list(
            session.scalars(
                select(Refund.id).where(
                    Refund.status == REFUND_REQUESTED,
                    Refund.provider_refund_id.is_(None),
                    Refund.payment_id != SENT_BY_OWNER,  # the owner sends those herself
                    Refund.created_at <= utcnow() - older_than,
                )
            )
        )
        for refund_id in ids:
            refund = session.get(Refund, refund_id)
            if refund is None:  # pragma: no cover
                continue
            with contextlib.suppress(errors.RefundRefusedHere):  # failed and given back
                ask_provider(session, provider, refund)
            asked += 1
    return asked


def refunds_of(session: Session, order_id: str) -> list[RefundOut]:
    """The refunds of the order's own payment, oldest first (a duplicate payment's are shown
    with it, `payments.duplicates`)."""
    rows = session.scalars(
        select(Refund)
        .join(Order, Order.id == Refund.order_id)
        .where(
            Refund.order_id == order_id,
            or_(Refund.payment_id == Order.payment_id, Refund.payment_id == SENT_BY_OWNER),
        )
        .order_by(Refund.created_at, Refund.id)
    )
    return [refund_out(r) for r in rows]


def refund_out(refund: Refund) -> RefundOut:
    return RefundOut(
        id=refund.id,
        amount=refund.amount,
        status=refund.status,
        reason=refund.reason,
        failure=refund.failure,
        created_at=as_utc(refund.created_at),
        by_owner=refund.payment_id == SENT_BY_OWNER,
        sent_by_method=refund.sent_by_method,
        sent_reference=refund.sent_reference,
        sent_at=as_utc(refund.sent_at) if refund.sent_at else None,
    )
