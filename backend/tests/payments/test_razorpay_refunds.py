"""Refunds with Razorpay (issue 16), against its documented Refunds API on a faked transport
(`responses`): the idempotency header, a refusal that refunds nothing, and a lost answer asked
again with the same key; a duplicate payment refunded by its own payment id, once."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import httpx
import pytest
import requests
import responses
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from khadi.payments.razorpay import RazorpayProvider
from khadi.payments.refund_models import Refund
from khadi.payments.refunds import retry_requested
from tests.cart.checks import refusal
from tests.factories import make_order
from tests.payments.support import duplicate_url, new_key, post_webhook, report_duplicate
from tests.waits import TIMEOUT, run_together

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


def _answers(
    status: str, *, own_ids: bool = False
) -> Callable[[Any], tuple[int, dict[str, str], str]]:
    """Razorpay's answer to a refund request; `own_ids`: a refund id per idempotency key."""

    def answer(request: Any) -> tuple[int, dict[str, str], str]:
        body = json.loads(request.body)
        entity = _refund_entity(body["amount"], status, body["notes"])
        if own_ids:
            entity["id"] = "rfnd_" + request.headers["X-Refund-Idempotency"][-14:]
        return 200, {}, json.dumps(entity)

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


# --- a duplicate payment (issue 16: 'Refund' on the order page) ---------------------------------

TWICE = "pay_2ndCharge00001"
TWICE_URL = f"https://api.razorpay.com/v1/payments/{TWICE}/refund"


def _charged_twice(client: TestClient, db: Session, user: User) -> str:
    order = make_order(
        db, user.id, provider="razorpay", status="paid", payment_id=PAY_ID, paid_at=utcnow()
    )
    report_duplicate(client, order.provider_order_id, order.amount, TWICE, WEBHOOK_SECRET)
    return order.id


def _failed_hook(refund_id: str, payment_id: str) -> bytes:
    entity = {
        **_refund_entity(89_900, "failed", {"refund_id": refund_id}),
        "payment_id": payment_id,
    }
    entity["id"] = f"rfnd_{refund_id[-14:]}"
    return json.dumps(
        {
            "entity": "event",
            "event": "refund.failed",
            "contains": ["refund", "payment"],
            "payload": {
                "refund": {"entity": entity},
                "payment": {"entity": {"id": payment_id, "order_id": "order_x"}},
            },
        }
    ).encode()


def test_a_duplicate_is_refunded_by_its_payment_id_and_its_failure_leaves_the_order_alone(
    api: responses.RequestsMock,
    admin: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _charged_twice(admin, db_session, make_user())
    api.add_callback(responses.POST, REFUND_URL, callback=_answers("pending", own_ids=True))
    api.add_callback(responses.POST, TWICE_URL, callback=_answers("pending", own_ids=True))
    own = _refund(admin, order_id, 40_000, new_key()).json()["refunds"][0]

    answered = admin.post(duplicate_url(order_id, TWICE)).json()

    first = answered["duplicates"][0]["refund"]
    assert (first["amount"], first["status"]) == (89_900, "pending")
    asked = [call for call in api.calls if call.request.url == TWICE_URL]
    assert [json.loads(call.request.body)["amount"] for call in asked] == [89_900]
    assert asked[0].request.headers["X-Refund-Idempotency"] == f"khadi_{first['id']}"
    assert (answered["refundedAmount"], answered["refundable"]) == (40_000, 49_900)

    hook = post_webhook(admin, _failed_hook(first["id"], TWICE), WEBHOOK_SECRET)

    assert hook.json()["outcome"] == "refund_failed"
    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert detail["duplicates"][0]["refund"]["status"] == "failed"
    assert [(r["id"], r["status"]) for r in detail["refunds"]] == [(own["id"], "pending")]
    assert (detail["refundedAmount"], detail["refundable"]) == (40_000, 49_900)
    again = admin.post(duplicate_url(order_id, TWICE)).json()["duplicates"][0]["refund"]
    assert again["id"] != first["id"] and again["status"] == "pending"
    keys = [
        c.request.headers["X-Refund-Idempotency"] for c in api.calls if c.request.url == TWICE_URL
    ]
    assert keys == [f"khadi_{first['id']}", f"khadi_{again['id']}"]


def test_a_duplicate_razorpay_refuses_is_failed_and_may_be_asked_again(
    api: responses.RequestsMock,
    admin: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _charged_twice(admin, db_session, make_user())
    refused = {"error": {"code": "BAD_REQUEST_ERROR", "description": "Payment fully refunded"}}
    api.add(responses.POST, TWICE_URL, status=400, json=refused)

    refusal(
        admin.post(duplicate_url(order_id, TWICE)),
        409,
        "The payment provider refused the refund; nothing was refunded",
    )
    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert detail["duplicates"][0]["refund"]["status"] == "failed"
    assert "fully refunded" in detail["duplicates"][0]["refund"]["failure"]
    api.remove(responses.POST, TWICE_URL)
    api.add_callback(responses.POST, TWICE_URL, callback=_answers("processed"))

    retried = admin.post(duplicate_url(order_id, TWICE)).json()

    assert retried["duplicates"][0]["refund"]["status"] == "processed"
    assert (retried["refundedAmount"], retried["refundable"]) == (0, 89_900)


def test_twenty_racing_clicks_ask_razorpay_once(
    api: responses.RequestsMock,
    razorpay: Settings,
    database: Database,
    db_session: Session,
    live_server: Callable[[Any], str],
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    api.add_callback(responses.POST, TWICE_URL, callback=_answers("pending"))
    app = create_app(razorpay, database)
    base = live_server(app)
    with TestClient(app) as client:
        order_id = _charged_twice(client, db_session, make_user())
        token = login_as(client, make_user(role="admin"))

    def click() -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as admin:
            admin.cookies.set("khadi_session", token)
            return int(admin.post(duplicate_url(order_id, TWICE)).status_code)

    codes = run_together([click for _ in range(20)])

    assert codes == [200] * 20
    assert len([call for call in api.calls if call.request.url == TWICE_URL]) == 1
    with database.sessions() as session:
        order = session.get(Order, order_id)
        assert order is not None and order.refunded_amount == 0
        assert session.scalar(select(func.count()).select_from(Refund)) == 1
