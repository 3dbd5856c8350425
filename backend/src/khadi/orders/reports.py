"""Figures over orders for the dashboard: its stat cards (spec §2) and the sales total."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog.models import Product
from khadi.orders.models import STATUS_PAID, Order
from khadi.orders.schemas import StatsOut


def paid_sales_total(session: Session) -> int:
    """Sum, in paise, of the amounts of orders whose status is 'paid'."""
    total = session.scalar(
        select(func.coalesce(func.sum(Order.amount), 0)).where(Order.status == STATUS_PAID)
    )
    return int(total or 0)


def dashboard_stats(session: Session) -> StatsOut:
    """spec §2 dashboard: Total Products, Total Users, Total Sales."""
    return StatsOut(
        total_products=session.scalar(select(func.count()).select_from(Product)) or 0,
        total_users=session.scalar(select(func.count()).select_from(User)) or 0,
        total_sales=paid_sales_total(session),
    )
