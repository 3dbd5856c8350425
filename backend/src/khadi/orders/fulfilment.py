"""Fulfilment (issue 16): a paid order is packed, shipped and delivered, apart from its payment
status (which stays the spec's SUCCESS/FAILED badge).

    unfulfilled → packed → shipped → delivered        (shipped may skip packed)
    unfulfilled | packed → cancelled                   (before shipping; `cancel` refunds it)

Forward only, and only for a paid order. Each move is ONE conditional statement,
    UPDATE orders SET fulfilment = :to, … WHERE id = :id AND status = 'paid' AND fulfilment = :from
whose row count says whether THIS call made it, so of a double click or two admins on two
instances exactly one moves the order; only that call writes the timeline row (who, when) and
queues the shopper's e-mail, in the same transaction. A repeated move to where the order already
is answers the order as it is (a double click is not an error); a move backwards is refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.events import EventBus, publish_user_event
from khadi.kit.time import utcnow
from khadi.orders import errors
from khadi.orders.models import (
    CANCELLED,
    COD_COLLECTED,
    COD_CONFIRMED,
    DELIVERED,
    PACKED,
    SHIPPED,
    STATUS_COD,
    STATUS_PAID,
    UNFULFILLED,
    FulfilmentEvent,
    Order,
    mark_sold,
)
from khadi.orders.notices import queue_fulfilment_notice
from khadi.orders.schemas import FulfilmentIn
from khadi.orders.service import fresh_order
from khadi.orders.stock import put_back_order_stock

ORDERS = cast(Table, Order.__table__)
_O = ORDERS.c

# to-state → the states it may be reached from
FORWARD: dict[str, tuple[str, ...]] = {
    PACKED: (UNFULFILLED,),
    SHIPPED: (UNFULFILLED, PACKED),
    DELIVERED: (SHIPPED,),
    CANCELLED: (UNFULFILLED, PACKED),
}
COURIER_MAX = 80
TRACKING_NUMBER = re.compile(r"[A-Za-z0-9-]{4,40}")
TRACKING_URL_MAX = 500


@dataclass(frozen=True)
class Shipment:
    courier: str
    tracking_number: str
    tracking_url: str


def clean_shipment(form: FulfilmentIn) -> Shipment:
    """The courier and tracking a 'shipped' move needs; every problem on its own field."""
    courier = (form.courier or "").strip()
    number = (form.tracking_number or "").strip()
    url = (form.tracking_url or "").strip()
    problems: dict[str, str] = {}
    if not courier:
        problems["courier"] = errors.COURIER_REQUIRED
    elif len(courier) > COURIER_MAX:
        problems["courier"] = errors.COURIER_TOO_LONG
    if not number:
        problems["trackingNumber"] = errors.TRACKING_NUMBER_REQUIRED
    elif not TRACKING_NUMBER.fullmatch(number):
        problems["trackingNumber"] = errors.TRACKING_NUMBER_INVALID
    if url and (not url.startswith("https://") or len(url) > TRACKING_URL_MAX or " " in url):
        problems["trackingUrl"] = errors.TRACKING_URL_INVALID
    if problems:
        raise errors.InvalidFulfilment(next(iter(problems.values())), fields=problems)
    return Shipment(courier, number, url)


def advance(
    session: Session,
    order_id: str,
    to: str,
    by_user_id: str | None,
    shipment: Shipment | None = None,
    now: datetime | None = None,
    *,
    restock: bool = False,
    cod: bool = False,
) -> bool:
    """Move a paid order forward to `to` inside the caller's transaction; True when this call
    made the move (and wrote its timeline row and e-mail). `cod`: a confirmed cash-on-delivery
    order instead (issue 30), whose delivery also marks the cash collected, in the same UPDATE."""
    now = now or utcnow()
    values: dict[str, Any] = {"fulfilment": to, "updated_at": now}
    payable = (
        [_O.status == STATUS_COD, _O.cod_state == COD_CONFIRMED]
        if cod
        else [_O.status == STATUS_PAID]
    )
    if cod and to == DELIVERED:
        values.update(cod_state=COD_COLLECTED, cod_closed_at=now, cod_closed_by=by_user_id)
    if shipment is not None:
        values.update(
            courier=shipment.courier,
            tracking_number=shipment.tracking_number,
            tracking_url=shipment.tracking_url,
        )
    for from_state in FORWARD[to]:
        result = session.execute(
            update(ORDERS)
            .where(_O.id == order_id, *payable, _O.fulfilment == from_state)
            .values(**values)
        )
        if cast(CursorResult[Any], result).rowcount == 1:
            session.add(
                FulfilmentEvent(
                    order_id=order_id,
                    from_state=from_state,
                    to_state=to,
                    by_user_id=by_user_id,
                    at=now,
                )
            )
            session.flush()
            if cod and to == DELIVERED:  # issue 32: the cash is collected, the lines are sales
                mark_sold(session, order_id, now)
            order = fresh_order(session, order_id)
            assert order is not None
            if to == CANCELLED and restock:
                put_back_order_stock(session, order_id, by_user_id)
            queue_fulfilment_notice(session, order, to)
            return True
    return False


def _settle(
    session: Session,
    order: Order,
    to: str,
    moved: bool,
    not_paid: str,
    events: EventBus | None,
) -> Order:
    """After an admin's move: commit it and tell the shopper's open tabs, or explain why it did
    not happen — a double click that finds the order already at `to` is answered the same. The
    order as it is now."""
    if moved:
        session.commit()
        if events is not None:
            publish_user_event(
                events, order.user_id, "orders", {"orderId": order.id, "status": order.status}
            )
    else:
        session.rollback()
        current = fresh_order(session, order.id)
        assert current is not None
        if current.fulfilment != to:
            if current.status != STATUS_PAID:
                raise errors.FulfilmentRefused(not_paid)
            raise errors.FulfilmentRefused(errors.already(current.fulfilment))
    result = fresh_order(session, order.id)
    assert result is not None
    return result


def admin_advance(
    session: Session,
    order_id: str,
    to: str,
    admin_id: str,
    form: FulfilmentIn,
    events: EventBus | None = None,
) -> Order:
    """The dashboard's move; the order as it is after it (committed). The shopper's open tabs
    hear of a move that happened."""
    order = fresh_order(session, order_id)
    if order is None:
        raise errors.OrderNotFound(errors.ORDER_NOT_FOUND)
    shipment = clean_shipment(form) if to == SHIPPED else None
    moved = advance(session, order_id, to, admin_id, shipment)
    return _settle(session, order, to, moved, errors.NOT_PAID, events)


def admin_cancel(
    session: Session,
    order_id: str,
    admin_id: str,
    *,
    restock: bool,
    events: EventBus | None = None,
) -> Order:
    """Cancel a paid order before it ships (committed); a double click finds it cancelled and
    is answered the same. The caller refunds it (`payments.refunds`, one key per order)."""
    order = fresh_order(session, order_id)
    if order is None:
        raise errors.OrderNotFound(errors.ORDER_NOT_FOUND)
    moved = advance(session, order_id, CANCELLED, admin_id, restock=restock)
    return _settle(session, order, CANCELLED, moved, errors.NOT_PAID_CANCEL, events)
