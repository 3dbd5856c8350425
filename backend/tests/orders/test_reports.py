"""Figures over orders for other areas' reports (orders.reports)."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.orders.reports import paid_sales_total
from tests.factories import make_order


def test_sales_are_zero_without_paid_orders(
    db_session: Session, make_user: Callable[..., User]
) -> None:
    assert paid_sales_total(db_session) == 0
    shopper = make_user()
    make_order(db_session, shopper.id, status="created", amount=99999)
    make_order(db_session, shopper.id, status="failed", amount=12345)
    assert paid_sales_total(db_session) == 0


def test_sales_sum_paid_orders_in_paise(
    db_session: Session, make_user: Callable[..., User]
) -> None:
    shopper = make_user()
    for status, amount in (("paid", 149950), ("paid", 50), ("created", 99999), ("failed", 12345)):
        make_order(db_session, shopper.id, status=status, amount=amount)
    assert paid_sales_total(db_session) == 150000
