"""What an order page shows of returns (issue 16): each return with its lines, photos and
refund, the day returns close, and what each line can still be returned. Read for a page of
orders at once (three queries), and added to the OrderOut the orders area built."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, select
from sqlalchemy.orm import Session

from khadi.kit.time import as_utc, utcnow
from khadi.orders.models import COD_COLLECTED, DELIVERED, STATUS_COD, STATUS_PAID, Order
from khadi.orders.schemas import (
    OrderItemOut,
    OrderOut,
    RefundOut,
    ReturnableLine,
    ReturnLineOut,
    ReturnOut,
    ReturnPhotoRef,
)
from khadi.payments.refund_models import Refund
from khadi.payments.refunds import refund_out
from khadi.returns.errors import RETURN_DAYS
from khadi.returns.models import CLAIMING_STATES, OPEN_STATES, Return, ReturnPhoto
from khadi.returns.photos import photo_url

OrderT = TypeVar("OrderT", bound=OrderOut)
WINDOW = timedelta(days=RETURN_DAYS)


def refund_key(return_id: str) -> str:
    """The refund's idempotency key: one refund per return, however often it is received."""
    return f"return_{return_id}"


def line_amount(item: dict[str, Any] | OrderItemOut, quantity: float, before: float = 0.0) -> int:
    """Paise a returned line is worth: what the shopper paid for those pieces (issue 31: the
    line's total less its share of a discount code); a fabric line what was paid for it whole.
    Pieces of a discounted line: the paid amount over the pieces, floored cumulatively
    (`before`: pieces of the line earlier returns claim), so the line's returns add up to
    exactly what was paid for it. Without a discount: unit price × pieces."""
    if isinstance(item, OrderItemOut):
        unit, total, discount = item.unit, item.line_total, item.discount
        pieces = float(item.quantity)
    else:
        unit, total = item["unit"], item["lineTotal"]
        discount, pieces = int(item.get("discount") or 0), float(item["quantity"])
    paid = int(total) - int(discount)
    if unit == "metre" or pieces <= 0:
        return paid
    bought, done, wanted = int(pieces), int(before), int(quantity)
    return paid * (done + wanted) // bought - paid * done // bought


def returns_until(delivered_at: datetime | None) -> datetime | None:
    """The last moment a return may be asked for."""
    return None if delivered_at is None else as_utc(delivered_at) + WINDOW


def claimed(returns: Sequence[Return]) -> dict[int, float]:
    """Per order line, what returns that are not declined already claim."""
    taken: dict[int, float] = defaultdict(float)
    for ret in returns:
        if ret.status in CLAIMING_STATES:
            for line in ret.lines:
                taken[int(line["line"])] += float(line["quantity"])
    return taken


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def returnable_lines(
    items: Sequence[OrderItemOut], returns: Sequence[Return]
) -> list[ReturnableLine]:
    taken = claimed(returns)
    left = []
    for index, item in enumerate(items):
        rest = float(item.quantity) - taken.get(index, 0.0)
        if item.unit == "metre" and taken.get(index, 0.0) > 0:
            rest = 0.0  # a fabric line goes back whole, once
        if rest > 0:
            left.append(ReturnableLine(line=index, quantity=_number(rest)))
    return left


def return_out(
    ret: Return, items: Sequence[OrderItemOut], photos: list[str], refund: RefundOut | None
) -> ReturnOut:
    lines = []
    for line in ret.lines:
        index, quantity = int(line["line"]), line["quantity"]
        item = items[index]
        lines.append(
            ReturnLineOut(
                line=index,
                title=item.title,
                size=item.size,
                type=item.type,
                quantity=_number(quantity),
                unit=item.unit,
                amount=line_amount(item, quantity),
            )
        )
    return ReturnOut(
        id=ret.id,
        status=ret.status,
        reason=ret.reason,
        note=ret.note,
        lines=lines,
        amount=ret.amount,
        photos=[ReturnPhotoRef(id=p, url=photo_url(p)) for p in photos],
        decline_reason=ret.decline_reason,
        requested_at=as_utc(ret.requested_at),
        decided_at=None if ret.decided_at is None else as_utc(ret.decided_at),
        received_at=None if ret.received_at is None else as_utc(ret.received_at),
        refund=refund,
    )


def _refund_out(refund: Refund) -> RefundOut:

    return refund_out(refund)


def _delivered_at(out: OrderOut) -> datetime | None:
    moments = [entry.at for entry in out.timeline if entry.state == DELIVERED]
    return moments[-1] if moments else None


def with_open_returns() -> ColumnElement[bool]:
    """Orders with a return the shop still has to answer or receive (the Returns view)."""
    return Order.id.in_(select(Return.order_id).where(Return.status.in_(OPEN_STATES)))


def with_returns(session: Session, outs: list[OrderT], now: datetime | None = None) -> list[OrderT]:
    """The orders with their returns, closing time and what can still be returned."""
    now = now or utcnow()
    ids = [out.id for out in outs]
    if not ids:
        return outs
    by_order: dict[str, list[Return]] = defaultdict(list)
    rows = session.scalars(
        select(Return)
        .where(Return.order_id.in_(ids))
        .order_by(Return.requested_at, Return.id)
        .execution_options(populate_existing=True)
    )
    for ret in rows:
        by_order[ret.order_id].append(ret)
    return_ids = [ret.id for rets in by_order.values() for ret in rets]
    photos: dict[str, list[str]] = defaultdict(list)
    refunds: dict[str, RefundOut] = {}
    if return_ids:
        for photo_id, return_id in session.execute(
            select(ReturnPhoto.id, ReturnPhoto.return_id)
            .where(ReturnPhoto.return_id.in_(return_ids))
            .order_by(ReturnPhoto.created_at, ReturnPhoto.id)
        ):
            photos[return_id or ""].append(photo_id)
        keys = {refund_key(rid): rid for rid in return_ids}
        for refund in session.scalars(
            select(Refund).where(Refund.order_id.in_(ids), Refund.idempotency_key.in_(keys))
        ):
            refunds[keys[refund.idempotency_key]] = _refund_out(refund)
    filled = []
    for out in outs:
        rets = by_order.get(out.id, [])
        until = returns_until(_delivered_at(out))
        cod_collected = out.status == STATUS_COD and out.cod_state == COD_COLLECTED
        took = out.status == STATUS_PAID or cod_collected
        open_ = until is not None and until > now and took
        open_ = open_ and out.fulfilment == DELIVERED
        update = {
            "returns": [return_out(r, out.items, photos[r.id], refunds.get(r.id)) for r in rets],
            "returnable_until": until if open_ else None,
            "returnable": returnable_lines(out.items, rets) if open_ else [],
        }
        filled.append(out.model_copy(update=update))
    return filled
