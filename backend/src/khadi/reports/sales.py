"""Sales at a glance (issue 32): a range of IST days, each figure grouped by the database.

The same rules as the dashboard's Total Sales and net sales (orders.reports, issue 28):
- an order counts as a sale when it is paid online (on the day it was paid, `paid_at`), or when
  the cash of a cash-on-delivery order is collected (on that day, `cod_closed_at`);
- a refund of an order's own payment counts from when it was asked (`refunds.created_at`) unless
  it failed; refunds of duplicate payments never count (they are not the order's money);
- net sales of a day = its sales less the refunds asked that day. Over all days together this is
  exactly the dashboard's net sales.
Best sellers, categories and states are of the orders sold in the range (line totals of the
goods, before refunds; delivery fees are not a product's revenue); a state's sales are whole
order amounts.

How it stays fast (≤ 200 ms for 90 days at 100,000 orders, SQLite and PostgreSQL: bench/reports.py),
three queries, each answered from an index alone:
- days and states: ONE scan of the sold orders, grouped by IST day and state (a few hundred
  rows), from the orders' covering indexes (reports/models.py); both lists are added up here;
- refunds by the day they were asked (ix_refunds_created_at);
- best sellers and categories: `order_lines` (orders/models.py, OrderLine), one row per snapshot
  line with when its order became a sale (`sold_at`), written with the order and marked sold by
  the same transaction that pays it or collects its cash. Its covering indexes hold everything
  the grouping reads, so no order's `items` JSON is parsed (that took ~2 s at 100,000 orders).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import and_, func, select, text, union_all
from sqlalchemy.orm import Session

from khadi.catalog.models import Category
from khadi.orders.models import COD_COLLECTED, STATUS_COD, STATUS_PAID, Order, OrderLine
from khadi.payments.refund_models import REFUND_FAILED, Refund
from khadi.reports.schemas import (
    CategorySales,
    DaySales,
    ProductSales,
    SalesReport,
    SalesTotals,
    StateSales,
)
from khadi.reports.sql import ist_day
from khadi.tax.dates import ist_days

TOP = 10


def average(total: int, count: int) -> int:
    """Paise per order, rounded half up; 0 for no orders."""
    return (2 * total + count) // (2 * count) if count else 0


def _sold(start: datetime, end: datetime) -> Any:
    """The orders sold in the range as (sold_at, amount, state) rows: the paid online ones and
    the collected COD ones, each read from its own covering index (models.py)."""
    online = select(Order.paid_at.label("sold_at"), Order.amount, Order.shipping_state).where(
        Order.status == STATUS_PAID, Order.paid_at >= start, Order.paid_at < end
    )
    cod = select(Order.cod_closed_at.label("sold_at"), Order.amount, Order.shipping_state).where(
        Order.cod_state == COD_COLLECTED,
        Order.cod_closed_at >= start,
        Order.cod_closed_at < end,
        Order.status == STATUS_COD,
    )
    return union_all(online, cod).subquery()


def _sold_groups(
    session: Session, start: datetime, end: datetime
) -> list[tuple[str, str, int, int]]:
    """The range's sales as (IST day, state, orders, paise) rows, one per day and state sold
    to: the days and the states are both made from this one scan of the covering indexes."""
    sold = _sold(start, end)
    day = ist_day(sold.c.sold_at).label("day")
    rows = session.execute(
        select(day, sold.c.shipping_state, func.count(), func.sum(sold.c.amount)).group_by(
            text("day"), sold.c.shipping_state
        )
    ).all()
    return [(str(r[0]), str(r[1]), int(r[2]), int(r[3] or 0)) for r in rows]


def _refunds_by_day(session: Session, start: datetime, end: datetime) -> dict[str, int]:
    day = ist_day(Refund.created_at).label("day")
    rows = session.execute(
        select(day, func.sum(Refund.amount))
        .join(Order, and_(Order.id == Refund.order_id, Order.payment_id == Refund.payment_id))
        .where(
            Refund.status != REFUND_FAILED,
            Order.status == STATUS_PAID,
            Refund.created_at >= start,
            Refund.created_at < end,
        )
        .group_by(text("day"))
    ).all()
    return {str(row[0]): int(row[1] or 0) for row in rows}


def _line_groups(session: Session, start: datetime, end: datetime) -> list[Any]:
    """The lines of the orders sold in the range, grouped by product and category: one range
    of `order_lines`' covering index (the two lists are made from these few rows)."""
    line = OrderLine
    query = (
        select(line.product_id, line.category, func.max(line.title), func.sum(line.revenue),
               func.sum(line.units))
        .where(line.sold_at >= start, line.sold_at < end)
        .group_by(line.product_id, line.category)
    )  # fmt: skip
    return list(session.execute(query).all())


def _units(value: Any) -> float:
    return round(float(value or 0), 2)


def products_and_categories(
    session: Session, start: datetime, end: datetime
) -> tuple[list[ProductSales], list[ProductSales], list[CategorySales]]:
    """Best sellers by revenue and by units (top 10 each), and every category's sales."""
    products: dict[str, list[Any]] = {}
    categories: dict[str, list[Any]] = {}
    for product_id, category, title, revenue, units in _line_groups(session, start, end):
        product = products.setdefault(str(product_id or ""), ["", 0, 0.0])
        product[0] = max(product[0], str(title or ""))
        product[1] += int(revenue or 0)
        product[2] += float(units or 0)
        group = categories.setdefault(str(category or ""), [0, 0.0])
        group[0] += int(revenue or 0)
        group[1] += float(units or 0)
    sold = [
        ProductSales(product_id=key, title=title, revenue=revenue, units=_units(units))
        for key, (title, revenue, units) in products.items()
    ]
    by_revenue = sorted(sold, key=lambda p: (-p.revenue, -p.units, p.product_id))[:TOP]
    by_units = sorted(sold, key=lambda p: (-p.units, -p.revenue, p.product_id))[:TOP]
    labels = {
        str(name): str(label)
        for name, label in session.execute(
            select(Category.name, Category.label).where(Category.name.in_(list(categories)))
        )
    }
    listed = [
        CategorySales(category=name, label=labels.get(name, name), revenue=revenue,
                      units=_units(units))
        for name, (revenue, units) in categories.items()
    ]  # fmt: skip
    return by_revenue, by_units, sorted(listed, key=lambda c: (-c.revenue, c.category))


def by_state(groups: list[tuple[str, str, int, int]]) -> list[StateSales]:
    """Each state's orders and sales, the largest sales first (then by name)."""
    states: dict[str, list[int]] = {}
    for _day, state, orders, amount in groups:
        totals = states.setdefault(state, [0, 0])
        totals[0] += orders
        totals[1] += amount
    listed = [StateSales(state=name, orders=n, sales=paise) for name, (n, paise) in states.items()]
    return sorted(listed, key=lambda s: (-s.sales, s.state))


def daily(
    session: Session, first: date, last: date, groups: list[tuple[str, str, int, int]]
) -> list[DaySales]:
    """Every day of the range, a day without sales included (a chart's line drops to nothing)."""
    start, end = ist_days(first, last)
    sales: dict[str, tuple[int, int]] = {}
    for day, _state, orders, amount in groups:
        count, paise = sales.get(day, (0, 0))
        sales[day] = (count + orders, paise + amount)
    refunds = _refunds_by_day(session, start, end)
    days = []
    for offset in range((last - first).days + 1):
        key = (first + timedelta(days=offset)).isoformat()
        orders, amount = sales.get(key, (0, 0))
        refunded = refunds.get(key, 0)
        days.append(
            DaySales(day=key, orders=orders, sales=amount, refunds=refunded,
                     net=amount - refunded, average_order=average(amount, orders))
        )  # fmt: skip
    return days


def sales_report(session: Session, first: date, last: date) -> SalesReport:
    start, end = ist_days(first, last)
    groups = _sold_groups(session, start, end)
    days = daily(session, first, last, groups)
    by_revenue, by_units, categories = products_and_categories(session, start, end)
    orders = sum(d.orders for d in days)
    amount = sum(d.sales for d in days)
    refunded = sum(d.refunds for d in days)
    totals = SalesTotals(
        orders=orders, sales=amount, refunds=refunded, net=amount - refunded,
        average_order=average(amount, orders),
    )  # fmt: skip
    return SalesReport(
        first=first,
        last=last,
        totals=totals,
        days=days,
        by_revenue=by_revenue,
        by_units=by_units,
        categories=categories,
        states=by_state(groups),
    )
