"""Dashboard totals (spec §2 stat cards)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.admin.service import paid_sales_total
from tests.factories import make_product

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


def test_sales_are_zero_without_an_orders_table() -> None:
    engine = create_engine("sqlite://")
    with Session(engine) as session:
        assert paid_sales_total(session) == 0
        session.execute(text("CREATE TABLE orders (id TEXT, state TEXT, total INTEGER)"))
        assert paid_sales_total(session) == 0  # not the columns it needs


@pytest.mark.parametrize("amount_type", ["INTEGER", "BIGINT"])
def test_sales_sum_paid_orders_in_paise(amount_type: str) -> None:
    engine = create_engine("sqlite://")
    with Session(engine) as session:
        session.execute(text(f"CREATE TABLE orders (id TEXT, status TEXT, amount {amount_type})"))
        session.execute(
            text(
                "INSERT INTO orders VALUES ('a', 'paid', 149950), ('b', 'paid', 50), "
                "('c', 'created', 99999), ('d', 'failed', 12345)"
            )
        )
        assert paid_sales_total(session) == 150000
