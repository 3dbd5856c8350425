"""One `Idempotency-Key` is one checkout attempt (issue 30): a key that placed a cash-on-delivery
order and is then sent to the online checkout (or the other way round) is the same key for a
different request — refused with a coded 409, never a 500, and nothing new is placed."""

from __future__ import annotations

import uuid

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from tests.cod.support import ADDRESS, SHIRT_M, add_line, cod_checkout, count_orders, save_settings
from tests.factories import make_product
from tests.stock.support import set_stock

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
