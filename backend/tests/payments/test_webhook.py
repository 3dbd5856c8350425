"""POST /api/v1/payments/webhook: signature over the raw bytes checked first, replays act once,
amount and currency must match, paid is final (DESIGN.md §6.3; STYLE.md webhooks)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.config import Settings
from khadi.db import Database
from khadi.orders.models import Order
from khadi.payments.models import PaymentEvent, WebhookEvent
from tests.cart.checks import refusal
from tests.factories import make_order, make_product
from tests.payments.support import (
    SHIRT_M,
    add_line,
    checkout_ok,
    event_body,
    hmac_hex,
    paid_transitions,
    post_webhook,
)


@pytest.fixture
def secret(settings: Settings) -> str:
    return settings.sandbox_webhook_secret


def _order(db: Session, order_id: str) -> Order:
    order = db.scalar(
        select(Order).where(Order.id == order_id).execution_options(populate_existing=True)
    )
    assert order is not None
    return order


def _captured(order: Order | dict[str, Any], **changes: Any) -> bytes:
    if isinstance(order, dict):
        fields = {"order_id": order["providerOrderId"], "amount": order["amount"]}
    else:
        fields = {"order_id": order.provider_order_id, "amount": order.amount}
    return event_body(
        changes.pop("event", "payment.captured"),
        payment_id=changes.pop("payment_id", "pay_DESlfW9H8K9uqM"),
        **{**fields, **changes},
    )


def test_payment_captured_makes_the_order_paid_and_empties_the_cart(
    client: TestClient, shopper: User, db_session: Session, secret: str, database: Database
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)
    client.cookies.clear()  # the webhook comes from Razorpay: no session, no Origin

    response = post_webhook(client, _captured(order), secret)

    assert response.status_code == 200, response.text
    assert response.json() == {"status": "ok", "outcome": "paid"}
    stored = _order(db_session, order["orderId"])
    assert (stored.status, stored.payment_id) == ("paid", "pay_DESlfW9H8K9uqM")
    assert paid_transitions(database, order["orderId"]) == 1
    assert db_session.scalar(select(func.count()).select_from(Order)) == 1


def test_order_paid_is_handled_too(
    client: TestClient, db_session: Session, shopper: User, secret: str
) -> None:
    order = make_order(db_session, shopper.id)
    response = post_webhook(client, _captured(order, event="order.paid"), secret)
    assert response.json()["outcome"] == "paid"
    assert _order(db_session, order.id).status == "paid"


def test_a_replayed_event_acts_once(
    client: TestClient, db_session: Session, shopper: User, secret: str, database: Database
) -> None:
    order = make_order(db_session, shopper.id)
    body = _captured(order)
    outcomes = [
        post_webhook(client, body, secret, event_id="Gb5kMCdcAZ8jJ8").json()["outcome"]
        for _ in range(3)
    ]
    assert outcomes == ["paid", "duplicate", "duplicate"]
    assert paid_transitions(database, order.id) == 1
    assert db_session.scalar(select(func.count()).select_from(WebhookEvent)) == 1


def test_the_same_payment_in_another_event_is_already_paid(
    client: TestClient, db_session: Session, shopper: User, secret: str, database: Database
) -> None:
    order = make_order(db_session, shopper.id)
    assert post_webhook(client, _captured(order), secret).json()["outcome"] == "paid"
    again = post_webhook(client, _captured(order, event="order.paid"), secret)
    assert again.json()["outcome"] == "already_paid"
    assert paid_transitions(database, order.id) == 1


def test_a_forged_signature_is_refused_before_anything_happens(
    client: TestClient, db_session: Session, shopper: User, secret: str
) -> None:
    order = make_order(db_session, shopper.id)
    body = _captured(order)
    for signature in ["0" * 64, hmac_hex("another-secret", body), hmac_hex(secret, body)[:-1]]:
        refusal(post_webhook(client, body, secret, signature=signature), 400, "Invalid signature")
    missing = client.post(
        "/api/v1/payments/webhook", content=body, headers={"Content-Type": "application/json"}
    )
    refusal(missing, 400, "Invalid signature")
    assert _order(db_session, order.id).status == "created"
    assert db_session.scalar(select(func.count()).select_from(WebhookEvent)) == 0


def test_a_re_serialised_body_no_longer_matches_its_signature(
    client: TestClient, db_session: Session, shopper: User, secret: str
) -> None:
    order = make_order(db_session, shopper.id)
    body = _captured(order)
    same_json = json.dumps(json.loads(body), separators=(",", ":")).encode()
    assert json.loads(same_json) == json.loads(body) and same_json != body
    response = post_webhook(client, same_json, secret, signature=hmac_hex(secret, body))
    refusal(response, 400, "Invalid signature")
    assert _order(db_session, order.id).status == "created"


@pytest.mark.parametrize(
    "changes",
    [{"amount": 100}, {"amount": 89901}, {"currency": "USD"}],
    ids=["less", "more", "currency"],
)
def test_a_different_amount_or_currency_is_refused_and_the_order_unchanged(
    client: TestClient,
    db_session: Session,
    shopper: User,
    secret: str,
    database: Database,
    changes: dict[str, Any],
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)

    response = post_webhook(client, _captured(order, **changes), secret)

    assert response.status_code == 200  # acknowledged: a retry would not change the answer
    assert response.json()["outcome"] == "refused"
    stored = _order(db_session, order["orderId"])
    assert (stored.status, stored.payment_id, stored.amount) == ("created", None, 89900)
    assert paid_transitions(database, order["orderId"]) == 0
    assert len(client.get("/api/v1/cart").json()["lines"]) == 1  # nothing bought
    kinds = list(db_session.scalars(select(PaymentEvent.kind)))
    assert kinds == ["refused"]


def test_failed_then_captured_then_failed_ends_paid(
    client: TestClient, db_session: Session, shopper: User, secret: str
) -> None:
    order = make_order(db_session, shopper.id)
    failed = _captured(order, event="payment.failed", status="failed", payment_id="pay_A")
    assert post_webhook(client, failed, secret).json()["outcome"] == "failed"
    assert _order(db_session, order.id).status == "failed"
    # the shopper retried in the same popup and the second attempt went through
    paid = _captured(order, payment_id="pay_B")
    assert post_webhook(client, paid, secret).json()["outcome"] == "paid"
    late = _captured(order, event="payment.failed", status="failed", payment_id="pay_C")
    assert post_webhook(client, late, secret).json()["outcome"] == "unchanged"
    stored = _order(db_session, order.id)
    assert (stored.status, stored.payment_id) == ("paid", "pay_B")


def test_other_events_and_unknown_orders_are_acknowledged(
    client: TestClient, db_session: Session, secret: str
) -> None:
    body = event_body(
        "payment.authorized",
        payment_id="pay_1",
        order_id="order_1",
        amount=100,
        status="authorized",
    )
    assert post_webhook(client, body, secret).json() == {"status": "ok", "outcome": "ignored"}
    refund = json.dumps({"entity": "event", "event": "refund.processed", "payload": {}}).encode()
    assert post_webhook(client, refund, secret).json()["outcome"] == "ignored"
    unknown = event_body("payment.captured", payment_id="pay_1", order_id="order_x", amount=100)
    assert post_webhook(client, unknown, secret).json()["outcome"] == "unknown_order"


def test_an_unreadable_signed_body_is_refused(client: TestClient, secret: str) -> None:
    for body in [b"not json", b"[]", b'{"event": 3}']:
        refusal(post_webhook(client, body, secret), 400, "Invalid webhook body")


def test_without_an_event_id_a_replayed_body_still_acts_once(
    client: TestClient, db_session: Session, shopper: User, secret: str, database: Database
) -> None:
    order = make_order(db_session, shopper.id)
    body = _captured(order)
    headers = {"X-Razorpay-Signature": hmac_hex(secret, body)}
    outcomes = [
        client.post("/api/v1/payments/webhook", content=body, headers=headers).json()["outcome"]
        for _ in range(2)
    ]
    assert outcomes == ["paid", "duplicate"]


def test_the_webhook_passes_the_cross_site_guard_without_an_origin(
    client: TestClient, db_session: Session, shopper: User, secret: str
) -> None:
    """Server-to-server: no Origin, Referer or Sec-Fetch-Site, so no CSRF refusal; a browser
    page elsewhere posting to it is still refused by the guard."""
    order = make_order(db_session, shopper.id)
    body = _captured(order)
    cross = client.post(
        "/api/v1/payments/webhook",
        content=body,
        headers={"Origin": "https://evil.example", "X-Razorpay-Signature": hmac_hex(secret, body)},
    )
    assert cross.status_code == 403
    assert post_webhook(client, body, secret).status_code == 200


def test_a_huge_body_is_refused(client: TestClient, secret: str) -> None:
    body = b"{" + b" " * 1_100_000 + b"}"
    assert post_webhook(client, body, secret).status_code == 413


def test_a_payment_id_that_paid_another_order_is_refused(
    client: TestClient, db_session: Session, shopper: User, secret: str, database: Database
) -> None:
    first = make_order(db_session, shopper.id)
    second = make_order(db_session, shopper.id)
    assert post_webhook(client, _captured(first, payment_id="pay_1"), secret).json()["outcome"] == (
        "paid"
    )
    body = _captured(second, payment_id="pay_1")
    outcomes = [
        post_webhook(client, body, secret, event_id="evt-same").json()["outcome"] for _ in range(2)
    ]
    assert outcomes == ["refused", "duplicate"]
    assert _order(db_session, second.id).status == "created"
    assert paid_transitions(database, second.id) == 0
