"""Refunds with Razorpay (issue 16), against its documented Refunds API on a faked transport
(`responses`): the idempotency header, a refusal that refunds nothing, and a lost answer asked
again with the same key."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
import requests
import responses
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.payments.razorpay import RazorpayProvider
from khadi.payments.refunds import retry_requested
from tests.cart.checks import refusal
from tests.factories import make_order
from tests.payments.support import new_key, post_webhook

KEY_ID = "rzp_test_1DP5mmOlF5G5ag"
KEY_SECRET = "thisissupersecret"
WEBHOOK_SECRET = "webhook-secret-from-the-dashboard"
PAY_ID = "pay_29QQoUBi66xm2f"
REFUND_URL = f"https://api.razorpay.com/v1/payments/{PAY_ID}/refund"


def _refund_entity(amount: int, status: str, notes: dict[str, str]) -> dict[str, Any]:
    """Razorpay's documented refund entity."""
    return {
        "id": "rfnd_FP8QHiV938haTz",
        "entity": "refund",
        "amount": amount,
        "receipt": None,
        "currency": "INR",
        "payment_id": PAY_ID,
        "notes": notes,
        "acquirer_data": {"arn": None},
        "created_at": 1597078866,
        "batch_id": None,
        "status": status,
        "speed_processed": "normal",
        "speed_requested": "normal",
    }


def _answers(status: str) -> Callable[[Any], tuple[int, dict[str, str], str]]:
    def answer(request: Any) -> tuple[int, dict[str, str], str]:
        body = json.loads(request.body)
        return 200, {}, json.dumps(_refund_entity(body["amount"], status, body["notes"]))

    return answer


@pytest.fixture
def api() -> Iterator[responses.RequestsMock]:
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        yield mock


@pytest.fixture
def razorpay(settings: Settings) -> Settings:
    return settings.model_copy(
        update={
            "payment_provider": "razorpay",
            "razorpay_key_id": KEY_ID,
            "razorpay_key_secret": SecretStr(KEY_SECRET),
            "razorpay_webhook_secret": SecretStr(WEBHOOK_SECRET),
        }
    )


@pytest.fixture
def admin(
    razorpay: Settings,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> Iterator[TestClient]:
    with TestClient(create_app(razorpay, database)) as client:
        login_as(client, make_user(role="admin"))
        yield client


def _paid(db: Session, user: User) -> str:
    order = make_order(
        db, user.id, provider="razorpay", status="paid", payment_id=PAY_ID, paid_at=utcnow()
    )
    return order.id


def _refund(client: TestClient, order_id: str, amount: int, key: str) -> Any:
    return client.post(
        f"/api/v1/admin/orders/{order_id}/refunds",
        json={"amount": amount},
        headers={"Idempotency-Key": key},
    )


def test_a_refund_is_asked_with_an_idempotency_key_and_settled_by_the_webhook(
    api: responses.RequestsMock,
    admin: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _paid(db_session, make_user())
    api.add_callback(responses.POST, REFUND_URL, callback=_answers("pending"))

    answered = _refund(admin, order_id, 40_000, new_key()).json()

    [refund] = answered["refunds"]
    assert (refund["amount"], refund["status"]) == (40_000, "pending")
    [call] = api.calls
    assert json.loads(call.request.body) == {
        "amount": 40_000,
        "speed": "normal",
        "notes": {"refund_id": refund["id"], "order_id": order_id},
    }
    assert call.request.headers["X-Refund-Idempotency"] == f"khadi_{refund['id']}"
    hook = {
        "entity": "event",
        "event": "refund.processed",
        "contains": ["refund", "payment"],
        "payload": {
            "refund": {"entity": _refund_entity(40_000, "processed", {"refund_id": refund["id"]})},
            "payment": {"entity": {"id": PAY_ID, "order_id": "order_x", "amount": 89900}},
        },
    }
    assert post_webhook(admin, json.dumps(hook).encode(), WEBHOOK_SECRET).json()["outcome"] == (
        "refund_processed"
    )
    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert [r["status"] for r in detail["refunds"]] == ["processed"]
    assert (detail["refundedAmount"], detail["refundable"]) == (40_000, 49_900)


def test_a_refund_razorpay_refuses_refunds_nothing(
    api: responses.RequestsMock,
    admin: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _paid(db_session, make_user())
    api.add(
        responses.POST,
        REFUND_URL,
        status=400,
        json={
            "error": {
                "code": "BAD_REQUEST_ERROR",
                "description": "The refund amount provided is greater than amount captured",
            }
        },
    )

    refusal(
        _refund(admin, order_id, 89_900, new_key()),
        409,
        "The payment provider refused the refund; nothing was refunded",
    )

    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert [r["status"] for r in detail["refunds"]] == ["failed"]
    assert "greater than amount captured" in detail["refunds"][0]["failure"]
    assert (detail["refundedAmount"], detail["refundable"]) == (0, 89_900)


def test_a_lost_answer_is_asked_again_with_the_same_key(
    api: responses.RequestsMock,
    admin: TestClient,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _paid(db_session, make_user())
    api.add(responses.POST, REFUND_URL, body=requests.ConnectionError("reset by peer"))

    answered = _refund(admin, order_id, 89_900, new_key()).json()

    assert [r["status"] for r in answered["refunds"]] == ["requested"]
    assert answered["refundable"] == 0  # held while the answer is unknown: never refunded twice
    api.remove(responses.POST, REFUND_URL)
    api.add_callback(responses.POST, REFUND_URL, callback=_answers("processed"))
    provider = RazorpayProvider(KEY_ID, KEY_SECRET, WEBHOOK_SECRET, timeout=7)

    assert retry_requested(database, provider, older_than=timedelta(0)) == 1

    keys = {call.request.headers["X-Refund-Idempotency"] for call in api.calls}
    assert len(keys) == 1  # the same key both times
    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert [r["status"] for r in detail["refunds"]] == ["processed"]
