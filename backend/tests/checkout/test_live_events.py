"""Live events come from the services, after their commit, on the app's bus: a new order is
announced once (a repeated key announces nothing), a verified payment announces the paid order
and the emptied cart, and cart changes announce the cart."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.config import Settings
from khadi.events import EventBus, user_channel
from khadi.payments.sandbox import random_id
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok, new_key, payment_signature


class RecordingBus(EventBus):
    def __init__(self) -> None:
        super().__init__()
        self.published: list[tuple[str, str, dict[str, Any]]] = []

    def publish(self, channel: str, name: str, data: Mapping[str, Any]) -> None:
        self.published.append((channel, name, dict(data)))


@pytest.fixture
def bus(app: FastAPI, client: TestClient) -> RecordingBus:
    recording = RecordingBus()
    app.state.events = recording  # what the routes' `Events` dependency hands the services
    return recording


def test_checkout_announces_a_new_order_once(
    client: TestClient, shopper: User, db_session: Session, bus: RecordingBus
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    bus.published.clear()
    key = new_key()
    order = checkout_ok(client, key)
    checkout_ok(client, key)  # the same order: nothing new to tell

    assert bus.published == [
        (user_channel(shopper.id), "orders", {"orderId": order["orderId"], "status": "created"})
    ]


def test_a_verified_payment_announces_the_paid_order_and_the_emptied_cart(
    client: TestClient,
    shopper: User,
    db_session: Session,
    settings: Settings,
    bus: RecordingBus,
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    assert bus.published == [(user_channel(shopper.id), "cart", {"cartTotalItems": 1})]
    order = checkout_ok(client)
    bus.published.clear()
    payment_id = random_id("pay_")
    signature = payment_signature(settings.sandbox_key_secret, order["providerOrderId"], payment_id)

    response = client.post(
        "/api/v1/payments/verify",
        json={
            "orderId": order["orderId"],
            "providerOrderId": order["providerOrderId"],
            "paymentId": payment_id,
            "signature": signature,
        },
    )

    assert response.status_code == 200, response.text
    assert bus.published == [
        (user_channel(shopper.id), "orders", {"orderId": order["orderId"], "status": "paid"}),
        (user_channel(shopper.id), "cart", {"cartTotalItems": 0}),
    ]
