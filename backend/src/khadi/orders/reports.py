"""Figures over orders for other areas' reports (the admin dashboard's stat cards)."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.orders.models import STATUS_PAID, Order


def paid_sales_total(session: Session) -> int:
    """Sum, in paise, of the amounts of orders whose status is 'paid'."""
    total = session.scalar(
        select(func.coalesce(func.sum(Order.amount), 0)).where(Order.status == STATUS_PAID)
    )
    return int(total or 0)
