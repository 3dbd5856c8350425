"""Order records: reading them (the owner's list and one order, the admin listing) and their API
shapes. Status moves are in `orders.transitions`; checkout itself is in `khadi.checkout`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, func, or_, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.kit.time import as_utc
from khadi.orders.errors import ORDER_NOT_FOUND, OrderNotFound
from khadi.orders.models import (
    COD_COLLECTED,
    COD_CONFIRMED,
    PACKED,
    STATUS_COD,
    STATUS_CREATED,
    STATUS_PAID,
    UNFULFILLED,
    Order,
)
from khadi.orders.numbers import typed_serial
from khadi.orders.schemas import (
    AddressOut,
    AdminOrderOut,
    AdminOrderPage,
    CustomerOut,
    OrderItemOut,
    OrderOut,
    OrderPage,
    PaymentInfo,
    PlacedAt,
)
from khadi.orders.timeline import OrderExtras, extras_for, timeline, tracking
from khadi.tax.dates import ist_day_start

ORDER_ID_MAX = 24
_PHONE = re.compile(r"\+?[\d\s-]{4,20}")


# --- reads ------------------------------------------------------------------------------------


def get_user_order(session: Session, user_id: str, order_id: str) -> Order:
    """The user's own order; anyone else's id (or an unknown one) is 'Order not found' (404)."""
    order = None
    if 0 < len(order_id) <= ORDER_ID_MAX:
        order = session.scalar(
            select(Order)
            .where(Order.id == order_id, Order.user_id == user_id)
            .execution_options(populate_existing=True)
        )
    if order is None:
        raise OrderNotFound(ORDER_NOT_FOUND)
    return order


def fresh_order(session: Session, order_id: str) -> Order | None:
    return session.scalar(
        select(Order).where(Order.id == order_id).execution_options(populate_existing=True)
    )


def user_order_page(session: Session, user_id: str, *, page: int, page_size: int) -> OrderPage:
    """The user's orders, newest first (spec §2 /orders)."""
    # issue 30: an order whose payment window was closed is not shown (nothing failed; paying
    # again brings it back), unless a payment landed on it after all
    mine = and_(
        Order.user_id == user_id,
        or_(Order.status != STATUS_CREATED, Order.dismissed_at.is_(None)),
    )
    total = session.scalar(select(func.count()).select_from(Order).where(mine)) or 0
    orders = list(
        session.scalars(
            select(Order)
            .where(mine)
            .order_by(Order.placed_at.desc(), Order.id.desc())
            .offset((page - 1) * page_size)
            .limit(page_size)
            .execution_options(populate_existing=True)
        )
    )
    extras = extras_for(session, orders)
    return OrderPage(
        items=[order_out(order, extras) for order in orders],
        total=total,
        page=page,
        page_size=page_size,
    )


def user_order(session: Session, user_id: str, order_id: str) -> OrderOut:
    order = get_user_order(session, user_id, order_id)
    return order_out(order, extras_for(session, [order]))


def _like(search: str) -> str:
    escaped = search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped.lower()}%"


@dataclass(frozen=True)
class OrderFilter:
    """The dashboard's order filters (issues 16, 32). Dates are IST days, both ends included."""

    search: str = ""
    status: str | None = None
    fulfilment: str | None = None
    method: str | None = None  # 'online' | 'cod'
    placed_from: date | None = None
    placed_to: date | None = None
    state: str | None = None  # the shipping state, as India Post names it
    to_ship: bool = False
    only: ColumnElement[bool] | None = None


def _phone_digits(search: str) -> str | None:
    """A typed phone number's last ten digits ('+91 98450 12345' finds '9845012345')."""
    if not _PHONE.fullmatch(search):
        return None
    digits = re.sub(r"\D", "", search)
    return digits[-10:] if len(digits) >= 4 else None


def _search(search: str) -> ColumnElement[bool]:
    """The order's number, ids, the customer's name, e-mail or phone, the shipping name or
    mobile. A typed order number ('kkb 10423', '10423') also finds the number exactly (indexed)."""
    pattern = _like(search)
    matches: list[ColumnElement[bool]] = [
        func.lower(column).like(pattern, escape="\\")
        for column in (
            Order.number,
            Order.id,
            Order.provider_order_id,
            func.coalesce(Order.payment_id, ""),
            User.name,
            User.email,
            Order.shipping_name,
            Order.shipping_mobile,
        )
    ]
    digits = _phone_digits(search)
    if digits is not None:
        matches.append(Order.shipping_mobile.like(f"%{digits}%"))
        matches.append(User.phone.like(f"%{digits}%"))
    serial = typed_serial(search)
    if serial is not None:
        matches.append(Order.number.like(f"%-{serial}"))
    return or_(*matches)


def _conditions(where: OrderFilter) -> list[ColumnElement[bool]]:
    conditions: list[ColumnElement[bool]] = []
    if where.status:
        conditions.append(Order.status == where.status)
    if where.fulfilment:
        conditions.append(Order.fulfilment == where.fulfilment)
    if where.method:
        conditions.append(Order.payment_method == where.method)
    if where.placed_from is not None:
        conditions.append(Order.placed_at >= ist_day_start(where.placed_from))
    if where.placed_to is not None:
        conditions.append(Order.placed_at < ist_day_start(where.placed_to + timedelta(days=1)))
    if where.state:  # as typed: 'karnataka' is Karnataka
        conditions.append(func.lower(Order.shipping_state) == where.state.strip().lower())
    if where.to_ship:  # paid, or a confirmed cash-on-delivery order (issue 30)
        conditions.append(
            or_(
                Order.status == STATUS_PAID,
                and_(Order.status == STATUS_COD, Order.cod_state == COD_CONFIRMED),
            )
        )
        conditions.append(Order.fulfilment.in_((UNFULFILLED, PACKED)))
    if where.only is not None:
        conditions.append(where.only)
    search = where.search.strip()
    if search:
        conditions.append(_search(search))
    return conditions


def _ordered(query: Select[Order, User], where: OrderFilter) -> Select[Order, User]:
    """Newest first; the queues (to ship, returns) oldest first."""
    if where.to_ship or where.only is not None:
        ready_at = func.coalesce(Order.paid_at, Order.cod_confirmed_at, Order.placed_at)
        return query.order_by(ready_at, Order.id)
    return query.order_by(Order.placed_at.desc(), Order.id.desc())


def admin_order_page(
    session: Session, *, page: int, page_size: int, where: OrderFilter | None = None
) -> AdminOrderPage:
    """Every order that `where` lets through, a page of them. `to_ship`: the paid orders not yet
    shipped, oldest first (the packing queue). `only`: a further condition (the returns queue,
    from the layer above), also oldest first."""
    where = where or OrderFilter()
    query = (
        select(Order, User)
        .join(User, User.id == Order.user_id)
        .where(and_(True, *_conditions(where)))
    )
    total = session.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = session.execute(
        _ordered(query, where)
        .offset((page - 1) * page_size)
        .limit(page_size)
        .execution_options(populate_existing=True)
    ).all()
    extras = extras_for(session, [row.Order for row in rows], with_names=True)
    return AdminOrderPage(
        items=[admin_order_out(row.Order, row.User, extras) for row in rows],
        total=total,
        page=page,
        page_size=page_size,
    )


def admin_order_rows(session: Session, where: OrderFilter, limit: int) -> list[tuple[Order, User]]:
    """The orders `where` lets through, in the list's order, at most `limit` (the CSV export)."""
    query = (
        select(Order, User)
        .join(User, User.id == Order.user_id)
        .where(and_(True, *_conditions(where)))
    )
    rows = session.execute(_ordered(query, where).limit(limit)).all()
    return [(row.Order, row.User) for row in rows]


# --- shapes -----------------------------------------------------------------------------------


def item_out(item: dict[str, Any], existing: set[str]) -> OrderItemOut:
    return OrderItemOut(
        product_id=item["productId"],
        title=item.get("title") or "",
        category=item.get("category") or "",
        unit_price=item["unitPrice"],
        size=item.get("size") or "",
        type=item.get("type") or "",
        quantity=item["quantity"],
        unit=item["unit"],
        line_total=item["lineTotal"],
        discount=int(item.get("discount") or 0),
        product_exists=item["productId"] in existing,
    )


def _order_fields(order: Order, extras: OrderExtras) -> dict[str, Any]:
    placed = as_utc(order.placed_at)
    return {
        "id": order.id,
        "number": order.number,
        "status": order.status,
        "amount": order.amount,
        "currency": order.currency,
        "placed_at": PlacedAt(
            seconds=int(placed.timestamp()), nanoseconds=placed.microsecond * 1000
        ),
        "placed_at_iso": placed,
        "paid_at": None if order.paid_at is None else as_utc(order.paid_at),
        "payment_info": PaymentInfo(amount=order.amount, payment_id=order.payment_id),
        "provider_order_id": order.provider_order_id,
        "cart_total_items": order.cart_total_items,
        "items": [item_out(item, extras.existing) for item in order.items],
        "address": AddressOut(
            name=order.shipping_name,
            address=order.shipping_address,
            pincode=order.shipping_pincode,
            mobile=order.shipping_mobile,
            house=order.shipping_house,
            locality=order.shipping_locality,
            city=order.shipping_city,
            district=order.shipping_district,
            state=order.shipping_state,
        ),
        "delivery_fee": order.delivery_fee,
        "refunded_amount": order.refunded_amount,
        "fulfilment": order.fulfilment,
        "tracking": tracking(order),
        "timeline": timeline(order, extras),
        # filled by `khadi.returns.view` (returns sit above orders in the layers)
        "returns": [],
        "returnable_until": None,
        "returnable": [],
        "payment_method": order.payment_method,
        "cod_fee": order.cod_fee,
        "discount_code": order.discount_code,
        "discount_amount": order.discount_amount,
        "cod_state": order.cod_state,
        "cod_collected_at": as_utc(order.cod_closed_at)
        if order.cod_state == COD_COLLECTED and order.cod_closed_at is not None
        else None,
    }


def order_out(order: Order, extras: OrderExtras) -> OrderOut:
    return OrderOut(**_order_fields(order, extras))


def admin_order_out(order: Order, user: User, extras: OrderExtras) -> AdminOrderOut:
    return AdminOrderOut(
        **_order_fields(order, extras),
        customer=CustomerOut(id=user.id, name=user.name, email=user.email),
        provider=order.provider,
        stock_short=order.stock_short,
        dismissed_at=order.dismissed_at if order.status == STATUS_CREATED else None,
    )


def admin_order(session: Session, order_id: str) -> AdminOrderOut:
    """One order for the dashboard's order page; an unknown id is 'Order not found' (404)."""
    row = None
    if 0 < len(order_id) <= ORDER_ID_MAX:
        row = session.execute(
            select(Order, User)
            .join(User, User.id == Order.user_id)
            .where(Order.id == order_id)
            .execution_options(populate_existing=True)
        ).first()
    if row is None:
        raise OrderNotFound(ORDER_NOT_FOUND)
    return admin_order_out(row.Order, row.User, extras_for(session, [row.Order], with_names=True))
