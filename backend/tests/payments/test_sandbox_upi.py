"""Issue 30, UPI first: the sandbox popup pays by UPI (a VPA typed, or a QR scanned), card or
netbanking, as Razorpay's payment entity says it; a UPI collect request may stay pending a while
before the shopper approves it — the order waits (it is not failed) and its webhooks pay it."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.payments.models import SandboxPayment
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok, paid_transitions, sandbox


def _pay(client: TestClient, provider_order_id: str, **body: Any) -> Any:
    return client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": provider_order_id, "outcome": "success", **body},
    )


def _webhooks(app: FastAPI) -> list[dict[str, Any]]:
    """Every webhook body the sandbox sends from now on, as it reaches our handler."""
    provider = sandbox(app)
    deliver = provider._deliver
    assert deliver is not None
    seen: list[dict[str, Any]] = []

    def recording(body: bytes, headers: Mapping[str, str]) -> None:
        seen.append(json.loads(body))
        deliver(body, headers)

    provider.attach(recording)
    return seen


def test_a_upi_collect_request_waits_then_its_capture_pays_the_order(
    app: FastAPI, client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)
    seen = _webhooks(app)

    answer = _pay(
        client, order["providerOrderId"], method="upi", vpa=" asha.k@okaxis ", approveAfterSeconds=1
    )

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["pending"] is True and "signature" not in body and "error" not in body
    with database.sessions() as session:
        payment = session.get(SandboxPayment, body["paymentId"])
        assert payment is not None and payment.status in ("created", "captured")
    # waiting, not failed, and shown in My Orders as waiting
    listed = client.get("/api/v1/orders").json()["items"]
    assert [(o["id"], o["status"]) for o in listed] in (
        [(order["orderId"], "created")],
        [(order["orderId"], "paid")],  # a very slow machine: approved already
    )

    sandbox(app).wait_for_webhooks()

    paid = client.get(f"/api/v1/orders/{order['orderId']}").json()
    assert paid["status"] == "paid"
    assert paid["paymentInfo"] == {"amount": order["amount"], "paymentId": body["paymentId"]}
    assert paid_transitions(database, order["orderId"]) == 1
    entities = [event["payload"]["payment"]["entity"] for event in seen]
    assert {(e["method"], e["vpa"], e["status"]) for e in entities} == {
        ("upi", "asha.k@okaxis", "captured")
    }
    assert sorted(event["event"] for event in seen) == ["order.paid", "payment.captured"]


def test_a_qr_payment_and_netbanking_say_their_method(
    app: FastAPI, client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session).id
    add_line(client, shirt, **SHIRT_M)
    first = checkout_ok(client)
    seen = _webhooks(app)
    qr = _pay(client, first["providerOrderId"], method="upi").json()  # scanned: no VPA typed
    assert qr["signature"] and not qr.get("pending")
    sandbox(app).wait_for_webhooks()
    add_line(client, shirt, **SHIRT_M)
    second = checkout_ok(client)
    declined = client.post(
        "/api/v1/payments/sandbox/pay",
        json={
            "providerOrderId": second["providerOrderId"],
            "outcome": "failure",
            "method": "netbanking",
            "bank": "SBIN",
        },
    ).json()
    assert declined["error"]["description"] == "Your bank declined the payment."
    sandbox(app).wait_for_webhooks()

    entities = {
        (e["method"], e["vpa"], e["bank"], e["status"])
        for e in (event["payload"]["payment"]["entity"] for event in seen)
    }
    assert entities == {("upi", None, None, "captured"), ("netbanking", None, "SBIN", "failed")}


def test_a_upi_id_must_look_like_one(
    client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)
    for vpa in ("asha", "asha@", "@okaxis", "asha@ok axis", "as ha@okaxis", "a@1bank"):
        refused = _pay(client, order["providerOrderId"], method="upi", vpa=vpa)
        assert refused.status_code == 422, (vpa, refused.text)
        body = refused.json()
        assert body["message"] == "Enter a valid UPI ID, like name@bank"
        assert body["reason"] == "payments.invalid_vpa"
        assert body["fields"] == {"vpa": "Enter a valid UPI ID, like name@bank"}
    with database.sessions() as session:
        assert list(session.scalars(select(SandboxPayment.id))) == []
    # only UPI is ever left pending: a card is paid at once
    card = _pay(client, order["providerOrderId"], method="card", approveAfterSeconds=30).json()
    assert card["signature"] and not card.get("pending")


def test_the_upi_qr_is_drawn_here_for_the_owners_order_and_amount(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)

    qr = client.get(f"/api/v1/payments/sandbox/upi-qr/{order['providerOrderId']}")

    assert qr.status_code == 200, qr.text
    body = qr.json()
    assert body["text"].startswith("upi://pay?pa=khadi.sandbox%40razorpay&")
    assert "&am=899.00&cu=INR&" in body["text"]
    assert f"&tr={order['providerOrderId']}&" in body["text"]
    rows = body["rows"]
    size = len(rows)
    assert size >= 21 and (size - 17) % 4 == 0  # a QR version's side
    assert all(len(row) == size and set(row) <= {"0", "1"} for row in rows)
    assert rows[0].startswith("1111111") and rows[6].startswith("1111111")  # a finder pattern
    assert client.get("/api/v1/payments/sandbox/upi-qr/order_nope").status_code == 404
