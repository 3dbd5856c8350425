"""Every cash-on-delivery move raced (issue 30): 8 admins' clicks at once over real HTTP, on
SQLite and on PostgreSQL (KHADI_TEST_DB), make exactly one effect — one status change with its
timeline row, one stock return, one invoice, one slot given back; and an account's open COD
orders never pass the owner's limit however many checkouts race. One move is also raced over two
instances on one PostgreSQL (and tests_scaleout races a cancel behind nginx)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.delivery.service import load_demo_charges
from khadi.kit.time import utcnow
from khadi.orders.models import FulfilmentEvent
from khadi.stock.models import StockMovement
from tests.cod.support import (
    SHIP,
    SHIRT_M,
    add_line,
    cancel_mails,
    cod_checkout,
    count_orders,
    fresh,
    open_cod_orders,
    sale_documents,
    save_settings,
)
from tests.factories import make_product
from tests.stock.support import on_hand, set_stock
from tests.waits import TIMEOUT, run_together

pytestmark = pytest.mark.usefixtures("demo_delivery")
CLICKS = 8


def _token(database: Database, settings: Settings, user: User) -> str:
    with database.sessions() as session:
        token = start_session(session, user.id, Lifetime.from_settings(settings), utcnow())
        session.commit()
    return token


def _race(base: str, token: str, path: str, body: dict[str, Any]) -> list[int]:
    def click() -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as http:
            http.cookies.set("khadi_session", token)
            return int(http.post(path, json=body).status_code)

    return run_together([click for _ in range(CLICKS)])


def _timeline(database: Database, order_id: str, to: str) -> int:
    with database.sessions() as session:
        return int(
            session.scalar(
                select(func.count())
                .select_from(FulfilmentEvent)
                .where(FulfilmentEvent.order_id == order_id, FulfilmentEvent.to_state == to)
            )
            or 0
        )


def _returns(database: Database, product_id: str) -> int:
    with database.sessions() as session:
        return int(
            session.scalar(
                select(func.count())
                .select_from(StockMovement)
                .where(StockMovement.product_id == product_id, StockMovement.reason == "return")
            )
            or 0
        )


@pytest.fixture
def rig(
    app: FastAPI,
    live_server: Callable[[Any], str],
    client: TestClient,
    shopper: User,
    admin: TestClient,
    make_user: Callable[..., User],
    database: Database,
    settings: Settings,
    db_session: Session,
) -> dict[str, Any]:
    """Two COD orders of one shopper (one shirt each, 3 in stock), and an admin's token."""
    save_settings(admin, maxOpenOrders=5)
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 3})
    orders = []
    for _ in range(2):
        add_line(client, shirt.id, 1, **SHIRT_M)
        response = cod_checkout(client)
        assert response.status_code == 200, response.text
        orders.append(response.json()["id"])
    token = _token(database, settings, make_user(role="admin", name="Racing Admin"))
    return {"base": live_server(app), "token": token, "orders": orders, "shirt": shirt.id,
            "shopper": shopper}  # fmt: skip


def _cod_path(order_id: str) -> str:
    return f"/api/v1/admin/orders/{order_id}/cod"


def _fulfil_path(order_id: str) -> str:
    return f"/api/v1/admin/orders/{order_id}/fulfilment"


def test_racing_confirms_confirm_once(rig: dict[str, Any], database: Database) -> None:
    order = rig["orders"][0]
    assert _race(rig["base"], rig["token"], _cod_path(order), {"to": "confirmed"}) == [200] * CLICKS
    assert _timeline(database, order, "confirmed") == 1
    assert fresh(database, order).cod_state == "confirmed"


def test_racing_cancels_put_the_stock_back_once(
    rig: dict[str, Any], database: Database, db_session: Session
) -> None:
    order = rig["orders"][0]
    assert on_hand(database, rig["shirt"], "M", "Half Sleeve") == 1
    assert _race(rig["base"], rig["token"], _cod_path(order), {"to": "cancelled"}) == [200] * CLICKS
    assert on_hand(database, rig["shirt"], "M", "Half Sleeve") == 2
    assert (_returns(database, rig["shirt"]), _timeline(database, order, "cancelled")) == (1, 1)
    assert len(cancel_mails(database, order)) == 1  # the shopper's e-mail, once
    assert open_cod_orders(db_session, rig["shopper"].id) == 1  # the other order stays open


def test_racing_ships_issue_one_invoice(rig: dict[str, Any], database: Database) -> None:
    order = rig["orders"][0]
    _race(rig["base"], rig["token"], _cod_path(order), {"to": "confirmed"})
    assert _race(rig["base"], rig["token"], _fulfil_path(order), SHIP) == [200] * CLICKS
    [invoice] = sale_documents(database, order)
    assert invoice.amount == fresh(database, order).amount
    assert _timeline(database, order, "shipped") == 1


def test_racing_deliveries_collect_once(
    rig: dict[str, Any], database: Database, db_session: Session
) -> None:
    order = rig["orders"][0]
    _race(rig["base"], rig["token"], _cod_path(order), {"to": "confirmed"})
    _race(rig["base"], rig["token"], _fulfil_path(order), SHIP)
    codes = _race(rig["base"], rig["token"], _fulfil_path(order), {"to": "delivered"})
    assert codes == [200] * CLICKS
    row = fresh(database, order)
    assert (row.cod_state, row.fulfilment) == ("collected", "delivered")
    assert _timeline(database, order, "delivered") == 1
    assert open_cod_orders(db_session, rig["shopper"].id) == 1  # one slot back, not eight


def test_racing_returns_undelivered_put_the_stock_back_once(
    rig: dict[str, Any], database: Database, db_session: Session
) -> None:
    order = rig["orders"][0]
    _race(rig["base"], rig["token"], _cod_path(order), {"to": "confirmed"})
    _race(rig["base"], rig["token"], _fulfil_path(order), SHIP)
    codes = _race(rig["base"], rig["token"], _cod_path(order), {"to": "returned"})
    assert codes == [200] * CLICKS
    assert on_hand(database, rig["shirt"], "M", "Half Sleeve") == 2
    assert (_returns(database, rig["shirt"]), _timeline(database, order, "returned")) == (1, 1)
    assert open_cod_orders(db_session, rig["shopper"].id) == 1


def test_racing_checkouts_never_pass_the_open_orders_limit(
    app: FastAPI,
    live_server: Callable[[Any], str],
    client: TestClient,
    shopper: User,
    admin: TestClient,
    database: Database,
    settings: Settings,
    db_session: Session,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    save_settings(admin, maxOpenOrders=3)
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    # The cart keeps its line after each order, so every racing checkout reaches the limit.
    monkeypatch.setattr("khadi.cod.checkout.remove_bought_lines", lambda *_: None)
    base, token = live_server(app), _token(database, settings, shopper)

    def checkout() -> tuple[int, str | None]:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as http:
            http.cookies.set("khadi_session", token)
            response = cod_checkout(http)
            return response.status_code, response.json().get("reason")

    results = run_together([checkout for _ in range(CLICKS)])

    assert sorted(results, key=str) == sorted(
        [(200, None)] * 3 + [(409, "cod.too_many_open")] * (CLICKS - 3), key=str
    )
    assert count_orders(database, shopper.id) == 3
    assert open_cod_orders(db_session, shopper.id) == 3


def test_returns_undelivered_over_two_instances_on_one_postgresql_happen_once(
    pg_pair: tuple[Database, Database],
    settings: Settings,
    live_server: Callable[[Any], str],
) -> None:
    shared = settings.model_copy(update={"database_url": pg_pair[0].url, "event_bus": "memory"})
    urls = [live_server(create_app(shared, db)) for db in pg_pair]
    with pg_pair[0].sessions() as session:
        load_demo_charges(session)
        shopper = User(name="Asha", email="cod2@khadi.test", phone="9876543210", password_hash="x")
        owner = User(name="Owner", email="owner2@khadi.test", phone="9876543210", password_hash="x")
        owner.role = "admin"
        session.add_all([shopper, owner])
        session.commit()
        shirt = make_product(session)
        set_stock(session, shirt.id, {("M", "Half Sleeve"): 2})
    shopper_token = _token(pg_pair[0], settings, shopper)
    owner_token = _token(pg_pair[0], settings, owner)

    def client(url: str, token: str) -> httpx.Client:
        http = httpx.Client(base_url=url, timeout=TIMEOUT)
        http.cookies.set("khadi_session", token)
        return http

    with client(urls[0], owner_token) as on_a:
        assert save_settings(on_a).status_code == 200
    with client(urls[1], shopper_token) as on_b:
        add_line(on_b, shirt.id, 1, **SHIRT_M)
        placed = cod_checkout(on_b)
        assert placed.status_code == 200, placed.text
    order = placed.json()["id"]
    with client(urls[0], owner_token) as on_a:
        assert on_a.post(_cod_path(order), json={"to": "confirmed"}).status_code == 200
        assert on_a.post(_fulfil_path(order), json=SHIP).status_code == 200

    def returned(url: str) -> int:
        with client(url, owner_token) as http:
            return int(http.post(_cod_path(order), json={"to": "returned"}).status_code)

    codes = run_together([lambda u=urls[n % 2]: returned(u) for n in range(12)])

    assert codes == [200] * 12
    assert on_hand(pg_pair[1], shirt.id, "M", "Half Sleeve") == 2
    assert (_returns(pg_pair[1], shirt.id), _timeline(pg_pair[1], order, "returned")) == (1, 1)
    assert fresh(pg_pair[1], order).cod_state == "returned"
