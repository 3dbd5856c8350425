"""Dashboard totals (spec §2 stat cards)."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.factories import make_order, make_product

STATS = "/api/v1/admin/stats"


def test_totals_count_products_and_users(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    for n in range(3):
        make_product(db_session, title=f"Kurta {n}")
    make_user()
    make_user()

    response = admin_client.get(STATS)

    assert response.status_code == 200
    body = response.json()
    assert body["totalProducts"] == 3
    assert body["totalUsers"] == 3  # two shoppers and the admin
    assert isinstance(body["totalSales"], int)


def test_total_sales_sum_paid_orders_in_paise(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    """The stat card shows orders' own figure (orders.reports.paid_sales_total)."""
    assert admin_client.get(STATS).json()["totalSales"] == 0
    shopper = make_user()
    for status, amount in (("paid", 149950), ("paid", 50), ("created", 99999), ("failed", 12345)):
        make_order(db_session, shopper.id, status=status, amount=amount)

    assert admin_client.get(STATS).json()["totalSales"] == 150000


def test_net_sales_take_off_what_paid_orders_refunded(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    shopper = make_user()
    make_order(db_session, shopper.id, status="paid", amount=100000, refunded_amount=25050)
    make_order(db_session, shopper.id, status="paid", amount=50000)
    make_order(db_session, shopper.id, status="created", amount=99999)

    body = admin_client.get(STATS).json()
    assert (body["totalSales"], body["netSales"]) == (150000, 124950)
