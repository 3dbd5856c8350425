"""The shop's answer to a return (issue 16):

    requested → accepted → received (refunded for its lines; items back in stock if asked)
    requested → declined (with a reason)

Every move is ONE conditional UPDATE
    UPDATE order_returns SET status = :to, … WHERE id = :id AND status = :from
whose row count says whether THIS call made it; only that call queues the shopper's e-mail,
puts stock back and asks for the refund, in the same transaction (the refund request commits
it: `payments.refunds.request_refund`, keyed `return_<id>`, so a retry is the same refund). So 20
racing 'received' clicks on two instances make one refund, one restock and one e-mail. A repeat
of the move already made is answered with the order as it is; any other move is a 409.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.errors import Text
from khadi.events import EventBus, publish_user_event
from khadi.kit.time import utcnow
from khadi.mail.messages import return_update
from khadi.mail.outbox import enqueue
from khadi.orders.models import Order
from khadi.orders.refunds import refundable
from khadi.payments.provider import PaymentProvider
from khadi.payments.refunds import request_refund
from khadi.returns import errors
from khadi.returns.models import ACCEPTED, DECLINED, RECEIVED, REQUESTED, Return
from khadi.returns.service import return_facts
from khadi.returns.view import refund_key
from khadi.shop.identity import read_identity
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.holds import put_back_lines
from khadi.stock.levels import Variant
from khadi.stock.version import bump_stock_version

RETURNS = cast(Table, Return.__table__)
_R = RETURNS.c
DECLINE_REASON_MAX = 300
ID_MAX = 24


def find_return(session: Session, return_id: str) -> Return:
    ret = None
    if 0 < len(return_id) <= ID_MAX:
        ret = session.scalar(
            select(Return).where(Return.id == return_id).execution_options(populate_existing=True)
        )
    if ret is None:
        raise errors.ReturnNotFound(errors.RETURN_NOT_FOUND)
    return ret


def _move(session: Session, return_id: str, from_state: str, **values: Any) -> bool:
    result = session.execute(
        update(RETURNS).where(_R.id == return_id, _R.status == from_state).values(**values)
    )
    return cast(CursorResult[Any], result).rowcount == 1


def _order(session: Session, ret: Return) -> Order:
    order = session.get(Order, ret.order_id, populate_existing=True)
    assert order is not None  # a return belongs to an order that exists
    return order


def _tell(events: EventBus | None, order: Order) -> None:
    if events is not None:
        publish_user_event(
            events, order.user_id, "orders", {"orderId": order.id, "status": order.status}
        )


def _settled(session: Session, return_id: str, to: str, message: Callable[[str], Text]) -> Return:
    """A move that did not happen: fine if the return is already there (a double click)."""
    session.rollback()
    current = find_return(session, return_id)
    if current.status != to:
        raise errors.ReturnRefused(message(current.status))
    return current


def _decide(
    session: Session,
    return_id: str,
    to: str,
    admin_id: str,
    events: EventBus | None,
    decline_reason: str = "",
) -> Return:
    ret = find_return(session, return_id)
    now = utcnow()
    values: dict[str, Any] = {"status": to, "decided_at": now, "decided_by": admin_id}
    if to == DECLINED:
        values["decline_reason"] = decline_reason
    if not _move(session, return_id, REQUESTED, **values):
        return _settled(session, return_id, to, errors.not_requested)
    session.refresh(ret)
    order = _order(session, ret)
    message = return_update.build(
        read_identity(session), return_facts(session, order, ret), to, decline_reason
    )
    enqueue(session, message, f"return-{to}:{ret.id}")
    session.commit()
    _tell(events, order)
    return ret


def accept(
    session: Session, return_id: str, admin_id: str, events: EventBus | None = None
) -> Return:
    return _decide(session, return_id, ACCEPTED, admin_id, events)


def clean_decline_reason(reason: str) -> str:
    reason = reason.strip()
    if not reason:
        raise errors.InvalidReturn(
            errors.DECLINE_REASON_REQUIRED, fields={"reason": errors.DECLINE_REASON_REQUIRED}
        )
    if len(reason) > DECLINE_REASON_MAX:
        raise errors.InvalidReturn(
            errors.DECLINE_REASON_TOO_LONG, fields={"reason": errors.DECLINE_REASON_TOO_LONG}
        )
    return reason


def decline(
    session: Session,
    return_id: str,
    admin_id: str,
    reason: str,
    events: EventBus | None = None,
) -> Return:
    reason = clean_decline_reason(reason)
    return _decide(session, return_id, DECLINED, admin_id, events, reason)


def _restock(session: Session, order: Order, ret: Return, admin_id: str, now: datetime) -> None:
    lines = []
    for line in ret.lines:
        item = order.items[int(line["line"])]
        variant = Variant(item["productId"], item.get("size") or "", item.get("type") or "")
        quantity = float(line["quantity"])
        stored = round(quantity * 4) if item["unit"] == "metre" else round(quantity)
        lines.append((variant, stored))
    threshold = read_stock_settings(session).low_stock_threshold
    change = put_back_lines(
        session, order.id, lines, now=now, threshold=threshold, user_id=admin_id
    )
    if change.visible:
        bump_stock_version(session)


def receive(
    session: Session,
    provider: PaymentProvider,
    return_id: str,
    admin_id: str,
    *,
    restock: bool,
    events: EventBus | None = None,
) -> Return:
    """The accepted return's items arrived: refund its lines (never more than the order has
    left to refund) and, if asked, put them back in stock; once, however many clicks race."""
    ret = find_return(session, return_id)
    now = utcnow()
    values = {"status": RECEIVED, "received_at": now, "received_by": admin_id}
    if not _move(session, return_id, ACCEPTED, **values, restocked=restock):
        return _settled(session, return_id, RECEIVED, errors.not_accepted)
    session.refresh(ret)
    order = _order(session, ret)
    if restock:
        _restock(session, order, ret, admin_id, now)
    amount = min(ret.amount, refundable(session, order.id))
    if amount > 0:  # commits the move with the refund's hold, or rolls both back (409)
        request_refund(
            session, provider, order.id, amount, refund_key(ret.id), admin_id=admin_id,
            reason=f"Return {ret.id}",
        )  # fmt: skip
    else:
        session.commit()
    _tell(events, order)
    return find_return(session, return_id)
