"""A cash-on-delivery order's refunds (issue 30): there is no online payment to give back, so the
refund (a return received, or the owner's own refund) is written `requested` with `payment_id` =
SENT_BY_OWNER — owed — and the owner sends the money by UPI or bank transfer, then records how and
its reference. Recording it is ONE conditional UPDATE

    UPDATE refunds SET status = 'processed', sent_… WHERE id = :id AND order_id = :order
                                                   AND payment_id = 'sent_by_owner'
                                                   AND status = 'requested'

whose row count says whether THIS call recorded it; only that call mails the shopper and issues the
credit note, in the same transaction, and (once committed) tells the shopper's open tabs. A repeat
(a double click, a second admin) answers the refund as it is; racing clicks on two instances
record it once.
"""

from __future__ import annotations

import re
from typing import Any, cast

from sqlalchemy import Table, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.events import EventBus, publish_user_event
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from khadi.payments import errors
from khadi.payments.refund_models import (
    REFUND_PROCESSED,
    REFUND_REQUESTED,
    SENT_BY_OWNER,
    Refund,
)
from khadi.payments.refunds import credit_note, mail_shopper

REFUNDS = cast(Table, Refund.__table__)
_R = REFUNDS.c
METHODS = ("upi", "bank")
REFERENCE_MAX = 64
# a UPI reference (12 digits), a bank's UTR (16–22 letters and digits), or the owner's own note
REFERENCE = re.compile(r"[A-Za-z0-9][A-Za-z0-9 /._-]{2,63}")


def _owed(session: Session, order_id: str, refund_id: str) -> Refund:
    refund = None
    if 0 < len(refund_id) <= 24:
        refund = session.scalar(
            select(Refund)
            .where(Refund.id == refund_id, Refund.order_id == order_id)
            .execution_options(populate_existing=True)
        )
    if refund is None or refund.payment_id != SENT_BY_OWNER:
        raise errors.RefundOrderNotFound(errors.OWED_REFUND_NOT_FOUND)
    return refund


def clean(method: str, reference: str) -> tuple[str, str]:
    reference = reference.strip()
    if method not in METHODS:
        raise errors.InvalidRefund(errors.SENT_METHOD, fields={"method": errors.SENT_METHOD})
    if not reference:
        raise errors.InvalidRefund(
            errors.SENT_REFERENCE_REQUIRED, fields={"reference": errors.SENT_REFERENCE_REQUIRED}
        )
    if not REFERENCE.fullmatch(reference):
        raise errors.InvalidRefund(
            errors.SENT_REFERENCE_INVALID, fields={"reference": errors.SENT_REFERENCE_INVALID}
        )
    return method, reference


def record_sent(
    session: Session,
    order_id: str,
    refund_id: str,
    method: str,
    reference: str,
    admin_id: str,
    events: EventBus | None = None,
) -> Refund:
    """The owner sent an owed refund by UPI or bank transfer: record it once (committed)."""
    method, reference = clean(method, reference)
    refund = _owed(session, order_id, refund_id)
    now = utcnow()
    result = session.execute(
        update(REFUNDS)
        .where(
            _R.id == refund.id,
            _R.order_id == order_id,
            _R.payment_id == SENT_BY_OWNER,
            _R.status == REFUND_REQUESTED,
        )
        .values(
            status=REFUND_PROCESSED,
            sent_by_method=method,
            sent_reference=reference,
            sent_by=admin_id,
            sent_at=now,
            updated_at=now,
        )
    )
    if cast(CursorResult[Any], result).rowcount != 1:
        session.rollback()
        current = _owed(session, order_id, refund_id)
        if current.status != REFUND_PROCESSED:  # pragma: no cover - owed refunds never fail
            raise errors.RefundRefusedHere(errors.NOT_OWED)
        return current  # already recorded: a double click, or another admin
    session.refresh(refund)
    mail_shopper(session, refund)
    credit_note(session, refund)
    session.commit()
    order = session.get(Order, order_id)
    if events is not None and order is not None:  # her My Orders shows it sent, live
        publish_user_event(
            events, order.user_id, "orders", {"orderId": order_id, "status": order.status}
        )
    return _owed(session, order_id, refund_id)
