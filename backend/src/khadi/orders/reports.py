"""Figures over orders for the dashboard: its stat cards (spec §2) and the sales total."""

from __future__ import annotations

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog.models import Product
from khadi.orders.models import COD_COLLECTED, STATUS_COD, STATUS_PAID, Order
from khadi.orders.schemas import StatsOut

# paid online, or (issue 30) paid in cash: a cash-on-delivery order once its cash is collected
SOLD = or_(
    Order.status == STATUS_PAID, and_(Order.status == STATUS_COD, Order.cod_state == COD_COLLECTED)
)


def paid_sales_total(session: Session) -> int:
    """Sum, in paise, of the amounts of orders whose status is 'paid' (or paid in cash)."""
    total = session.scalar(select(func.coalesce(func.sum(Order.amount), 0)).where(SOLD))
    return int(total or 0)


def paid_and_net_sales(session: Session) -> tuple[int, int]:
    """The paid orders' amounts, and the same less what they have refunded (a refund counts from
    when it is held for the provider; one the provider refuses is given back: orders.refunds)."""
    row = session.execute(
        select(
            func.coalesce(func.sum(Order.amount), 0),
            func.coalesce(func.sum(Order.amount - Order.refunded_amount), 0),
        ).where(SOLD)
    ).one()
    return int(row[0] or 0), int(row[1] or 0)


def dashboard_stats(session: Session) -> StatsOut:
    """spec §2 dashboard: Total Products, Total Users, Total Sales; and net sales after refunds
    beside it (issue 28)."""
    total, net = paid_and_net_sales(session)
    return StatsOut(
        total_products=session.scalar(select(func.count()).select_from(Product)) or 0,
        total_users=session.scalar(select(func.count()).select_from(User)) or 0,
        total_sales=total,
        net_sales=net,
    )
