"""The sandbox provider: Razorpay's contract locally — ids, signatures, and signed webhooks that
reach our own handler a moment later; its popup endpoint is for the order's owner only."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.orders.models import Order
from khadi.payments.models import SandboxPayment, WebhookEvent
from khadi.payments.sandbox import SandboxProvider
from tests.cart.checks import refusal
from tests.factories import make_order, make_product
from tests.payments.support import (
    SHIRT_M,
    add_line,
    checkout_ok,
    hmac_hex,
    order_status,
    paid_transitions,
    payment_signature,
    sandbox,
)

RAZORPAY_ID = re.compile(r"[A-Za-z0-9]{14}")


def _pay(client: TestClient, provider_order_id: str, outcome: str) -> Any:
    return client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": provider_order_id, "outcome": outcome},
    )


def test_success_is_signed_like_razorpay_and_the_webhook_pays_the_order(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    settings: Settings,
    database: Database,
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)

    paid = _pay(client, order["providerOrderId"], "success").json()

    assert paid["paymentId"].startswith("pay_") and RAZORPAY_ID.fullmatch(paid["paymentId"][4:])
    assert paid["providerOrderId"] == order["providerOrderId"]
    assert paid["signature"] == payment_signature(
        settings.sandbox_key_secret, order["providerOrderId"], paid["paymentId"]
    )
    # no verify call (the tab was closed): the webhooks alone settle the order
    sandbox(app).wait_for_webhooks()
    assert order_status(client, order["orderId"]) == "paid"
    assert client.get("/api/v1/cart").json()["lines"] == []
    assert paid_transitions(database, order["orderId"]) == 1
    events = sorted(db_session.scalars(select(WebhookEvent.event + ":" + WebhookEvent.outcome)))
    assert events == ["order.paid:already_paid", "payment.captured:paid"] or events == [
        "order.paid:paid",
        "payment.captured:already_paid",
    ]


def test_failure_answers_razorpays_error_and_the_webhook_fails_the_order(
    app: FastAPI, client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)

    failed = _pay(client, order["providerOrderId"], "failure").json()

    assert failed["error"]["description"] == "Your card was declined by the bank."
    assert failed["error"]["descriptionCode"] == "payments.card_declined"  # issue 28
    assert failed["error"]["code"] == "BAD_REQUEST_ERROR"
    assert failed["error"]["metadata"] == {
        "orderId": order["providerOrderId"],
        "paymentId": failed["paymentId"],
    }
    assert "signature" not in failed
    sandbox(app).wait_for_webhooks()
    assert order_status(client, order["orderId"]) == "failed"
    assert len(client.get("/api/v1/cart").json()["lines"]) == 1  # nothing bought
    # a retry after a failure can still pay (Razorpay lets an order take several attempts)
    _pay(client, order["providerOrderId"], "success")
    sandbox(app).wait_for_webhooks()
    assert order_status(client, order["orderId"]) == "paid"


def test_an_order_already_paid_cannot_be_paid_again(
    app: FastAPI, client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)
    _pay(client, order["providerOrderId"], "success")
    sandbox(app).wait_for_webhooks()
    refusal(_pay(client, order["providerOrderId"], "success"), 409, "This order is already paid")


def test_only_the_owner_can_pay_in_the_sandbox(
    client: TestClient, shopper: User, db_session: Session, make_user: Callable[..., User]
) -> None:
    theirs = make_order(db_session, make_user().id)
    refusal(_pay(client, theirs.provider_order_id, "success"), 404, "Order not found")
    refusal(_pay(client, "order_unknown", "success"), 404, "Order not found")
    assert db_session.scalars(select(SandboxPayment)).all() == []


def test_the_sandbox_popup_does_not_exist_with_razorpay(
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    razorpay = settings.model_copy(
        update={
            "payment_provider": "razorpay",
            "razorpay_key_id": "rzp_test_1DP5mmOlF5G5ag",
        }
    )
    with TestClient(create_app(razorpay, database)) as client:
        user = make_user()
        login_as(client, user)
        order = make_order(db_session, user.id, provider="razorpay")
        gone = _pay(client, order.provider_order_id, "success")
        refusal(gone, 404, "Not Found")
        assert gone.json()["reason"] == "payments.sandbox_only"


def test_sandbox_ids_and_webhooks_follow_razorpays_shapes(
    settings: Settings, database: Database, db_session: Session, make_user: Callable[..., User]
) -> None:
    delivered: list[tuple[bytes, dict[str, str]]] = []
    provider = SandboxProvider(database, key_secret="k", webhook_secret="w", webhook_delay=0)
    provider.attach(lambda body, headers: delivered.append((body, dict(headers))))
    created = provider.create_order(89900, "INR", "receipt-1")
    assert created.id.startswith("order_") and RAZORPAY_ID.fullmatch(created.id[6:])
    assert (created.amount, created.currency, created.status) == (89900, "INR", "created")

    with database.sessions() as session:
        provider.charge(
            session,
            provider_order_id=created.id,
            receipt="receipt-1",
            amount=89900,
            currency="INR",
            succeed=True,
        )
    provider.wait_for_webhooks()
    assert len(delivered) == 2
    import json

    for body, headers in delivered:
        assert headers["X-Razorpay-Signature"] == hmac_hex("w", body)
        assert RAZORPAY_ID.fullmatch(headers["X-Razorpay-Event-Id"])
        event = json.loads(body)
        assert event["entity"] == "event"
        entity = event["payload"]["payment"]["entity"]
        assert (entity["order_id"], entity["amount"], entity["status"]) == (
            created.id,
            89900,
            "captured",
        )
    assert sorted(json.loads(b)["event"] for b, _ in delivered) == [
        "order.paid",
        "payment.captured",
    ]
    [payment] = provider.fetch_order_payments(created.id)
    assert (payment.status, payment.amount) == ("captured", 89900)
    assert provider.verify_webhook_signature(delivered[0][0], hmac_hex("w", delivered[0][0]))
    assert not provider.verify_webhook_signature(delivered[0][0], hmac_hex("k", delivered[0][0]))


def test_stopping_the_app_cancels_pending_webhooks(
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    slow = settings.model_copy(update={"sandbox_webhook_delay_seconds": 30})
    with TestClient(create_app(slow, database)) as client:
        login_as(client, make_user())
        add_line(client, make_product(db_session).id, **SHIRT_M)
        order = checkout_ok(client)
        _pay(client, order["providerOrderId"], "success")
    stored = db_session.scalar(
        select(Order).where(Order.id == order["orderId"]).execution_options(populate_existing=True)
    )
    assert stored is not None and stored.status == "created"  # reconcile would settle it


@pytest.mark.parametrize("outcome", ["paid", "maybe", ""])
def test_the_outcome_must_be_success_or_failure(
    client: TestClient, shopper: User, outcome: str
) -> None:
    assert _pay(client, "order_x", outcome).status_code == 422
