"""What an order's payment news does to its stock holds (issue 15), inside the transaction of
the status move that happened (so once per move, however many reports race):

- paid:   the holds become sales (`stock.holds.sell`); a hold that lapsed or was given back by
          a failed attempt is taken again if the stock is still there. When it is not, the order
          stays paid, is flagged `stock_short` ('paid — out of stock') and the shop is alerted.
- failed: the holds are given back.
- lapsed: an unpaid order's holds are given back after the shop's hold time
          (`release_lapsed_holds`, run by the worker and by reconciliation).

When a shopper would now see a variant differently, the catalogue version is bumped so every
instance's snapshot follows.
"""

from __future__ import annotations

from datetime import datetime
from typing import cast

from sqlalchemy import Table, select, update
from sqlalchemy.orm import Session

from khadi.catalog.models import Product
from khadi.catalog.service import catalog_version
from khadi.config import Settings
from khadi.db import Database
from khadi.discounts.service import release_lapsed_uses
from khadi.events import EventBus, publish_catalog_changed
from khadi.kit.periodic import Periodic
from khadi.kit.time import utcnow
from khadi.mail.messages import stock_short_alert
from khadi.mail.outbox import enqueue
from khadi.orders.models import Order
from khadi.shop.identity import read_identity
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.holds import Change, Short, put_back, release, release_lapsed, sell
from khadi.stock.labels import line_label, short_message
from khadi.stock.version import bump_stock_version

ORDERS = cast(Table, Order.__table__)


def _bump_if_seen(session: Session, change: Change) -> None:
    if change.visible:
        bump_stock_version(session)


def short_labels(
    order: Order, short: list[Short], session: Session | None = None
) -> list[tuple[str, int, str]]:
    """(label, left, unit) of each line of the order there is too little of. With a `session`,
    each label also carries the product's Kannada and Hindi titles, for the shopper (issue 28)."""
    titles = {(i["productId"], i["size"] or "", i["type"] or ""): i["title"] for i in order.items}
    products = {}
    if session is not None:
        ids = {s.variant.product_id for s in short}
        products = {p.id: p for p in session.scalars(select(Product).where(Product.id.in_(ids)))}
    lines: list[tuple[str, int, str]] = []
    for s in short:
        v = s.variant
        title = titles.get((v.product_id, v.size, v.type), v.product_id)
        product = products.get(v.product_id)
        own = {"title_kn": product.title_kn, "title_hi": product.title_hi} if product else {}
        lines.append((line_label(title, v.size, v.type, **own), s.left, s.unit))
    return lines


def short_lines(order: Order, short: list[Short]) -> list[str]:
    return [short_message(*line) for line in short_labels(order, short)]


def sell_order_stock(session: Session, order: Order) -> None:
    now = utcnow()
    change = sell(
        session, order.id, now=now, threshold=read_stock_settings(session).low_stock_threshold
    )
    _bump_if_seen(session, change)
    if not change.short:
        return
    session.execute(update(ORDERS).where(ORDERS.c.id == order.id).values(stock_short=True))
    alert = stock_short_alert.build(
        read_identity(session), order.id, order.amount, short_lines(order, change.short)
    )
    enqueue(session, alert, f"stock-short:{order.id}")


def release_order_stock(session: Session, order_id: str) -> None:
    change = release(
        session, order_id, now=utcnow(), threshold=read_stock_settings(session).low_stock_threshold
    )
    _bump_if_seen(session, change)


def put_back_order_stock(session: Session, order_id: str, user_id: str | None) -> None:
    """A cancelled order's items back in stock (the admin ticked it)."""
    threshold = read_stock_settings(session).low_stock_threshold
    change = put_back(session, order_id, now=utcnow(), threshold=threshold, user_id=user_id)
    _bump_if_seen(session, change)


def release_lapsed_holds(
    database: Database, events: EventBus | None = None, *, now: datetime | None = None
) -> int:
    """Give back every hold whose unpaid time ran out (the worker in `khadi serve` and
    `khadi payments reconcile`); how many this call gave back. Racing calls on N instances give
    each hold back once."""
    with database.sessions() as session:
        threshold = read_stock_settings(session).low_stock_threshold
        moment = now or utcnow()
        change = release_lapsed(session, moment, threshold=threshold)
        release_lapsed_uses(session, moment)  # issue 31: their discount codes' uses too
        _bump_if_seen(session, change)
        session.commit()
        if change.visible and events is not None:
            publish_catalog_changed(events, catalog_version(session))
        return change.released


def stock_worker(settings: Settings, database: Database, events: EventBus) -> Periodic | None:
    """Gives back lapsed holds every `stock_poll_seconds` in a thread of `khadi serve`."""
    if not settings.stock_worker:
        return None
    return Periodic(
        "stock", lambda: release_lapsed_holds(database, events), settings.stock_poll_seconds
    )
