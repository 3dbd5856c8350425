"""A payment window closed without paying, and paying again (issue 30: nobody is punished for
changing their mind).

    dismiss   created (not dismissed) → created, dismissed_at set: the order leaves 'My Orders'
              (it is not FAILED: nothing failed) and its stock goes back — at once, or after the
              owner's grace (`dismissed_hold_minutes`, default 0)
    reopen    the shopper pays again with the same attempt (checkout's Idempotency-Key): the
              same order, for the same amount, back in 'My Orders' while it waits; its lines are
              held again for the shop's hold time, or the shopper is told which are gone

Each is ONE conditional UPDATE on the order row whose row count says whether this call made the
move (a double click or a second tab finds nothing to do), plus its `order_events` row. The order
row is written before its holds, as `transitions.make_paid` does, so a payment racing either move
waits for it on PostgreSQL (and SQLite runs one writer at a time): stock is never held for a paid
order nor sold twice.

A capture that lands after a dismissal (a UPI collect request approved late) is an ordinary
payment: `transitions.make_paid` records it once, and `holds.sell` takes the stock again if it is
still there, or flags the order 'paid — out of stock' and alerts the shop (orders.stock).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.discounts.errors import DiscountRefused
from khadi.discounts.service import release_use, retake_use, shorten_use
from khadi.orders.models import STATUS_CREATED, Order, OrderEvent
from khadi.orders.stock import release_order_stock
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.holds import Change
from khadi.stock.second_chance import retake, shorten
from khadi.stock.version import bump_stock_version

ORDERS = cast(Table, Order.__table__)
_O = ORDERS.c

DISMISSED = "dismissed"  # order_events.to_status of a closed window (the status stays created)
REOPENED = "reopened"  # … and of paying again


def _count(result: Any) -> int:
    return cast(CursorResult[Any], result).rowcount


def _audit(session: Session, order_id: str, to: str, source: str, now: datetime) -> None:
    session.add(
        OrderEvent(
            order_id=order_id, from_status=STATUS_CREATED, to_status=to, source=source, at=now
        )
    )


def dismiss(session: Session, order: Order, *, now: datetime, source: str = "shopper") -> bool:
    """Inside the caller's transaction; True when this call made the move."""
    moved = session.execute(
        update(ORDERS)
        .where(_O.id == order.id, _O.status == STATUS_CREATED, _O.dismissed_at.is_(None))
        .values(dismissed_at=now, updated_at=now)
    )
    if _count(moved) != 1:
        return False
    _audit(session, order.id, DISMISSED, source, now)
    grace = read_stock_settings(session).dismissed_hold
    if grace.total_seconds() > 0:
        shorten(session, order.id, until=now + grace, now=now)
        shorten_use(session, order.id, now + grace)  # issue 31: its code's use lapses with it
    else:
        release_order_stock(session, order.id)
        release_use(session, order.id, now)
    session.flush()
    return True


def reopen(session: Session, order: Order, *, now: datetime, source: str = "checkout") -> Change:
    """Inside the caller's transaction. An order no longer unpaid is left alone (empty change).
    When `short` is not empty the caller must roll back."""
    reopened = _count(
        session.execute(
            update(ORDERS)
            .where(_O.id == order.id, _O.status == STATUS_CREATED, _O.dismissed_at.is_not(None))
            .values(dismissed_at=None, updated_at=now)
        )
    )
    if not reopened:
        # Not dismissed (its holds may still have lapsed): touch the row all the same, so a
        # racing payment waits for this transaction; an order paid or failed meanwhile stays.
        touched = session.execute(
            update(ORDERS)
            .where(_O.id == order.id, _O.status == STATUS_CREATED)
            .values(updated_at=now)
        )
        if _count(touched) != 1:
            return Change(short=[])
    settings = read_stock_settings(session)
    change = retake(
        session, order.id, hold_until=now + settings.hold,
        threshold=settings.low_stock_threshold, now=now,
    )  # fmt: skip
    if change.short:
        return change
    refused = retake_use(session, order.id, now=now, expires_at=now + settings.hold)
    if refused is not None:  # issue 31: its discount code's use was given back and is gone
        raise DiscountRefused(refused)
    if reopened:
        _audit(session, order.id, REOPENED, source, now)
    if change.visible:
        bump_stock_version(session)
    session.flush()
    return change
