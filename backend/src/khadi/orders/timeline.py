"""What an order's page shows besides its snapshot: which products still exist, and its timeline
(placed, paid, then each fulfilment move with who made it), read for a page of orders at once."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog.models import Product
from khadi.kit.time import as_utc
from khadi.orders.models import FulfilmentEvent, Order
from khadi.orders.schemas import TimelineEntry, TrackingOut


@dataclass
class OrderExtras:
    existing: set[str] = field(default_factory=set)  # product ids still in the shop
    moves: dict[str, list[FulfilmentEvent]] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # admin id → name (dashboard only)


def existing_product_ids(session: Session, orders: Iterable[Order]) -> set[str]:
    ids = {item["productId"] for order in orders for item in order.items}
    if not ids:
        return set()
    return set(session.scalars(select(Product.id).where(Product.id.in_(ids))))


def extras_for(session: Session, orders: list[Order], *, with_names: bool = False) -> OrderExtras:
    """Two queries for any number of orders (three with the admins' names)."""
    extras = OrderExtras(existing=existing_product_ids(session, orders))
    ids = [order.id for order in orders]
    if not ids:
        return extras
    moves: dict[str, list[FulfilmentEvent]] = defaultdict(list)
    for event in session.scalars(
        select(FulfilmentEvent)
        .where(FulfilmentEvent.order_id.in_(ids))
        .order_by(FulfilmentEvent.id)
    ):
        moves[event.order_id].append(event)
    extras.moves = dict(moves)
    admins = {e.by_user_id for events in moves.values() for e in events if e.by_user_id}
    if with_names and admins:
        rows = session.execute(select(User.id, User.name).where(User.id.in_(admins)))
        extras.names = {user_id: name for user_id, name in rows}
    return extras


def timeline(order: Order, extras: OrderExtras) -> list[TimelineEntry]:
    entries = [TimelineEntry(state="placed", at=as_utc(order.placed_at))]
    if order.paid_at is not None:
        entries.append(TimelineEntry(state="paid", at=as_utc(order.paid_at)))
    for event in extras.moves.get(order.id, []):
        by = extras.names.get(event.by_user_id or "") if extras.names else None
        entries.append(TimelineEntry(state=event.to_state, at=as_utc(event.at), by=by))
    return entries


def tracking(order: Order) -> TrackingOut | None:
    if not order.tracking_number:
        return None
    return TrackingOut(courier=order.courier, number=order.tracking_number, url=order.tracking_url)
