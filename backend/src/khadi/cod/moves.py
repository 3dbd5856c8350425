"""The owner's moves of a cash-on-delivery order (issue 30):

    placed → confirmed            the shopper said yes (the WhatsApp message asks)
    confirmed → packed → shipped  as any order (orders.fulfilment, `cod=True`); shipping issues
                                  the GST invoice (the supply), numbered like every other
    shipped → delivered           the cash is collected (the same UPDATE marks it)
    shipped → returned            undelivered: the stock goes back, a credit note cancels the
                                  invoice, nothing to refund
    placed | confirmed → cancelled  (before shipping): the stock goes back

Each move is ONE conditional UPDATE on the order (`… WHERE status = 'cod' AND cod_state IN (…)
AND fulfilment IN (…)`) that records who and when; only the call whose row count is 1 writes the
timeline row, gives the stock back, gives the account's open-COD slot back and issues the
document, in the same transaction. A repeated move to where the order already is answers the
order as it is (a double click is not an error).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, select, update
from sqlalchemy.orm import Session

from khadi.catalog.service import catalog_version
from khadi.cod import errors
from khadi.cod.checkout import give_back_slot
from khadi.discounts.service import keep_use, release_use
from khadi.errors import Text
from khadi.events import EventBus, publish_catalog_changed, publish_user_event
from khadi.invoices.issue import issue_credit_note, issue_for_order, sale_document
from khadi.kit.time import utcnow
from khadi.orders import errors as order_errors
from khadi.orders.fulfilment import advance, clean_shipment
from khadi.orders.models import (
    CANCELLED,
    COD_CANCELLED,
    COD_CONFIRMED,
    COD_PLACED,
    COD_RETURNED,
    DELIVERED,
    PACKED,
    SHIPPED,
    STATUS_COD,
    UNFULFILLED,
    FulfilmentEvent,
    Order,
)
from khadi.orders.notices import queue_fulfilment_notice
from khadi.orders.schemas import FulfilmentIn
from khadi.orders.service import fresh_order
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.holds import return_sold
from khadi.stock.version import bump_stock_version

ORDERS = cast(Table, Order.__table__)
_O = ORDERS.c

CONFIRM = "confirmed"
CANCEL = "cancelled"
RETURNED = "returned"
COD_CANCELLED_MAIL = "cod_cancelled"  # mail.messages.order_progress's state

# move → (cod states it may start from, fulfilment states it may start from, what it sets)
_MOVES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    CONFIRM: ((COD_PLACED,), (UNFULFILLED,)),
    CANCEL: ((COD_PLACED, COD_CONFIRMED), (UNFULFILLED, PACKED)),
    RETURNED: ((COD_CONFIRMED,), (SHIPPED,)),
}
_REFUSED = {CONFIRM: errors.CANNOT_CONFIRM, CANCEL: errors.CANNOT_CANCEL,
            RETURNED: errors.CANNOT_RETURN}  # fmt: skip
_CODES = {CONFIRM: "cod.cannot_confirm", CANCEL: "cod.cannot_cancel",
          RETURNED: "cod.cannot_return"}  # fmt: skip


def _values(move: str, by: str | None, now: datetime) -> dict[str, Any]:
    if move == CONFIRM:
        return {"cod_state": COD_CONFIRMED, "cod_confirmed_at": now, "cod_confirmed_by": by}
    closed = {"cod_closed_at": now, "cod_closed_by": by}
    if move == CANCEL:
        return {"cod_state": COD_CANCELLED, "fulfilment": CANCELLED, **closed}
    return {"cod_state": COD_RETURNED, **closed}


def move(
    session: Session, order_id: str, to: str, by: str | None, now: datetime | None = None
) -> bool:
    """confirm, cancel or returned, inside the caller's transaction; True when this call made
    the move (and its effects)."""
    now = now or utcnow()
    cod_from, fulfilment_from = _MOVES[to]
    before = session.scalar(select(_O.fulfilment).where(_O.id == order_id)) or UNFULFILLED
    result = session.execute(
        update(ORDERS)
        .where(
            _O.id == order_id,
            _O.status == STATUS_COD,
            _O.cod_state.in_(cod_from),
            _O.fulfilment.in_(fulfilment_from),
        )
        .values(updated_at=now, **_values(to, by, now))
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        return False
    order = fresh_order(session, order_id)
    assert order is not None
    session.add(
        FulfilmentEvent(order_id=order_id, from_state=before, to_state=to, by_user_id=by, at=now)
    )
    if to in (CANCEL, RETURNED):
        threshold = read_stock_settings(session).low_stock_threshold
        change = return_sold(session, order_id, now=now, threshold=threshold, user_id=by)
        if change.visible:
            bump_stock_version(session)
        give_back_slot(session, order.user_id)
    if to == CANCEL:  # issue 31: cancelled before it was paid: its code's use back, once
        release_use(session, order_id, now)
    if to == RETURNED:  # … but a parcel refused at the door keeps it
        keep_use(session, order_id, now)
    if to == RETURNED and sale_document(session, order_id) is not None:
        issue_credit_note(session, order, f"rto_{order_id}", order.amount, now)
    if to == CANCEL:  # nothing was paid: the COD wording, not the refund's; once (its dedupe key)
        queue_fulfilment_notice(session, order, COD_CANCELLED_MAIL)
    session.flush()
    return True


def advance_cod(
    session: Session, order_id: str, to: str, by: str | None, form: FulfilmentIn | None = None
) -> bool:
    """packed, shipped or delivered of a confirmed COD order, inside the caller's transaction.
    Shipping issues the invoice; delivery (the cash collected) gives the account's slot back."""
    shipment = clean_shipment(form) if to == SHIPPED and form is not None else None
    now = utcnow()
    if not advance(session, order_id, to, by, shipment, now, cod=True):
        return False
    order = fresh_order(session, order_id)
    assert order is not None
    if to == SHIPPED:
        issue_for_order(session, order, now)
    if to == DELIVERED:
        give_back_slot(session, order.user_id)
        keep_use(session, order_id, now)  # issue 31: the code's use is kept for good
    session.flush()
    return True


def is_cod(session: Session, order_id: str) -> bool:
    return session.scalar(select(_O.status).where(_O.id == order_id)) == STATUS_COD


def _done(order: Order, to: str) -> bool:
    if to in (CONFIRM, RETURNED):
        return order.cod_state == to
    if to == CANCEL:
        return order.cod_state == COD_CANCELLED
    return order.fulfilment == to


def _settle(
    session: Session, order_id: str, to: str, moved: bool, events: EventBus | None
) -> Order:
    """Commit a move that happened and tell the shopper's tabs, or explain why it did not — a
    double click that finds the order already there is answered the same."""
    if moved:
        session.commit()
    else:
        session.rollback()
    current = fresh_order(session, order_id)
    assert current is not None
    if not moved and not _done(current, to):
        if to in _REFUSED:
            state = current.cod_state if current.fulfilment == UNFULFILLED else current.fulfilment
            raise errors.MoveRefused(Text(_CODES[to], _REFUSED[to], state=state))
        if current.cod_state == COD_PLACED:
            raise errors.MoveRefused(errors.NOT_CONFIRMED)
        raise order_errors.FulfilmentRefused(order_errors.already(current.fulfilment))
    if moved and events is not None:
        publish_user_event(
            events, current.user_id, "orders", {"orderId": order_id, "status": current.status}
        )
        if to in (CANCEL, RETURNED):
            publish_catalog_changed(events, catalog_version(session))
    return current


def cod_order(session: Session, order_id: str) -> Order:
    order = fresh_order(session, order_id)
    if order is None:
        raise order_errors.OrderNotFound(order_errors.ORDER_NOT_FOUND)
    if order.status != STATUS_COD:
        raise errors.MoveRefused(errors.NOT_COD)
    return order


def admin_move(
    session: Session, order_id: str, to: str, admin_id: str, events: EventBus | None = None
) -> Order:
    """The dashboard's confirm, cancel or returned (committed)."""
    cod_order(session, order_id)
    moved = move(session, order_id, to, admin_id)
    return _settle(session, order_id, to, moved, events)


def admin_advance(
    session: Session,
    order_id: str,
    to: str,
    admin_id: str,
    form: FulfilmentIn,
    events: EventBus | None = None,
) -> Order:
    """The dashboard's packed, shipped or delivered of a COD order (committed)."""
    cod_order(session, order_id)
    if to == SHIPPED:
        clean_shipment(form)  # the courier's details are checked before anything moves
    moved = advance_cod(session, order_id, to, admin_id, form)
    return _settle(session, order_id, to, moved, events)
