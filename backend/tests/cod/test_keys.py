"""One `Idempotency-Key` is one checkout attempt (issue 30): a key that placed a cash-on-delivery
order and is then sent to the online checkout (or the other way round) is the same key for a
different request — refused with a coded 409, never a 500, and nothing new is placed; raced over
real HTTP on SQLite and PostgreSQL (KHADI_TEST_DB), one order and no 500."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from tests.cod.support import ADDRESS, SHIRT_M, add_line, cod_checkout, count_orders, save_settings
from tests.factories import make_product
from tests.stock.support import set_stock
from tests.waits import TIMEOUT, run_together

pytestmark = pytest.mark.usefixtures("demo_delivery")

KEY_REUSED = "This checkout was already started another way; please reload the page and try again"


def _online(client: TestClient, key: str) -> object:
    return client.post("/api/v1/checkout", json=ADDRESS, headers={"Idempotency-Key": key})


def _key_reused(response: object) -> None:
    assert response.status_code == 409, response.text  # type: ignore[attr-defined]
    body = response.json()  # type: ignore[attr-defined]
    assert (body["error"], body["reason"], body["message"]) == (
        "key_reused",
        "checkout.key_reused",
        KEY_REUSED,
    )


def test_a_cod_orders_key_sent_to_the_online_checkout_is_refused(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    assert save_settings(admin).status_code == 200
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 3})
    add_line(client, shirt.id, 1, **SHIRT_M)
    key = uuid.uuid4().hex
    placed = cod_checkout(client, key)
    assert placed.status_code == 200, placed.text

    add_line(client, shirt.id, 1, **SHIRT_M)
    _key_reused(_online(client, key))
    assert count_orders(database, shopper.id) == 1
    assert cod_checkout(client, key).json()["id"] == placed.json()["id"]  # its own repeat is fine


def test_an_online_orders_key_sent_to_the_cod_checkout_is_refused(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    assert save_settings(admin).status_code == 200
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 3})
    add_line(client, shirt.id, 1, **SHIRT_M)
    key = uuid.uuid4().hex
    started = _online(client, key)
    assert started.status_code == 200, started.text  # type: ignore[attr-defined]

    _key_reused(cod_checkout(client, key))
    assert count_orders(database, shopper.id) == 1
    again = _online(client, key)  # its own repeat pays the same order
    assert again.json()["orderId"] == started.json()["orderId"]  # type: ignore[attr-defined]


def test_racing_cod_and_online_checkouts_with_one_key_place_one_order_and_never_fail(
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
    assert save_settings(admin).status_code == 200
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 20})
    add_line(client, shirt.id, 1, **SHIRT_M)
    # The cart keeps its line, so every racing request reaches the key (not an empty cart).
    monkeypatch.setattr("khadi.cod.checkout.remove_bought_lines", lambda *_: None)
    with database.sessions() as session:
        token = start_session(session, shopper.id, Lifetime.from_settings(settings), utcnow())
        session.commit()
    base, key = live_server(app), uuid.uuid4().hex

    def attempt(path: str) -> Callable[[], tuple[str, int, str | None, str | None]]:
        def send() -> tuple[str, int, str | None, str | None]:
            with httpx.Client(base_url=base, timeout=TIMEOUT) as http:
                http.cookies.set("khadi_session", token)
                response = http.post(path, json=ADDRESS, headers={"Idempotency-Key": key})
                body = response.json()
                return (
                    path,
                    response.status_code,
                    body.get("reason"),
                    body.get("id", body.get("orderId")),
                )

        return send

    results = run_together([attempt(p) for p in ["/api/v1/checkout/cod", "/api/v1/checkout"] * 4])

    assert {status for _, status, _, _ in results} <= {200, 409}, results
    won = {(path, order) for path, status, _, order in results if status == 200}
    assert len(won) == 1, results  # one order, answered to every request of the winning kind
    refused = [(path, reason) for path, status, reason, _ in results if status == 409]
    assert {reason for _, reason in refused} <= {"checkout.key_reused"}, results
    assert {path for path, _ in refused}.isdisjoint({path for path, _ in won})
    assert count_orders(database, shopper.id) == 1
