"""Every move of an order's status, and its audit row: orders own their state machine.

    created → paid     the payment was confirmed (verify, webhook or reconciliation); the
                       cart gives up the lines the order bought (`cart.service`) and the
                       stock holds become sales (`orders.stock`), in the same transaction
    failed  → paid     a retry succeeded after a failed attempt (the same)
    created → failed   the provider reported a failure; the stock holds are given back,
                       and the discount code's use (issue 31)

Paid is final: nothing moves an order out of it. Each move is ONE conditional statement,
      UPDATE orders SET status=:to, … WHERE id=:id AND status=:from
whose row count says whether THIS call made it. PostgreSQL re-checks the WHERE after waiting for
a concurrent writer's row lock and SQLite runs one writer at a time, so of any number of racing
reports exactly one sees a row count of 1 — and only that one writes the `order_events` row, in
the same transaction (the caller commits). A duplicate webhook or a double click therefore
leaves exactly one audit row per move.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.cart.service import remove_bought_lines
from khadi.discounts.service import forget_code, keep_use, release_use
from khadi.kit.time import utcnow
from khadi.orders.models import (
    STATUS_CREATED,
    STATUS_FAILED,
    STATUS_PAID,
    Order,
    OrderEvent,
    mark_sold,
)
from khadi.orders.notices import queue_paid_notices
from khadi.orders.stock import release_order_stock, sell_order_stock

ORDERS = cast(Table, Order.__table__)
_O = ORDERS.c

# to-status → the statuses it may be reached from, tried in this order
TRANSITIONS: dict[str, tuple[str, ...]] = {
    STATUS_PAID: (STATUS_CREATED, STATUS_FAILED),
    STATUS_FAILED: (STATUS_CREATED,),
}


def _move(
    session: Session, order_id: str, to: str, source: str, now: datetime, **values: Any
) -> str | None:
    """The one conditional UPDATE per allowed from-status; the from-status that moved, or None
    when the order was in none of them (the move was made before, or is not allowed)."""
    for from_status in TRANSITIONS[to]:
        result = session.execute(
            update(ORDERS)
            .where(_O.id == order_id, _O.status == from_status)
            .values(status=to, updated_at=now, **values)
        )
        if cast(CursorResult[Any], result).rowcount == 1:
            session.add(
                OrderEvent(
                    order_id=order_id,
                    from_status=from_status,
                    to_status=to,
                    source=source[:16],
                    at=now,
                )
            )
            session.flush()
            return from_status
    return None


def make_paid(session: Session, order: Order, payment_id: str, *, source: str) -> bool:
    """created/failed → paid by this payment, inside the caller's transaction. True when this
    call made the move: it wrote the audit row, took the bought lines out of the cart and
    queued the order's e-mails."""
    now = utcnow()
    moved = _move(session, order.id, STATUS_PAID, source, now, payment_id=payment_id, paid_at=now)
    if moved is None:
        return False
    mark_sold(session, order.id, now)  # issue 32: its lines count in the sales reports from now
    remove_bought_lines(session, order.user_id, order.items)
    sell_order_stock(session, order)
    if order.discount_code:  # issue 31: the code's use is kept, and the cart's code spent
        keep_use(session, order.id, now)
        forget_code(session, order.user_id)
    queue_paid_notices(session, order)
    return True


def make_failed(session: Session, order: Order, *, source: str) -> bool:
    """created → failed inside the caller's transaction; a paid (or failed) order stays. The
    call that made the move gives the order's stock holds back."""
    now = utcnow()
    if _move(session, order.id, STATUS_FAILED, source, now) is None:
        return False
    release_order_stock(session, order.id)
    release_use(session, order.id, now)  # issue 31: its discount code's use back, once
    return True


def paid_by(session: Session, order_id: str) -> str | None:
    """The payment the order was paid by (None if it is not paid)."""
    return session.scalar(select(_O.payment_id).where(_O.id == order_id))
