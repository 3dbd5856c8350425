"""Issue 16, capture: a payment that stayed authorized (a late authorization) is captured by the
`payment.authorized` webhook and by reconciliation, so no paid order is refunded by Razorpay on
its own; against Razorpay's documented capture API on a faked transport (`responses`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
import responses
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from khadi.payments.razorpay import RazorpayProvider
from khadi.payments.reconcile import reconcile
from tests.factories import make_order
from tests.payments.support import event_body, payment_entity, post_webhook

KEY_ID = "rzp_test_1DP5mmOlF5G5ag"
KEY_SECRET = "thisissupersecret"
WEBHOOK_SECRET = "webhook-secret-from-the-dashboard"
PAYMENTS_URL = "https://api.razorpay.com/v1/payments"
PAY_ID = "pay_29QQoUBi66xm2f"


@pytest.fixture
def api() -> Iterator[responses.RequestsMock]:
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        yield mock


@pytest.fixture
def client(settings: Settings, database: Database) -> Iterator[TestClient]:
    razorpay = settings.model_copy(
        update={
            "payment_provider": "razorpay",
            "razorpay_key_id": KEY_ID,
            "razorpay_key_secret": SecretStr(KEY_SECRET),
            "razorpay_webhook_secret": SecretStr(WEBHOOK_SECRET),
        }
    )
    with TestClient(create_app(razorpay, database)) as test_client:
        yield test_client


def _captures(order: Order) -> Callable[[Any], tuple[int, dict[str, str], str]]:
    """Razorpay's capture endpoint for `order`'s payment: answers the captured payment entity."""

    def answer(request: Any) -> tuple[int, dict[str, str], str]:
        amount = json.loads(request.body)["amount"]
        entity = payment_entity(payment_id=PAY_ID, order_id=order.provider_order_id, amount=amount)
        return 200, {}, json.dumps(entity)

    return answer


def _authorized(order: Order) -> bytes:
    return event_body(
        "payment.authorized",
        payment_id=PAY_ID,
        order_id=order.provider_order_id,
        amount=order.amount,
        status="authorized",
    )


def _status(database: Database, order_id: str) -> tuple[str, str | None]:
    with database.sessions() as session:
        order = session.get(Order, order_id)
        assert order is not None
        return order.status, order.payment_id


def test_an_authorized_payment_is_captured_and_pays_the_order_once(
    api: responses.RequestsMock,
    client: TestClient,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order = make_order(db_session, make_user().id, provider="razorpay")
    api.add_callback(responses.POST, f"{PAYMENTS_URL}/{PAY_ID}/capture", callback=_captures(order))

    hooked = post_webhook(client, _authorized(order), WEBHOOK_SECRET)

    assert hooked.json()["outcome"] == "paid"
    assert _status(database, order.id) == ("paid", PAY_ID)
    [call] = api.calls
    assert json.loads(call.request.body) == {"amount": order.amount, "currency": "INR"}

    # Razorpay's replay of the same event: the order is paid, nothing more is captured
    again = post_webhook(client, _authorized(order), WEBHOOK_SECRET)
    assert again.json()["outcome"] == "ignored"
    assert len(api.calls) == 1
    captured = event_body(
        "payment.captured", payment_id=PAY_ID, order_id=order.provider_order_id, amount=order.amount
    )
    assert post_webhook(client, captured, WEBHOOK_SECRET).json()["outcome"] == "already_paid"
    assert _status(database, order.id) == ("paid", PAY_ID)


def test_a_capture_razorpay_does_not_confirm_is_answered_503_for_a_retry(
    api: responses.RequestsMock,
    client: TestClient,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order = make_order(db_session, make_user().id, provider="razorpay")
    api.add(
        responses.POST,
        f"{PAYMENTS_URL}/{PAY_ID}/capture",
        status=500,
        json={"error": {"code": "SERVER_ERROR", "description": "We are facing some trouble"}},
    )

    first = post_webhook(client, _authorized(order), WEBHOOK_SECRET, event_id="evt_retry_1")

    assert first.status_code == 503
    assert _status(database, order.id) == ("created", None)
    api.remove(responses.POST, f"{PAYMENTS_URL}/{PAY_ID}/capture")
    api.add_callback(responses.POST, f"{PAYMENTS_URL}/{PAY_ID}/capture", callback=_captures(order))
    retried = post_webhook(client, _authorized(order), WEBHOOK_SECRET, event_id="evt_retry_1")
    assert retried.json()["outcome"] == "paid"
    assert _status(database, order.id) == ("paid", PAY_ID)


def test_an_authorized_payment_for_an_order_already_paid_is_left_to_lapse(
    api: responses.RequestsMock,
    client: TestClient,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    now = utcnow()
    order = make_order(
        db_session,
        make_user().id,
        provider="razorpay",
        status="paid",
        payment_id="pay_first0000000",
        paid_at=now,
    )

    hooked = post_webhook(client, _authorized(order), WEBHOOK_SECRET)

    assert hooked.json()["outcome"] == "ignored"
    assert len(api.calls) == 0  # never captured: Razorpay refunds it by itself
    assert _status(database, order.id) == ("paid", "pay_first0000000")


def test_reconcile_captures_a_late_authorization(
    api: responses.RequestsMock,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    provider = RazorpayProvider(KEY_ID, KEY_SECRET, WEBHOOK_SECRET, timeout=7)
    order = make_order(
        db_session, make_user().id, provider="razorpay", placed_at=utcnow() - timedelta(minutes=30)
    )
    api.add(
        responses.GET,
        f"https://api.razorpay.com/v1/orders/{order.provider_order_id}/payments",
        json={
            "entity": "collection",
            "count": 1,
            "items": [
                payment_entity(
                    payment_id=PAY_ID,
                    order_id=order.provider_order_id,
                    amount=order.amount,
                    status="authorized",
                )
            ],
        },
    )
    api.add_callback(responses.POST, f"{PAYMENTS_URL}/{PAY_ID}/capture", callback=_captures(order))

    summary = reconcile(
        database, provider, older_than=timedelta(minutes=15), max_age=timedelta(hours=72)
    )

    assert summary.paid == 1
    assert _status(database, order.id) == ("paid", PAY_ID)


def test_capturing_a_payment_already_captured_answers_it_as_it_is(
    api: responses.RequestsMock,
) -> None:
    provider = RazorpayProvider(KEY_ID, KEY_SECRET, WEBHOOK_SECRET, timeout=7)
    api.add(
        responses.POST,
        f"{PAYMENTS_URL}/{PAY_ID}/capture",
        status=400,
        json={
            "error": {
                "code": "BAD_REQUEST_ERROR",
                "description": "This payment has already been captured",
            }
        },
    )
    api.add(
        responses.GET,
        f"{PAYMENTS_URL}/{PAY_ID}",
        json=payment_entity(payment_id=PAY_ID, order_id="order_RB58MiP5SPFYyM", amount=89900),
    )

    payment = provider.capture(PAY_ID, 89900, "INR")

    assert (payment.id, payment.status, payment.amount) == (PAY_ID, "captured", 89900)
