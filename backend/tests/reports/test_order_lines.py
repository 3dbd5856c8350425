"""The sales reports' order lines (issue 32) say exactly what the orders they come from say: one
row per snapshot line, written with an online checkout and a cash-on-delivery one, counted as
sold from the moment the order is paid or its cash collected, and filled by the migration for
the orders a store already has."""

from __future__ import annotations

from typing import Any

from alembic import command
from fastapi.testclient import TestClient
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.config import Settings
from khadi.db import Database, alembic_config
from khadi.delivery.service import load_demo_charges
from khadi.orders.models import Order, OrderLine
from tests.cod.support import SHIP, cod_checkout, save_settings
from tests.factories import make_fabric, make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok, payment_signature
from tests.stock.support import set_stock


def _lines(database: Database, order_id: str) -> list[tuple[Any, ...]]:
    with database.sessions() as session:
        rows = session.execute(
            select(OrderLine.product_id, OrderLine.title, OrderLine.category, OrderLine.revenue,
                   OrderLine.units, OrderLine.discount, OrderLine.sold_at)
            .where(OrderLine.order_id == order_id)
            .order_by(OrderLine.line_no)
        ).all()  # fmt: skip
    return [tuple(row) for row in rows]


def _expected(database: Database, order_id: str) -> list[tuple[Any, ...]]:
    """What the order's own snapshot and sale say its lines are."""
    with database.sessions() as session:
        order = session.get(Order, order_id)
        assert order is not None
        sold = order.paid_at if order.status == "paid" else None
        if order.status == "cod" and order.cod_state == "collected":
            sold = order.cod_closed_at
        return [
            (item["productId"], item["title"], item["category"], item["lineTotal"],
             float(item["quantity"]), item.get("discount", 0), sold)
            for item in order.items
        ]  # fmt: skip


def test_an_online_orders_lines_are_written_with_it_and_sold_when_it_is_paid(
    client: TestClient, shopper: User, db_session: Session, settings: Settings, database: Database
) -> None:
    shirt, fabric = make_product(db_session), make_fabric(db_session)
    add_line(client, shirt.id, 2, **SHIRT_M)
    add_line(client, fabric.id, 2.5)
    order = checkout_ok(client)

    placed = _lines(database, order["orderId"])
    assert placed == _expected(database, order["orderId"])
    assert [(row[0], row[4], row[6]) for row in placed] == [(shirt.id, 2.0, None),
                                                            (fabric.id, 2.5, None)]  # fmt: skip

    signature = payment_signature(settings.sandbox_key_secret, order["providerOrderId"], "pay_1")
    paid = client.post(
        "/api/v1/payments/verify",
        json={"orderId": order["orderId"], "providerOrderId": order["providerOrderId"],
              "paymentId": "pay_1", "signature": signature},
    )  # fmt: skip
    assert paid.json()["status"] == "paid"
    sold = _lines(database, order["orderId"])
    assert sold == _expected(database, order["orderId"])
    assert all(row[6] is not None for row in sold)


def test_a_cod_orders_lines_are_written_with_it_and_sold_when_its_cash_is_collected(
    client: TestClient, shopper: User, db_session: Session, database: Database,
    make_user: Any, login_as: Any, app: Any,
) -> None:  # fmt: skip
    load_demo_charges(db_session)
    with TestClient(app) as admin:
        login_as(admin, make_user(role="admin", name="Meera Admin"))
        save_settings(admin)
        shirt = make_product(db_session)
        set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 3})
        add_line(client, shirt.id, 3, **SHIRT_M)
        response = cod_checkout(client)
        assert response.status_code == 200, response.text
        order_id = response.json()["id"]
        assert _lines(database, order_id) == _expected(database, order_id)
        assert [(row[0], row[4], row[6]) for row in _lines(database, order_id)] == [
            (shirt.id, 3.0, None)
        ]

        moves = f"/api/v1/admin/orders/{order_id}"
        assert admin.post(f"{moves}/cod", json={"to": "confirmed"}).status_code == 200
        assert admin.post(f"{moves}/fulfilment", json=SHIP).status_code == 200
        assert _lines(database, order_id)[0][6] is None  # shipped is not yet a sale
        delivered = admin.post(f"{moves}/fulfilment", json={"to": "delivered"})
        assert delivered.json()["codState"] == "collected"
    collected = _lines(database, order_id)
    assert collected == _expected(database, order_id)
    assert collected[0][6] is not None


ORDER_SQL = (
    "INSERT INTO orders (id, number, user_id, status, amount, currency, cart_total_items, items, "
    "shipping_name, shipping_address, shipping_pincode, shipping_mobile, idempotency_key, "
    "provider, provider_order_id, placed_at, updated_at, paid_at, payment_method, cod_state, "
    "cod_closed_at) VALUES (:id, :id, 'u1', :status, 300000, 'INR', 2, :items, 'Asha', 'Road', "
    "'571431', '9876543210', :id, 'sandbox', :id, '2026-01-01 10:00:00', '2026-01-01 10:00:00', "
    ":paid, :method, :cod, :closed)"
)
ITEMS = (
    '[{"productId": "shirt", "title": "Handspun Khadi Shirt", "category": "shirts", '
    '"unitPrice": 89900, "quantity": 2, "lineTotal": 179800, "discount": 1200}, '
    '{"productId": "fabric", "title": "Khadi Fabric", "category": "fabrics", '
    '"unitPrice": 48000, "quantity": 2.5, "lineTotal": 120000}]'
)


def test_the_migration_fills_the_lines_of_the_orders_a_store_already_has(
    empty_database_url: str,
) -> None:
    config = alembic_config(empty_database_url)
    command.upgrade(config, "0034")
    database = Database(empty_database_url)
    orders = {  # id: (status, paid_at, method, cod_state, cod_closed_at)
        "online-paid": ("paid", "2026-01-02 09:00:00", "online", "", None),
        "online-unpaid": ("created", None, "online", "", None),
        "cod-collected": ("cod", None, "cod", "collected", "2026-01-05 12:00:00"),
        "cod-shipped": ("cod", None, "cod", "confirmed", None),
    }
    try:
        with database.engine.begin() as connection:
            connection.execute(
                text(
                    "INSERT INTO users (id, name, email, phone, password_hash, role, time) "
                    "VALUES ('u1', 'Asha', 'a@khadi.test', '9876543210', 'x', 'user', "
                    "CURRENT_TIMESTAMP)"
                )
            )
            for order_id, (status, paid, method, cod, closed) in orders.items():
                connection.execute(
                    text(ORDER_SQL),
                    {"id": order_id, "status": status, "items": ITEMS, "paid": paid,
                     "method": method, "cod": cod, "closed": closed},
                )  # fmt: skip
        command.upgrade(config, "head")
        for order_id in orders:
            assert _lines(database, order_id) == _expected(database, order_id)
        sold = {order_id: _lines(database, order_id)[0][6] for order_id in orders}
        assert {key for key, at in sold.items() if at is not None} == {
            "online-paid",
            "cod-collected",
        }
        assert _lines(database, "online-paid")[0][:6] == (
            "shirt", "Handspun Khadi Shirt", "shirts", 179800, 2.0, 1200,
        )  # fmt: skip
        assert _lines(database, "online-paid")[1][:6] == (
            "fabric", "Khadi Fabric", "fabrics", 120000, 2.5, 0,
        )  # fmt: skip
    finally:
        database.dispose()
