"""Order numbers a person reads out on the phone (issue 32): every order gets one, unique and in
sequence, however many checkouts race, on SQLite and PostgreSQL (KHADI_TEST_DB) and on two
instances sharing one PostgreSQL; the migration numbers the orders a store already has."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import httpx
from alembic import command
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database, alembic_config
from khadi.orders.models import Order
from khadi.orders.numbers import typed_serial
from tests.factories import make_order, make_product
from tests.invoices.support import register_shop
from tests.payments.support import SHIRT_M, add_line, start_checkout
from tests.waits import TIMEOUT, run_together

SHOPPERS = 4
CHECKOUTS_EACH = 4  # under the per-user checkout limit (10)


def _numbers(database: Database) -> list[str]:
    with database.sessions() as session:
        return list(session.scalars(select(Order.number).order_by(Order.placed_at)))


def _serials(numbers: list[str]) -> list[int]:
    return sorted(int(number.rsplit("-", 1)[1]) for number in numbers)


def test_an_order_is_shown_by_its_number_beside_its_id(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    register_shop(db_session, prefix="KKB")
    first = make_order(db_session, shopper.id)
    second = make_order(db_session, shopper.id)
    assert (first.number, second.number) == ("KKB-10001", "KKB-10002")
    mine = client.get(f"/api/v1/orders/{second.id}").json()
    assert (mine["id"], mine["number"]) == (second.id, "KKB-10002")
    listed = client.get("/api/v1/orders").json()["items"]
    assert [o["number"] for o in listed] == ["KKB-10002", "KKB-10001"]


def test_what_an_owner_types_for_a_number_is_read() -> None:
    assert typed_serial("KKB-10423") == 10423
    assert typed_serial(" kkb 10423 ") == 10423
    assert typed_serial("10423") == 10423
    assert typed_serial("Asha") is None
    assert typed_serial("98450") == 98450  # five digits may be a number; the phone match runs too


def test_many_checkouts_at_once_get_different_consecutive_numbers(
    app: FastAPI,
    live_server: Callable[[Any], str],
    make_user: Callable[..., User],
    login_as: Any,
    database: Database,
    db_session: Session,
) -> None:
    shirt = make_product(db_session)
    base = live_server(app)
    tokens = []
    for _ in range(SHOPPERS):
        with httpx.Client(base_url=base, timeout=TIMEOUT) as http:
            token = login_as(http, make_user())
            http.cookies.set("khadi_session", token)
            add_line(http, shirt.id, 1, **SHIRT_M)
            tokens.append(token)

    def checkout(token: str) -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as http:
            http.cookies.set("khadi_session", token)
            return int(start_checkout(http).status_code)

    calls = [partial(checkout, t) for t in tokens for _ in range(CHECKOUTS_EACH)]
    assert run_together(calls) == [200] * (SHOPPERS * CHECKOUTS_EACH)

    numbers = _numbers(database)
    assert len(numbers) == len(set(numbers)) == SHOPPERS * CHECKOUTS_EACH
    assert _serials(numbers) == list(range(10001, 10001 + SHOPPERS * CHECKOUTS_EACH))


def test_two_instances_on_one_postgresql_never_share_a_number(
    pg_pair: tuple[Database, Database],
) -> None:
    with pg_pair[0].sessions() as session:
        user = User(name="Asha", email="numbers@khadi.test", phone="9876543210", password_hash="x")
        session.add(user)
        session.commit()
        user_id = user.id

    def place(database: Database) -> str:
        with database.sessions() as session:
            return make_order(session, user_id).number

    calls = [partial(place, pg_pair[n % 2]) for n in range(30)]
    numbers = run_together(calls)
    assert len(set(numbers)) == 30
    assert _serials(numbers) == list(range(10001, 10031))
    assert sorted(_numbers(pg_pair[1])) == sorted(numbers)


def test_the_migration_numbers_the_orders_a_store_already_has(empty_database_url: str) -> None:
    config = alembic_config(empty_database_url)
    command.upgrade(config, "0027")
    database = Database(empty_database_url)
    try:
        with database.engine.begin() as connection:
            connection.execute(
                text(
                    "INSERT INTO users (id, name, email, phone, password_hash, role, time) "
                    "VALUES ('u1', 'Asha', 'a@khadi.test', '9876543210', 'x', 'user', "
                    "CURRENT_TIMESTAMP)"
                )
            )
            for n, placed in enumerate(["2026-01-03", "2026-01-01", "2026-01-02"]):
                connection.execute(
                    text(
                        "INSERT INTO orders (id, user_id, status, amount, currency, "
                        "cart_total_items, items, shipping_name, shipping_address, "
                        "shipping_pincode, shipping_mobile, idempotency_key, provider, "
                        "provider_order_id, placed_at, updated_at) VALUES (:id, 'u1', 'paid', "
                        "100, 'INR', 1, '[]', 'Asha', 'Road', '571431', '9876543210', :key, "
                        "'sandbox', :provider, :placed, :placed)"
                    ),
                    {"id": f"o{n}", "key": f"k{n}", "provider": f"p{n}", "placed": placed},
                )
        command.upgrade(config, "head")
        with database.sessions() as session:
            rows = session.execute(select(Order.id, Order.number).order_by(Order.number)).all()
            assert [tuple(row) for row in rows] == [
                ("o1", "INV-10001"), ("o2", "INV-10002"), ("o0", "INV-10003"),
            ]  # fmt: skip
            user = session.get(User, "u1")
            assert user is not None
            assert make_order(session, user.id).number == "INV-10004"
    finally:
        database.dispose()
