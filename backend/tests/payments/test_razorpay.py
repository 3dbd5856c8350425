"""The Razorpay adapter, through the official SDK, against a faked transport (`responses`
intercepts `requests`, which the SDK uses): Razorpay's documented request and response shapes,
and signatures computed here with hmac. Nothing reaches the internet."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
import requests
import responses
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from khadi.payments.provider import ProviderError
from khadi.payments.razorpay import RazorpayProvider
from khadi.payments.reconcile import reconcile
from tests.cart.checks import refusal
from tests.factories import make_order, make_product
from tests.payments.support import (
    SHIRT_M,
    add_line,
    checkout_ok,
    event_body,
    hmac_hex,
    order_status,
    payment_entity,
    post_webhook,
)

KEY_ID = "rzp_test_1DP5mmOlF5G5ag"
KEY_SECRET = "thisissupersecret"
WEBHOOK_SECRET = "webhook-secret-from-the-dashboard"
ORDERS_URL = "https://api.razorpay.com/v1/orders"


def _order_response(amount: int, receipt: str, order_id: str = "order_RB58MiP5SPFYyM") -> dict:
    """Razorpay's documented POST /v1/orders success response."""
    return {
        "amount": amount,
        "amount_due": amount,
        "amount_paid": 0,
        "attempts": 0,
        "created_at": 1756455561,
        "currency": "INR",
        "entity": "order",
        "id": order_id,
        "notes": {"order_id": receipt},
        "offer_id": None,
        "receipt": receipt,
        "status": "created",
    }


def _order_created(request: Any) -> tuple[int, dict[str, str], str]:
    body = json.loads(request.body)
    return 200, {}, json.dumps(_order_response(body["amount"], body["receipt"]))


@pytest.fixture
def api() -> Iterator[responses.RequestsMock]:
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        yield mock


@pytest.fixture
def provider() -> RazorpayProvider:
    return RazorpayProvider(KEY_ID, KEY_SECRET, WEBHOOK_SECRET, timeout=7)


@pytest.fixture
def razorpay_settings(settings: Settings) -> Settings:
    return settings.model_copy(
        update={
            "payment_provider": "razorpay",
            "razorpay_key_id": KEY_ID,
            "razorpay_key_secret": SecretStr(KEY_SECRET),
            "razorpay_webhook_secret": SecretStr(WEBHOOK_SECRET),
        }
    )


def test_create_order_posts_razorpays_documented_request(
    api: responses.RequestsMock, provider: RazorpayProvider
) -> None:
    api.add_callback(responses.POST, ORDERS_URL, callback=_order_created)

    order = provider.create_order(89900, "INR", "Kx7pQ2mZr4Tb9wYd")

    assert (order.id, order.amount, order.currency) == ("order_RB58MiP5SPFYyM", 89900, "INR")
    assert (order.receipt, order.status) == ("Kx7pQ2mZr4Tb9wYd", "created")
    [call] = api.calls
    assert json.loads(call.request.body) == {
        "amount": 89900,
        "currency": "INR",
        "receipt": "Kx7pQ2mZr4Tb9wYd",
        "notes": {"order_id": "Kx7pQ2mZr4Tb9wYd"},
        # issue 16: captured on authorization, never left to Razorpay's automatic refund
        "payment": {
            "capture": "automatic",
            "capture_options": {
                "automatic_expiry_period": 12,
                "manual_expiry_period": 7200,
                "refund_speed": "normal",
            },
        },
    }
    auth = base64.b64encode(f"{KEY_ID}:{KEY_SECRET}".encode()).decode()
    assert call.request.headers["Authorization"] == f"Basic {auth}"
    assert call.request.headers["Content-type"] == "application/json"
    assert call.request.req_kwargs["timeout"] == 7  # never an unbounded wait


@pytest.mark.parametrize(
    ("status", "body"),
    [
        (
            400,
            {
                "error": {
                    "code": "BAD_REQUEST_ERROR",
                    "description": "The amount must be atleast INR 1.00",
                    "source": "business",
                    "step": "payment_initiation",
                    "reason": "input_validation_failed",
                    "metadata": {},
                    "field": "amount",
                }
            },
        ),
        (401, {"error": {"code": "BAD_REQUEST_ERROR", "description": "Authentication failed"}}),
        (500, {"error": {"code": "SERVER_ERROR", "description": "We are facing some trouble"}}),
        (200, {"id": "order_RB58MiP5SPFYyM", "amount": 1, "currency": "INR"}),  # not our amount
    ],
)
def test_create_order_failures_are_provider_errors(
    api: responses.RequestsMock, provider: RazorpayProvider, status: int, body: dict[str, Any]
) -> None:
    api.add(responses.POST, ORDERS_URL, json=body, status=status)
    with pytest.raises(ProviderError):
        provider.create_order(89900, "INR", "r1")


def test_an_unreachable_razorpay_is_a_provider_error(
    api: responses.RequestsMock, provider: RazorpayProvider
) -> None:
    api.add(responses.POST, ORDERS_URL, body=requests.ConnectionError("no route to host"))
    with pytest.raises(ProviderError):
        provider.create_order(89900, "INR", "r1")
    api.add(responses.POST, ORDERS_URL, body=requests.Timeout("read timed out"))
    with pytest.raises(ProviderError):
        provider.create_order(89900, "INR", "r1")


def test_fetch_order_payments_reads_razorpays_collection(
    api: responses.RequestsMock, provider: RazorpayProvider
) -> None:
    items = [
        payment_entity(
            payment_id="pay_failed000001", order_id="order_X", amount=89900, status="failed"
        ),
        payment_entity(payment_id="pay_29QQoUBi66xm2f", order_id="order_X", amount=89900),
    ]
    api.add(
        responses.GET,
        f"{ORDERS_URL}/order_X/payments",
        json={"entity": "collection", "count": 2, "items": items},
    )
    payments = provider.fetch_order_payments("order_X")
    assert [(p.id, p.status, p.amount, p.currency) for p in payments] == [
        ("pay_failed000001", "failed", 89900, "INR"),
        ("pay_29QQoUBi66xm2f", "captured", 89900, "INR"),
    ]
    assert payments[0].error_description == "Payment failed"
    api.add(responses.GET, f"{ORDERS_URL}/order_Y/payments", json={"error": {}}, status=404)
    with pytest.raises(ProviderError):
        provider.fetch_order_payments("order_Y")


def test_payment_signatures_as_razorpay_computes_them(provider: RazorpayProvider) -> None:
    order_id, payment_id = "order_RB58MiP5SPFYyM", "pay_29QQoUBi66xm2f"
    good = hmac_hex(KEY_SECRET, f"{order_id}|{payment_id}".encode())
    assert provider.verify_payment_signature(order_id, payment_id, good)
    assert not provider.verify_payment_signature(order_id, "pay_other", good)
    assert not provider.verify_payment_signature("order_other", payment_id, good)
    assert not provider.verify_payment_signature(order_id, payment_id, "0" * 64)
    assert not provider.verify_payment_signature(order_id, payment_id, "é" * 64)


def test_webhook_signatures_cover_the_raw_bytes(provider: RazorpayProvider) -> None:
    body = event_body("payment.captured", payment_id="pay_1", order_id="order_1", amount=100)
    signature = hmac_hex(WEBHOOK_SECRET, body)
    assert provider.verify_webhook_signature(body, signature)
    compact = json.dumps(json.loads(body), separators=(",", ":")).encode()
    assert not provider.verify_webhook_signature(compact, signature)
    assert not provider.verify_webhook_signature(body, hmac_hex(KEY_SECRET, body))
    assert not provider.verify_webhook_signature(b"\xff" + body, signature)
    assert not provider.verify_webhook_signature(body, "")


def test_a_full_purchase_with_razorpay(
    api: responses.RequestsMock,
    razorpay_settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    api.add_callback(responses.POST, ORDERS_URL, callback=_order_created)
    with TestClient(create_app(razorpay_settings, database)) as client:
        login_as(client, make_user())
        add_line(client, make_product(db_session).id, 2, **SHIRT_M)

        order = checkout_ok(client)

        assert order["provider"] == "razorpay"
        assert order["keyId"] == KEY_ID
        assert order["checkoutScriptUrl"] == "https://checkout.razorpay.com/v1/checkout.js"
        assert order["providerOrderId"] == "order_RB58MiP5SPFYyM"
        assert order["amount"] == 179800
        assert json.loads(api.calls[0].request.body)["receipt"] == order["orderId"]
        assert KEY_SECRET not in json.dumps(order) and WEBHOOK_SECRET not in json.dumps(order)

        # the checkout.js handler's response, then Razorpay's webhook
        payment_id = "pay_29QQoUBi66xm2f"
        verified = client.post(
            "/api/v1/payments/verify",
            json={
                "orderId": order["orderId"],
                "providerOrderId": order["providerOrderId"],
                "paymentId": payment_id,
                "signature": hmac_hex(
                    KEY_SECRET, f"{order['providerOrderId']}|{payment_id}".encode()
                ),
            },
        )
        assert verified.json()["status"] == "paid"
        body = event_body(
            "payment.captured",
            payment_id=payment_id,
            order_id=order["providerOrderId"],
            amount=179800,
        )
        hooked = post_webhook(client, body, WEBHOOK_SECRET)
        assert hooked.json()["outcome"] == "already_paid"
        assert order_status(client, order["orderId"]) == "paid"
        assert client.get("/api/v1/cart").json()["lines"] == []


def test_a_razorpay_outage_says_could_not_start_payment(
    api: responses.RequestsMock,
    razorpay_settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    api.add(responses.POST, ORDERS_URL, json={"error": {"code": "SERVER_ERROR"}}, status=503)
    with TestClient(create_app(razorpay_settings, database)) as client:
        login_as(client, make_user())
        add_line(client, make_product(db_session).id, **SHIRT_M)
        from tests.payments.support import start_checkout

        refusal(start_checkout(client), 502, "Could not start payment")
    assert db_session.scalars(select(Order)).all() == []


def test_the_sandbox_signature_does_not_pass_with_razorpay(
    api: responses.RequestsMock,
    razorpay_settings: Settings,
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    with TestClient(create_app(razorpay_settings, database)) as client:
        user = make_user()
        order = make_order(db_session, user.id, provider="razorpay")
        body = event_body(
            "payment.captured",
            payment_id="pay_1",
            order_id=order.provider_order_id,
            amount=order.amount,
        )
        refusal(
            post_webhook(client, body, settings.sandbox_webhook_secret), 400, "Invalid signature"
        )


def test_reconcile_asks_razorpay_about_orders_left_waiting(
    api: responses.RequestsMock,
    provider: RazorpayProvider,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    user = make_user()
    old = utcnow() - timedelta(minutes=30)
    captured = make_order(db_session, user.id, provider="razorpay", placed_at=old)
    declined = make_order(db_session, user.id, provider="razorpay", placed_at=old)
    waiting = make_order(db_session, user.id, provider="razorpay", placed_at=old)
    broken = make_order(db_session, user.id, provider="razorpay", placed_at=old)
    sandbox_order = make_order(db_session, user.id, placed_at=old)  # another provider's

    def payments(order: Order, *entities: dict[str, Any]) -> None:
        api.add(
            responses.GET,
            f"{ORDERS_URL}/{order.provider_order_id}/payments",
            json={"entity": "collection", "count": len(entities), "items": list(entities)},
        )

    pid = "pay_29QQoUBi66xm2f"
    payments(
        captured,
        payment_entity(
            payment_id="pay_f1", order_id=captured.provider_order_id, amount=89900, status="failed"
        ),
        payment_entity(payment_id=pid, order_id=captured.provider_order_id, amount=89900),
    )
    payments(
        declined,
        payment_entity(
            payment_id="pay_f2", order_id=declined.provider_order_id, amount=89900, status="failed"
        ),
    )
    payments(waiting)
    api.add(
        responses.GET,
        f"{ORDERS_URL}/{broken.provider_order_id}/payments",
        body=requests.ConnectionError("down"),
    )

    summary = reconcile(
        database, provider, older_than=timedelta(minutes=15), max_age=timedelta(hours=72)
    )

    assert (summary.checked, summary.paid, summary.failed) == (4, 1, 1)
    assert (summary.unchanged, summary.errors) == (1, 1)
    with database.sessions() as session:
        status = {o.id: (o.status, o.payment_id) for o in session.scalars(select(Order))}
    assert status[captured.id] == ("paid", pid)
    assert status[declined.id] == ("failed", None)
    assert status[waiting.id] == ("created", None)
    assert status[broken.id] == ("created", None)
    assert status[sandbox_order.id] == ("created", None)
