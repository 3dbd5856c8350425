"""Issue 15's races on SQLite and PostgreSQL (whichever KHADI_TEST_DB runs), through a real
uvicorn server: shoppers check out at the same moment for the last pieces (and metres), and only
as many succeed as there is stock; the others are told what is left."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME, Lifetime, start_session
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from tests.factories import make_product
from tests.payments.support import ADDRESS, SHIRT_M, new_key, sandbox
from tests.stock.support import holds, on_hand, set_stock
from tests.waits import TIMEOUT, run_together

FABRIC_OPTIONS: dict[str, Any] = {"category": None, "availableSizes": [], "availableTypes": []}


def _shopper_client(
    base: str, database: Database, settings: Settings, make_user: Callable[..., User]
) -> httpx.Client:
    user = make_user()
    with database.sessions() as session:
        token = start_session(session, user.id, Lifetime.from_settings(settings), utcnow())
        session.commit()
    client = httpx.Client(base_url=base, timeout=TIMEOUT)
    client.cookies.set(COOKIE_NAME, token)
    return client


def _add(client: httpx.Client, product_id: str, quantity: float, **options: str) -> None:
    response = client.post(
        "/api/v1/cart/lines", json={"productId": product_id, "quantity": quantity, **options}
    )
    assert response.status_code == 200, response.text


def _checkout(client: httpx.Client) -> httpx.Response:
    return client.post("/api/v1/checkout", json=ADDRESS, headers={"Idempotency-Key": new_key()})


def _race(clients: list[httpx.Client]) -> list[httpx.Response]:
    responses = run_together([lambda c=c: _checkout(c) for c in clients])
    for response in responses:
        assert isinstance(response, httpx.Response), response
    return responses


def test_fifty_shoppers_racing_for_ten_shirts_ten_orders_hold_and_pay(
    app: FastAPI,
    live_server: Callable[[Any], str],
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 10, ("L", "Half Sleeve"): 4})
    base = live_server(app)
    clients = [_shopper_client(base, database, settings, make_user) for _ in range(50)]
    for client in clients:
        _add(client, shirt.id, 1, **SHIRT_M)

    responses = _race(clients)

    codes = Counter(response.status_code for response in responses)
    assert codes == {200: 10, 409: 40}
    refused = {r.json()["message"] for r in responses if r.status_code == 409}
    # refused at the take, or — once the count read 0 when the cart was priced — as sold out
    assert refused <= {
        'Not enough stock: "Handspun Khadi Shirt" (M, Half Sleeve): none left',
        '"Handspun Khadi Shirt": This product is out of stock',
    }
    assert on_hand(database, shirt.id, "M", "Half Sleeve") == 0
    assert on_hand(database, shirt.id, "L", "Half Sleeve") == 4  # another size, untouched

    winners = [(c, r.json()) for c, r in zip(clients, responses, strict=True) if r.is_success]
    for client, order in winners:
        paid = client.post(
            "/api/v1/payments/sandbox/pay",
            json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
        )
        assert paid.status_code == 200, paid.text
    sandbox(app).wait_for_webhooks()
    for client, order in winners:
        assert client.get(f"/api/v1/orders/{order['orderId']}").json()["status"] == "paid"
        assert holds(database, order["orderId"]) == ["sold"]
    assert on_hand(database, shirt.id, "M", "Half Sleeve") == 0
    for client in clients:
        client.close()


def test_three_shoppers_wanting_3_m_of_the_last_7_5_m_two_succeed(
    app: FastAPI,
    live_server: Callable[[Any], str],
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    fabric = make_product(
        db_session, title="Handloom Cotton", category="fabrics", options=FABRIC_OPTIONS
    )
    set_stock(db_session, fabric.id, {("", ""): 30}, unit="quarter_metre")  # 7.5 m
    base = live_server(app)
    clients = [_shopper_client(base, database, settings, make_user) for _ in range(3)]
    for client in clients:
        _add(client, fabric.id, 3)

    responses = _race(clients)

    assert sorted(r.status_code for r in responses) == [200, 200, 409]
    refused = next(r for r in responses if r.status_code == 409)
    assert refused.json()["message"] == 'Not enough stock: "Handloom Cotton": only 1.5 m left'
    assert on_hand(database, fabric.id) == 6  # 1.5 m in quarter-metres
    for client in clients:
        client.close()
