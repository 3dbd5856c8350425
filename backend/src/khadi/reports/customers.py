"""The dashboard's Customers tab (issue 32): every shopper's account with what they bought —
orders sold, the total spent (less refunds, as the dashboard's net sales count it) and their
latest order — searched, sorted and paged by the database; and one customer's page."""

from __future__ import annotations

from typing import Any, Literal

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from khadi.accounts.models import ROLE_USER, User
from khadi.addresses.book import list_addresses
from khadi.kit.time import as_utc
from khadi.orders.models import Order
from khadi.orders.reports import SOLD
from khadi.reports import errors
from khadi.reports.schemas import (
    CustomerDetail,
    CustomerOrder,
    CustomerPage,
    CustomerReturn,
    CustomerRow,
)
from khadi.returns.models import Return

Sort = Literal["name", "email", "orders", "spent", "last"]
Direction = Literal["asc", "desc"]


def _bought() -> Any:
    return (
        select(
            Order.user_id.label("user_id"),
            func.count().label("orders"),
            func.sum(Order.amount - Order.refunded_amount).label("spent"),
            func.max(Order.placed_at).label("last"),
        )
        .where(SOLD)
        .group_by(Order.user_id)
        .subquery()
    )


def _matching(search: str) -> Any:
    escaped = search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    pattern = f"%{escaped.lower()}%"
    return or_(
        func.lower(User.name).like(pattern, escape="\\"),
        func.lower(User.email).like(pattern, escape="\\"),
        User.phone.like(pattern, escape="\\"),
    )


def _out(user: User, orders: Any, spent: Any, last: Any) -> CustomerRow:
    return CustomerRow(
        id=user.id, name=user.name, email=user.email, phone=user.phone,
        orders=int(orders or 0), total_spent=int(spent or 0),
        last_order=None if last is None else as_utc(last), joined=as_utc(user.time),
    )  # fmt: skip


def customer_page(
    session: Session,
    *,
    page: int,
    page_size: int,
    search: str = "",
    sort: Sort = "last",
    direction: Direction = "desc",
) -> CustomerPage:
    bought = _bought()
    orders = func.coalesce(bought.c.orders, 0)
    spent = func.coalesce(bought.c.spent, 0)
    columns = {"name": func.lower(User.name), "email": User.email, "orders": orders,
               "spent": spent, "last": bought.c.last}  # fmt: skip
    key = columns[sort].desc() if direction == "desc" else columns[sort].asc()
    query = (
        select(User, orders, spent, bought.c.last)
        .outerjoin(bought, bought.c.user_id == User.id)
        .where(User.role == ROLE_USER)
    )
    search = search.strip()
    if search:
        query = query.where(_matching(search))
    counted = select(func.count()).select_from(User).where(User.role == ROLE_USER)
    total = session.scalar(counted.where(_matching(search)) if search else counted) or 0
    rows = session.execute(
        query.order_by(key.nulls_last(), User.id).offset((page - 1) * page_size).limit(page_size)
    ).all()
    return CustomerPage(
        items=[_out(*row) for row in rows], total=total, page=page, page_size=page_size
    )


def customer_detail(session: Session, user_id: str) -> CustomerDetail:
    user = session.get(User, user_id)
    if user is None or user.role != ROLE_USER:
        raise errors.CustomerNotFound(errors.CUSTOMER_NOT_FOUND)
    spent = func.sum(Order.amount - Order.refunded_amount)
    figures = session.execute(
        select(func.count(), spent, func.max(Order.placed_at)).where(SOLD, Order.user_id == user_id)
    ).one()
    orders = session.scalars(
        select(Order).where(Order.user_id == user_id).order_by(Order.placed_at.desc(), Order.id)
    ).all()
    returns = session.scalars(
        select(Return).where(Return.user_id == user_id).order_by(Return.requested_at.desc())
    ).all()
    return CustomerDetail(
        customer=_out(user, *figures),
        orders=[
            CustomerOrder(
                id=o.id, placed_at=as_utc(o.placed_at), status=o.status,
                payment_method=o.payment_method, cod_state=o.cod_state, fulfilment=o.fulfilment,
                amount=o.amount, refunded_amount=o.refunded_amount, lines=len(o.items or []),
            )
            for o in orders
        ],
        addresses=list_addresses(session, user_id),
        returns=[
            CustomerReturn(
                id=r.id, order_id=r.order_id, status=r.status, reason=r.reason, amount=r.amount,
                requested_at=as_utc(r.requested_at),
            )
            for r in returns
        ],
    )  # fmt: skip
