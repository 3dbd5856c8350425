"""What an order's payment news does to its stock holds (issue 15), inside the transaction of
the status move that happened (so once per move, however many reports race):

- paid:   the holds become sales (`stock.holds.sell`); a hold that lapsed or was given back by
          a failed attempt is taken again if the stock is still there. When it is not, the order
          stays paid, is flagged `stock_short` ('paid — out of stock') and the shop is alerted.
- failed: the holds are given back.

When a shopper would now see a variant differently, the catalogue version is bumped so every
instance's snapshot follows.
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import Table, update
from sqlalchemy.orm import Session

from khadi.catalog.service import bump_catalog_version
from khadi.kit.time import utcnow
from khadi.mail.messages import stock_short_alert
from khadi.mail.outbox import enqueue
from khadi.orders.models import Order
from khadi.shop.identity import read_identity
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.errors import line_label, short_message
from khadi.stock.holds import Change, Short, release, sell

ORDERS = cast(Table, Order.__table__)


def _bump_if_seen(session: Session, change: Change) -> None:
    if change.visible:
        bump_catalog_version(session)


def _short_lines(order: Order, short: list[Short]) -> list[str]:
    titles = {(i["productId"], i["size"] or "", i["type"] or ""): i["title"] for i in order.items}
    lines = []
    for s in short:
        v = s.variant
        title = titles.get((v.product_id, v.size, v.type), v.product_id)
        lines.append(short_message(line_label(title, v.size, v.type), s.left, s.unit))
    return lines


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
        read_identity(session), order.id, order.amount, _short_lines(order, change.short)
    )
    enqueue(session, alert, f"stock-short:{order.id}")


def release_order_stock(session: Session, order_id: str) -> None:
    change = release(
        session, order_id, now=utcnow(), threshold=read_stock_settings(session).low_stock_threshold
    )
    _bump_if_seen(session, change)
