"""Issue 15 across two app instances (one engine each, as two processes) on one PostgreSQL
database: the race for the last pieces ends the same as on one, and both instances' workers
give a lapsed hold back once."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME, Lifetime, start_session
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.payments.sandbox import SandboxProvider
from khadi.stock.models import StockReservation
from tests.factories import make_product
from tests.payments.support import ADDRESS, SHIRT_M, new_key
from tests.stock.support import holds, movements, on_hand, set_stock
from tests.waits import TIMEOUT, run_together, wait_until

M_HALF = (SHIRT_M["size"], SHIRT_M["type"])


@pytest.fixture
def two_apps(
    pg_pair: tuple[Database, Database], settings: Settings
) -> list[tuple[FastAPI, Database]]:
    shared = settings.model_copy(
        update={
            "database_url": pg_pair[0].url,
            "event_bus": "memory",
            "stock_worker": True,
            "stock_poll_seconds": 0.05,
        }
    )
    return [(create_app(shared, db), db) for db in pg_pair]


def _client(base: str, database: Database, settings: Settings) -> httpx.Client:
    with database.sessions() as session:
        user = User(name="Asha", email=f"{new_key()}@khadi.test", phone="9876543210")
        user.password_hash = "x"
        session.add(user)
        session.commit()
        token = start_session(session, user.id, Lifetime.from_settings(settings), utcnow())
        session.commit()
    client = httpx.Client(base_url=base, timeout=TIMEOUT)
    client.cookies.set(COOKIE_NAME, token)
    return client


def _checkout(client: httpx.Client) -> httpx.Response:
    return client.post("/api/v1/checkout", json=ADDRESS, headers={"Idempotency-Key": new_key()})


def test_fifty_shoppers_over_two_instances_race_for_ten_shirts(
    two_apps: list[tuple[FastAPI, Database]],
    settings: Settings,
    live_server: Callable[[Any], str],
) -> None:
    database = two_apps[0][1]
    urls = [live_server(app) for app, _ in two_apps]
    with database.sessions() as session:
        shirt = make_product(session)
        set_stock(session, shirt.id, {M_HALF: 10})
    clients = [_client(urls[n % 2], database, settings) for n in range(50)]
    for client in clients:
        added = client.post(
            "/api/v1/cart/lines", json={"productId": shirt.id, "quantity": 1, **SHIRT_M}
        )
        assert added.status_code == 200, added.text

    responses = run_together([lambda c=c: _checkout(c) for c in clients])

    assert Counter(r.status_code for r in responses) == {200: 10, 409: 40}
    assert on_hand(database, shirt.id, *M_HALF) == 0
    winners = [(n, r.json()) for n, r in enumerate(responses) if r.status_code == 200]
    for n, order in winners:  # paid through the other instance than the one that sold it
        with httpx.Client(base_url=urls[(n + 1) % 2], timeout=TIMEOUT) as other:
            other.cookies = clients[n].cookies
            paid = other.post(
                "/api/v1/payments/sandbox/pay",
                json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
            )
            assert paid.status_code == 200, paid.text
    for app, _ in two_apps:
        provider = app.state.payments
        assert isinstance(provider, SandboxProvider)
        provider.wait_for_webhooks()
    for n, order in winners:
        assert clients[n].get(f"/api/v1/orders/{order['orderId']}").json()["status"] == "paid"
        assert holds(database, order["orderId"]) == ["sold"]
    assert on_hand(database, shirt.id, *M_HALF) == 0
    for client in clients:
        client.close()


def test_both_instances_workers_give_a_lapsed_hold_back_once(
    two_apps: list[tuple[FastAPI, Database]],
    settings: Settings,
    live_server: Callable[[Any], str],
) -> None:
    database = two_apps[0][1]
    urls = [live_server(app) for app, _ in two_apps]  # both workers now run every 50 ms
    with database.sessions() as session:
        shirt = make_product(session)
        set_stock(session, shirt.id, {M_HALF: 3})
    orders = []
    for n in range(6):
        client = _client(urls[n % 2], database, settings)
        client.post("/api/v1/cart/lines", json={"productId": shirt.id, "quantity": 1, **SHIRT_M})
        response = _checkout(client)
        if response.status_code == 200:
            orders.append(response.json()["orderId"])
        client.close()
    assert len(orders) == 3 and on_hand(database, shirt.id, *M_HALF) == 0

    with database.sessions() as session:  # every hold's time runs out at once
        session.execute(update(StockReservation).values(expires_at=utcnow() - timedelta(seconds=1)))
        session.commit()

    assert wait_until(lambda: on_hand(database, shirt.id, *M_HALF) == 3)
    assert all(holds(database, order_id) == ["released"] for order_id in orders)
    assert movements(database, shirt.id, "release") == 3
