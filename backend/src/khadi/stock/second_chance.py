"""Holds of an order whose payment window was closed (issue 30: nobody is punished for changing
their mind), each move one conditional statement in the caller's transaction:

- `shorten`: the shop gives a closed window a short grace (`dismissed_hold_minutes` > 0): the
  order's held lines now lapse at `until` (only ever earlier), and the lapsed-hold worker gives
  them back then. With no grace the caller gives them back at once (`holds.release`).
- `retake`: the shopper pays again for the same order: a line still held is held for the full
  hold time again; a line given back is taken again by the conditional decrement
  `UPDATE … SET on_hand = on_hand - :q WHERE … AND on_hand >= :q` and moved released → held by
  `UPDATE … WHERE id = :id AND status = 'released'`. When a line is no longer there, `short`
  names it and the caller rolls back: the shopper is told, nothing is half-taken. A racing
  `holds.sell` (a late capture) moves the same rows by the same conditions, so each hold is
  taken at most once.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import update
from sqlalchemy.orm import Session

from khadi.stock.holds import (
    _H,
    HOLDS,
    Change,
    Short,
    _decrement,
    _holds,
    _increment,
    _rowcount,
    _unit_of,
    _visible_change,
)
from khadi.stock.levels import Variant, read_levels
from khadi.stock.models import HELD, REASON_SALE, RELEASED
from khadi.stock.movements import record_movement


def shorten(session: Session, order_id: str, *, until: datetime, now: datetime) -> int:
    """The order's held lines lapse at `until` at the latest; how many were shortened."""
    result = session.execute(
        update(HOLDS)
        .where(_H.order_id == order_id, _H.status == HELD, _H.expires_at > until)
        .values(expires_at=until, updated_at=now)
    )
    return _rowcount(result)


def retake(
    session: Session, order_id: str, *, hold_until: datetime, threshold: int, now: datetime
) -> Change:
    """Hold every line of the order again until `hold_until` (see the module docstring)."""
    change = Change(short=[])
    for hold in _holds(session, [_H.order_id == order_id]):
        if hold.status == HELD:
            session.execute(
                update(HOLDS)
                .where(_H.id == hold.id, _H.status == HELD)
                .values(expires_at=hold_until, updated_at=now)
            )
            continue
        if hold.status != RELEASED:
            continue  # sold: a payment landed meanwhile
        variant = Variant(hold.product_id, hold.size, hold.type)
        unit = _unit_of(session, variant)
        after = _decrement(session, variant, hold.quantity)
        if after is None:
            left = read_levels(session, [variant.product_id]).left(variant) or 0
            change.short.append(Short(variant, hold.quantity, left, unit))
            continue
        moved = session.execute(
            update(HOLDS)
            .where(_H.id == hold.id, _H.status == RELEASED)
            .values(status=HELD, expires_at=hold_until, updated_at=now)
        )
        if _rowcount(moved) != 1:
            _increment(session, variant, hold.quantity)  # another call moved it first
            continue
        record_movement(
            session, variant, unit, -hold.quantity, after, REASON_SALE, now=now, order_id=order_id
        )
        change.visible |= _visible_change(after + hold.quantity, after, threshold, unit)
    session.flush()
    return change
