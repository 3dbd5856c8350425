"""The holds checkout takes on stock, and their end: sold, or given back exactly once.

Every count change is one conditional statement whose row count says whether it happened:
- take:    UPDATE stock_levels SET on_hand = on_hand - :q WHERE <variant> AND on_hand >= :q
- a hold's end:  UPDATE stock_reservations SET status = :to WHERE id = :id AND status = :from
PostgreSQL re-checks the WHERE after waiting for a concurrent writer's row lock, and SQLite runs
one writer at a time, so N racing checkouts never take more than is there, and of any number of
racing reports (failure webhook twice, the worker and reconciliation together) exactly one gives
a hold back. Variants are always updated in one order (sorted), so two checkouts of the same
variants cannot deadlock on PostgreSQL. Everything runs in the caller's transaction: a checkout
refused for stock, or one whose order INSERT fails, rolls its takes back with it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, func, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.stock.levels import LEVELS, Level, Levels, Variant, read_levels, shown_left
from khadi.stock.models import (
    HELD,
    REASON_RELEASE,
    REASON_RETURN,
    REASON_SALE,
    RELEASED,
    SOLD,
    StockReservation,
)
from khadi.stock.movements import record_movement

HOLDS = cast(Table, StockReservation.__table__)
_L = LEVELS.c
_H = HOLDS.c


@dataclass(frozen=True)
class Want:
    """An order line's claim on stock: `quantity` in the line's stored unit."""

    variant: Variant
    quantity: int
    unit: str


@dataclass(frozen=True)
class Short:
    """A line there is not enough of: `left` in the variant's stored unit."""

    variant: Variant
    wanted: int
    left: int
    unit: str


@dataclass
class Change:
    """What a call did: lines it could not get, and whether a shopper would now see a variant
    differently (none left, or 'Only N left'), so the caller bumps the catalogue version."""

    short: list[Short]
    visible: bool = False
    released: int = 0  # holds given back


def _rowcount(result: Any) -> int:
    return cast(CursorResult[Any], result).rowcount


def _where(variant: Variant) -> list[Any]:
    return [_L.product_id == variant.product_id, _L.size == variant.size, _L.type == variant.type]


def _visible_change(before: int, after: int, threshold: int, unit: str) -> bool:
    return (before > 0, shown_left(before, threshold, unit)) != (
        after > 0,
        shown_left(after, threshold, unit),
    )


def _decrement(session: Session, variant: Variant, quantity: int) -> int | None:
    """What is left after taking `quantity`, or None when there was not that much."""
    after: int | None = session.scalar(
        update(LEVELS)
        .where(*_where(variant), _L.on_hand >= quantity)
        .values(on_hand=_L.on_hand - quantity)
        .returning(_L.on_hand)
    )
    return after


def _increment(session: Session, variant: Variant, quantity: int) -> int | None:
    """What is left after giving back `quantity`; None when the variant is no longer tracked."""
    after: int | None = session.scalar(
        update(LEVELS)
        .where(*_where(variant))
        .values(on_hand=_L.on_hand + quantity)
        .returning(_L.on_hand)
    )
    return after


def available_levels(session: Session, product_ids: Iterable[str], now: datetime) -> Levels:
    """What these products' variants have for a shopper now: what is left plus what lapsed holds
    will give back (the worker may not have run yet). A read; the cart's limit and checkout's
    early answer. (Checkout's take gives lapsed holds back itself before taking.)"""
    levels = read_levels(session, product_ids)
    if not levels.tracked:
        return levels
    rows = session.execute(
        select(_H.product_id, _H.size, _H.type, func.sum(_H.quantity))
        .where(_H.product_id.in_(levels.tracked), _H.status == HELD, _H.expires_at <= now)
        .group_by(_H.product_id, _H.size, _H.type)
    )
    merged = dict(levels.rows)
    for product_id, size, type_, quantity in rows:
        variant = Variant(product_id, size, type_)
        level = merged.get(variant)
        if level is not None:
            merged[variant] = Level(level.on_hand + int(quantity), level.unit)
    return Levels(merged)


def shortfalls(session: Session, wants: Iterable[Want], now: datetime) -> list[Short]:
    """The lines there is not enough of now, counting lapsed holds as given back (a read:
    checkout's early answer, before the provider is asked)."""
    wants = list(wants)
    levels = available_levels(session, {want.variant.product_id for want in wants}, now)
    short = []
    for want in wants:
        left = levels.left(want.variant)
        if left is not None and left < want.quantity:
            short.append(Short(want.variant, want.quantity, left, want.unit))
    return short


def take(
    session: Session,
    order_id: str,
    wants: Iterable[Want],
    *,
    hold_until: datetime,
    threshold: int,
    now: datetime,
) -> Change:
    """Hold the tracked lines' stock for the order. When any line is short, `short` names each
    one and the caller must roll back (what was taken before it is undone with the rest)."""
    wants = sorted(wants, key=lambda want: want.variant)
    levels = read_levels(session, {want.variant.product_id for want in wants})
    tracked = [want for want in wants if levels.is_tracked(want.variant.product_id)]
    release_lapsed(session, now, threshold=threshold, variants=[w.variant for w in tracked])
    change = Change(short=[])
    for want in tracked:
        after = _decrement(session, want.variant, want.quantity)
        if after is None:
            left = read_levels(session, [want.variant.product_id]).left(want.variant) or 0
            change.short.append(Short(want.variant, want.quantity, left, want.unit))
            continue
        before = after + want.quantity
        change.visible |= _visible_change(before, after, threshold, want.unit)
        v = want.variant
        session.add(
            StockReservation(
                order_id=order_id,
                product_id=v.product_id,
                size=v.size,
                type=v.type,
                quantity=want.quantity,
                status=HELD,
                expires_at=hold_until,
                created_at=now,
                updated_at=now,
            )
        )
        record_movement(
            session, v, want.unit, -want.quantity, after, REASON_SALE, now=now, order_id=order_id
        )
    session.flush()
    return change


def _holds(session: Session, where: list[Any]) -> list[Any]:
    return list(
        session.execute(
            select(_H.id, _H.order_id, _H.product_id, _H.size, _H.type, _H.quantity, _H.status)
            .where(*where)
            .order_by(_H.product_id, _H.size, _H.type, _H.id)
        )
    )


def _move_hold(session: Session, hold_id: int, from_status: str, to: str, now: datetime) -> bool:
    result = session.execute(
        update(HOLDS)
        .where(_H.id == hold_id, _H.status == from_status)
        .values(status=to, updated_at=now)
    )
    return _rowcount(result) == 1


def _unit_of(session: Session, variant: Variant) -> str:
    levels = read_levels(session, [variant.product_id])
    level = levels.rows.get(variant)
    return level.unit if level is not None else ""


def _give_back(session: Session, hold: Any, now: datetime, threshold: int, change: Change) -> None:
    """held → released and the count back, once (only the call whose UPDATE moved the hold)."""
    if not _move_hold(session, hold.id, HELD, RELEASED, now):
        return
    change.released += 1
    variant = Variant(hold.product_id, hold.size, hold.type)
    after = _increment(session, variant, hold.quantity)
    if after is None:  # no longer tracked: nothing to give back to
        return
    unit = _unit_of(session, variant)
    record_movement(
        session, variant, unit, hold.quantity, after, REASON_RELEASE,
        now=now, order_id=hold.order_id,
    )  # fmt: skip
    change.visible |= _visible_change(after - hold.quantity, after, threshold, unit)


def release(session: Session, order_id: str, *, now: datetime, threshold: int) -> Change:
    """The order's payment failed: give its holds back (each at most once)."""
    change = Change(short=[])
    for hold in _holds(session, [_H.order_id == order_id, _H.status == HELD]):
        _give_back(session, hold, now, threshold, change)
    session.flush()
    return change


def release_lapsed(
    session: Session,
    now: datetime,
    *,
    threshold: int,
    variants: list[Variant] | None = None,
    limit: int = 500,
) -> Change:
    """Give back the holds whose time ran out (of these variants, or all): the order is still
    unpaid. A payment that arrives later takes the stock again if it is still there (`sell`)."""
    where = [_H.status == HELD, _H.expires_at <= now]
    if variants is not None:
        if not variants:
            return Change(short=[])
        where.append(_H.product_id.in_({v.product_id for v in variants}))
    change = Change(short=[])
    wanted = set(variants) if variants is not None else None
    for hold in _holds(session, where)[:limit]:
        if wanted is not None and Variant(hold.product_id, hold.size, hold.type) not in wanted:
            continue
        _give_back(session, hold, now, threshold, change)
    session.flush()
    return change


def sell(session: Session, order_id: str, *, now: datetime, threshold: int) -> Change:
    """The order is paid: its holds become sales. A hold given back meanwhile (it lapsed, or an
    earlier attempt failed) is taken again if the stock is still there; `short` lists those that
    could not be, for the shop to sort out ('paid — out of stock')."""
    change = Change(short=[])
    for hold in _holds(session, [_H.order_id == order_id]):
        if hold.status == HELD and _move_hold(session, hold.id, HELD, SOLD, now):
            continue
        if hold.status == SOLD:
            continue
        variant = Variant(hold.product_id, hold.size, hold.type)
        unit = _unit_of(session, variant)
        after = _decrement(session, variant, hold.quantity)
        if after is None:
            left = read_levels(session, [variant.product_id]).left(variant) or 0
            change.short.append(Short(variant, hold.quantity, left, unit))
            continue
        if not _move_hold(session, hold.id, RELEASED, SOLD, now):
            # another call sold it first: undo our take (the same transaction)
            _increment(session, variant, hold.quantity)
            continue
        record_movement(
            session, variant, unit, -hold.quantity, after, REASON_SALE, now=now, order_id=order_id
        )
        change.visible |= _visible_change(after + hold.quantity, after, threshold, unit)
    session.flush()
    return change


def _put(
    session: Session,
    variant: Variant,
    quantity: int,
    order_id: str,
    *,
    now: datetime,
    threshold: int,
    user_id: str | None,
    change: Change,
) -> None:
    after = _increment(session, variant, quantity)
    if after is None:  # no longer tracked
        return
    unit = _unit_of(session, variant)
    record_movement(
        session, variant, unit, quantity, after, REASON_RETURN,
        now=now, order_id=order_id, user_id=user_id,
    )  # fmt: skip
    change.visible |= _visible_change(after - quantity, after, threshold, unit)


def put_back(
    session: Session, order_id: str, *, now: datetime, threshold: int, user_id: str | None
) -> Change:
    """A cancelled order's sold stock back on the shelf, when the admin says so.
    The caller runs this only from the move that cancelled the order, so it happens once."""
    change = Change(short=[])
    for hold in _holds(session, [_H.order_id == order_id, _H.status == SOLD]):
        variant = Variant(hold.product_id, hold.size, hold.type)
        _put(session, variant, hold.quantity, order_id, now=now, threshold=threshold,
             user_id=user_id, change=change)  # fmt: skip
    session.flush()
    return change


def put_back_lines(
    session: Session,
    order_id: str,
    lines: list[tuple[Variant, int]],
    *,
    now: datetime,
    threshold: int,
    user_id: str | None,
) -> Change:
    """Returned lines (stored units) back on the shelf: only what this order sold of each
    variant, at most. The caller runs this only from the move that received the return."""
    sold: dict[Variant, int] = {}
    for hold in _holds(session, [_H.order_id == order_id, _H.status == SOLD]):
        variant = Variant(hold.product_id, hold.size, hold.type)
        sold[variant] = sold.get(variant, 0) + hold.quantity
    change = Change(short=[])
    for variant, quantity in sorted(lines):
        quantity = min(quantity, sold.get(variant, 0))
        if quantity > 0:
            _put(session, variant, quantity, order_id, now=now, threshold=threshold,
                 user_id=user_id, change=change)  # fmt: skip
    session.flush()
    return change


def return_sold(
    session: Session, order_id: str, *, now: datetime, threshold: int, user_id: str | None
) -> Change:
    """A cash-on-delivery order that is cancelled or comes back undelivered (issue 30): each of
    its sold holds back on the shelf, once — the hold's own conditional `sold → released` says
    whether this call gives it back, however many calls race."""
    change = Change(short=[])
    for hold in _holds(session, [_H.order_id == order_id, _H.status == SOLD]):
        if not _move_hold(session, hold.id, SOLD, RELEASED, now):
            continue
        change.released += 1
        variant = Variant(hold.product_id, hold.size, hold.type)
        _put(session, variant, hold.quantity, order_id, now=now, threshold=threshold,
             user_id=user_id, change=change)  # fmt: skip
    session.flush()
    return change
