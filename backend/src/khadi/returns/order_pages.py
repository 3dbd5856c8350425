"""The order pages, put together (issue 16): the shopper's list and page, and the dashboard's.

Each is the order as the orders area reads it, with what returns adds (its returns, the day
they close, what each line can still return: `view.with_returns`) and, on the dashboard's page,
its refunds and duplicate payments (payments). Built here because returns is the highest area an
order page shows; the routes are the orders area's (and returns', for the answers to a return).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal, TypeVar

from sqlalchemy.orm import Session

from khadi.invoices.service import with_invoice_flags
from khadi.orders import service as orders
from khadi.orders.schemas import AdminOrderPage, OrderOut, OrderPage
from khadi.payments import duplicates, refunds
from khadi.returns.schemas import AdminOrderDetail
from khadi.returns.view import with_open_returns, with_returns

OrderView = Literal["all", "to-ship", "returns"]
OrderT = TypeVar("OrderT", bound=OrderOut)


def _shown(session: Session, outs: list[OrderT]) -> list[OrderT]:
    """The orders as a page shows them: with their returns and whether an invoice is issued."""
    return with_invoice_flags(session, with_returns(session, outs))


def user_order_page(session: Session, user_id: str, *, page: int, page_size: int) -> OrderPage:
    """The shopper's orders, newest first, each with its returns."""
    result = orders.user_order_page(session, user_id, page=page, page_size=page_size)
    return result.model_copy(update={"items": _shown(session, result.items)})


def user_order(session: Session, user_id: str, order_id: str) -> OrderOut:
    """The shopper's own order with its returns (anyone else's: 404)."""
    return _shown(session, [orders.user_order(session, user_id, order_id)])[0]


def order_filter(where: orders.OrderFilter, view: OrderView) -> orders.OrderFilter:
    """The filters with `view`'s queue: 'to-ship' or 'returns' picks the orders to act on."""
    return replace(
        where,
        to_ship=view == "to-ship",
        only=with_open_returns() if view == "returns" else None,
    )


def admin_order_page(
    session: Session,
    *,
    page: int,
    page_size: int,
    where: orders.OrderFilter,
    view: OrderView,
) -> AdminOrderPage:
    """The dashboard's Orders tab."""
    result = orders.admin_order_page(
        session, page=page, page_size=page_size, where=order_filter(where, view)
    )
    return result.model_copy(update={"items": _shown(session, result.items)})


def admin_order_detail(session: Session, order_id: str) -> AdminOrderDetail:
    """The order page: the order with its returns, refunds and what is left to refund."""
    order = _shown(session, [orders.admin_order(session, order_id)])[0]
    return AdminOrderDetail(
        **order.model_dump(),
        refunds=refunds.refunds_of(session, order_id),
        refundable=order.amount - order.refunded_amount if order.status == "paid" else 0,
        duplicates=duplicates.duplicates_of(session, order_id),
    )
