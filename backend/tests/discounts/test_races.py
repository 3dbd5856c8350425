"""Discount-code uses race (issue 31): a code with 10 uses left and 50 shoppers checking out
at once over real HTTP gives exactly 10 discounted orders — online and cash on delivery, on
SQLite and PostgreSQL (KHADI_TEST_DB) and over two instances on one PostgreSQL — and racing
failure reports give a use back exactly once."""

from __future__ import annotations

import uuid
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
from khadi.discounts.models import DiscountCode
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from tests.cod.support import save_settings as save_cod_settings
from tests.discounts.support import CART_CODE, FORM, make_code, use_states, used
from tests.factories import make_product
from tests.payments.support import ADDRESS, SHIRT_M, add_line, sandbox
from tests.waits import TIMEOUT, run_together

SHOPPERS = 50
USES = 10


def _token(database: Database, settings: Settings, user: User) -> str:
    with database.sessions() as session:
        token = start_session(session, user.id, Lifetime.from_settings(settings), utcnow())
        session.commit()
    return token


def _http(base: str, token: str) -> httpx.Client:
    http = httpx.Client(base_url=base, timeout=TIMEOUT)
    http.cookies.set("khadi_session", token)
    return http


def _shoppers(
    database: Database, settings: Settings, base: str, product_id: str, code: str, count: int
) -> list[str]:
    """`count` shoppers, each with a shirt in the cart and the code entered: their tokens."""
    tokens = []
    with database.sessions() as session:
        users = [
            User(
                name=f"Shopper {n}",
                email=f"race{n}-{uuid.uuid4().hex[:6]}@khadi.test",
                phone="9876543210",
                password_hash="x",
            )
            for n in range(count)
        ]
        session.add_all(users)
        session.commit()
        ids = [user.id for user in users]
    for user_id in ids:
        with database.sessions() as session:
            user = session.get(User, user_id)
            assert user is not None
            token = _token(database, settings, user)
        with _http(base, token) as http:
            add_line(http, product_id, 1, **SHIRT_M)
            assert http.put(CART_CODE, json={"code": code}).status_code == 200
        tokens.append(token)
    return tokens


def _discounted(database: Database) -> int:
    with database.sessions() as session:
        return int(
            session.scalar(select(func.count()).select_from(Order).where(Order.discount_amount > 0))
            or 0
        )


def _checkout(base: str, token: str, path: str) -> tuple[int, str | None]:
    with _http(base, token) as http:
        response = http.post(path, json=ADDRESS, headers={"Idempotency-Key": uuid.uuid4().hex})
        return response.status_code, response.json().get("reason")


@pytest.mark.parametrize("path", ["/api/v1/checkout", "/api/v1/checkout/cod"])
def test_ten_uses_left_and_fifty_checkouts_make_ten_discounted_orders(
    app: FastAPI,
    live_server: Callable[[Any], str],
    admin: TestClient,
    database: Database,
    settings: Settings,
    db_session: Session,
    path: str,
) -> None:
    if path.endswith("cod"):
        assert save_cod_settings(admin).status_code == 200
    made = make_code(admin, code="RACE", maxUses=USES + 5)
    base = live_server(app)
    tokens = _shoppers(database, settings, base, make_product(db_session).id, "race", SHOPPERS)
    with database.sessions() as session:  # 5 uses already gone: 10 left
        session.execute(
            DiscountCode.__table__.update()  # type: ignore[attr-defined]
            .where(DiscountCode.id == made["id"])
            .values(used=5)
        )
        session.commit()

    results = run_together([lambda t=token: _checkout(base, t, path) for token in tokens])

    assert sorted(results, key=str) == sorted(
        [(200, None)] * USES + [(409, "discount.used_up")] * (SHOPPERS - USES), key=str
    )
    assert _discounted(database) == USES
    assert used(database, made["id"]) == USES + 5
    assert use_states(database, made["id"]) == ["held"] * USES


def test_racing_failure_reports_give_a_use_back_once(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    admin: TestClient,
    database: Database,
    db_session: Session,
) -> None:
    made = make_code(admin, code="BACK", maxUses=1)
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    assert client.put(CART_CODE, json={"code": "back"}).status_code == 200
    order = client.post(
        "/api/v1/checkout", json=ADDRESS, headers={"Idempotency-Key": uuid.uuid4().hex}
    ).json()

    def fail() -> int:
        return int(
            client.post(
                "/api/v1/payments/sandbox/pay",
                json={"providerOrderId": order["providerOrderId"], "outcome": "failure"},
            ).status_code
        )

    run_together([fail for _ in range(8)])
    sandbox(app).wait_for_webhooks()

    assert used(database, made["id"]) == 0
    assert use_states(database, made["id"]) == ["released"]
    listed = admin.get("/api/v1/admin/discount-codes").json()["codes"][0]
    assert (listed["used"], listed["status"]) == (0, "active")


def test_fifty_checkouts_over_two_instances_on_one_postgresql_make_ten_discounted_orders(
    pg_pair: tuple[Database, Database],
    settings: Settings,
    live_server: Callable[[Any], str],
) -> None:
    shared = settings.model_copy(update={"database_url": pg_pair[0].url, "event_bus": "memory"})
    urls = [live_server(create_app(shared, db)) for db in pg_pair]
    with pg_pair[0].sessions() as session:
        owner = User(
            name="Owner",
            email="owner31@khadi.test",
            phone="9876543210",
            password_hash="x",
            role="admin",
        )
        session.add(owner)
        session.commit()
        shirt = make_product(session)
    with _http(urls[0], _token(pg_pair[0], settings, owner)) as on_a:
        made = on_a.post(
            "/api/v1/admin/discount-codes", json={**FORM, "code": "TWO", "maxUses": USES}
        )
        assert made.status_code == 201, made.text
    tokens = _shoppers(pg_pair[0], settings, urls[1], shirt.id, "two", SHOPPERS)

    results = run_together(
        [
            lambda t=token, u=urls[n % 2]: _checkout(u, t, "/api/v1/checkout")
            for n, token in enumerate(tokens)
        ]
    )

    assert sorted(results, key=str) == sorted(
        [(200, None)] * USES + [(409, "discount.used_up")] * (SHOPPERS - USES), key=str
    )
    assert _discounted(pg_pair[1]) == USES
    assert used(pg_pair[1], made.json()["id"]) == USES
