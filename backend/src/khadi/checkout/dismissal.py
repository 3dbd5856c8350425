"""The payment window closed without paying, and paying again (issue 30; the moves are
`orders.dismissal`'s): what the checkout routes and `checkout.service` call, with their commits
and live events."""

from __future__ import annotations

import logging

from sqlalchemy.orm import Session

from khadi.catalog.service import catalog_version
from khadi.events import EventBus, publish_catalog_changed, publish_user_event
from khadi.kit.time import utcnow
from khadi.orders import dismissal
from khadi.orders.models import Order
from khadi.orders.service import get_user_order
from khadi.orders.stock import short_labels
from khadi.stock.errors import NotEnoughStock, not_enough_stock

log = logging.getLogger(__name__)


def dismiss_payment(
    session: Session, user_id: str, order_id: str, *, events: EventBus | None = None
) -> Order:
    """The owner closed the payment window: see `orders.dismissal.dismiss`. Repeats (a double
    click, a second tab, an order paid meanwhile) change nothing and answer the order as it is."""
    order = get_user_order(session, user_id, order_id)
    try:
        moved = dismissal.dismiss(session, order, now=utcnow())
        session.commit()
    except Exception:
        session.rollback()
        raise
    if moved:
        log.info("order %s: payment window closed, its stock given back", order.id)
        if events is not None:
            publish_user_event(
                events, user_id, "orders", {"orderId": order.id, "status": "created"}
            )
            publish_catalog_changed(events, catalog_version(session))
    return get_user_order(session, user_id, order_id)


def pay_again(session: Session, order: Order, *, events: EventBus | None = None) -> Order:
    """Checkout was asked again with an attempt that already has its order: the same order for
    the same amount. An unpaid one holds its lines again (`orders.dismissal.reopen`); when one
    is gone meanwhile the shopper is told which (409) and nothing is taken."""
    try:
        change = dismissal.reopen(session, order, now=utcnow())
        if change.short:
            session.rollback()
            raise not_enough_stock(short_labels(order, change.short, session))
        session.commit()
    except NotEnoughStock:
        raise
    except Exception:
        session.rollback()
        raise
    if change.visible and events is not None:
        publish_catalog_changed(events, catalog_version(session))
    session.refresh(order)
    return order
