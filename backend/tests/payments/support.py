"""Helpers shared by the checkout, order and payment tests. Signatures are computed here with
hmac directly, independently of the code under test."""

from __future__ import annotations

import hashlib
import hmac
import json
import uuid
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from khadi.db import Database
from khadi.orders.models import OrderEvent
from khadi.payments import webhook
from khadi.payments.models import PaymentEvent
from khadi.payments.sandbox import SandboxProvider

ADDRESS = {
    "name": "Asha Shopper",
    "address": "12 Temple Road, Melkote",
    "pincode": "571431",
    "mobile": "+919876543210",
}
SHIRT_M = {"size": "M", "type": "Half Sleeve"}


def new_key() -> str:
    return uuid.uuid4().hex


def add_line(client: Any, product_id: str, quantity: float = 1, **options: str) -> None:
    response = client.post(
        "/api/v1/cart/lines", json={"productId": product_id, "quantity": quantity, **options}
    )
    assert response.status_code == 200, response.text


def start_checkout(client: Any, key: str | None = None, **body: Any) -> Any:
    return client.post(
        "/api/v1/checkout",
        json={**ADDRESS, **body},
        headers={"Idempotency-Key": key or new_key()},
    )


def checkout_ok(client: Any, key: str | None = None, **body: Any) -> dict[str, Any]:
    response = start_checkout(client, key, **body)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def sandbox(app: FastAPI) -> SandboxProvider:
    provider = app.state.payments
    assert isinstance(provider, SandboxProvider)
    return provider


def hmac_hex(secret: str, message: bytes) -> str:
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


def payment_signature(secret: str, provider_order_id: str, payment_id: str) -> str:
    return hmac_hex(secret, f"{provider_order_id}|{payment_id}".encode())


def payment_entity(
    *, payment_id: str, order_id: str, amount: int, currency: str = "INR", status: str = "captured"
) -> dict[str, Any]:
    """A payment entity as Razorpay's payments webhook samples show it."""
    return {
        "id": payment_id,
        "entity": "payment",
        "amount": amount,
        "currency": currency,
        "status": status,
        "order_id": order_id,
        "invoice_id": None,
        "international": False,
        "method": "card",
        "amount_refunded": 0,
        "refund_status": None,
        "captured": status == "captured",
        "description": "Order Payment",
        "card_id": "card_DESp9fNnu0RoNc",
        "bank": None,
        "wallet": None,
        "vpa": None,
        "email": "asha@example.com",
        "contact": "+919876543210",
        "notes": [],
        "fee": 2,
        "tax": 0,
        "error_code": None if status == "captured" else "BAD_REQUEST_ERROR",
        "error_description": None if status == "captured" else "Payment failed",
        "acquirer_data": {"auth_code": "828553", "rrn": "322206890934"},
        "created_at": 1691735748,
    }


def event_body(event: str, **entity: Any) -> bytes:
    """A Razorpay webhook body: {entity: 'event', account_id, event, contains, payload, …}."""
    payload: dict[str, Any] = {"payment": {"entity": payment_entity(**entity)}}
    contains = ["payment"]
    if event == "order.paid":
        contains.append("order")
        payload["order"] = {
            "entity": {
                "id": entity["order_id"],
                "entity": "order",
                "amount": entity["amount"],
                "amount_paid": entity["amount"],
                "amount_due": 0,
                "currency": entity.get("currency", "INR"),
                "receipt": "rcpt",
                "offer_id": None,
                "status": "paid",
                "attempts": 1,
                "notes": [],
                "created_at": 1691735700,
            }
        }
    body = {
        "entity": "event",
        "account_id": "acc_BFQ7uQEaa7j2z7",
        "event": event,
        "contains": contains,
        "payload": payload,
        "created_at": 1691735748,
    }
    return json.dumps(body, indent=2).encode()


def refund_event_body(
    event: str, *, refund_id: str, payment_id: str, provider_order_id: str, amount: int
) -> bytes:
    """A Razorpay `refund.*` webhook body for a refund made at the provider (no notes of ours),
    with its payment."""
    status = {"refund.processed": "processed", "refund.failed": "failed"}.get(event, "pending")
    refund = {
        "id": refund_id,
        "entity": "refund",
        "amount": amount,
        "currency": "INR",
        "payment_id": payment_id,
        "notes": {},
        "status": status,
    }
    payment = {"id": payment_id, "order_id": provider_order_id}
    body = {
        "entity": "event",
        "event": event,
        "contains": ["refund", "payment"],
        "payload": {"refund": {"entity": refund}, "payment": {"entity": payment}},
    }
    return json.dumps(body).encode()


def webhook_bodies(
    events: list[str],
    *,
    payment_id: str,
    provider_order_id: str,
    refund_id: str,
    refund_amount: int,
    amount: int = 89_900,
) -> dict[str, bytes]:
    """A body per event name, for one payment of `amount` and one refund of it made at the
    provider: `payment.*` / `order.paid` and `refund.*` (for tests of every ordering)."""
    return {
        name: refund_event_body(
            name,
            refund_id=refund_id,
            payment_id=payment_id,
            provider_order_id=provider_order_id,
            amount=refund_amount,
        )
        if name.startswith("refund.")
        else event_body(name, payment_id=payment_id, order_id=provider_order_id, amount=amount)
        for name in events
    }


def receive_signed(database: Database, provider: SandboxProvider, secret: str, body: bytes) -> None:
    """Hand a webhook body, signed with `secret`, straight to the webhook handler."""
    webhook.receive(
        database, provider, None, body, {"X-Razorpay-Signature": hmac_hex(secret, body)}
    )


def post_webhook(
    client: Any, body: bytes, secret: str, *, event_id: str | None = None, signature: str = ""
) -> Any:
    headers = {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": signature or hmac_hex(secret, body),
        "X-Razorpay-Event-Id": event_id or uuid.uuid4().hex[:14],
    }
    return client.post("/api/v1/payments/webhook", content=body, headers=headers)


def paid_transitions(database: Database, order_id: str) -> int:
    with database.sessions() as session:
        return (
            session.scalar(
                select(func.count())
                .select_from(PaymentEvent)
                .where(PaymentEvent.order_id == order_id, PaymentEvent.kind == "paid")
            )
            or 0
        )


def order_transitions(database: Database, order_id: str) -> int:
    """The order's status moves, as orders audit them (`order_events`)."""
    with database.sessions() as session:
        return (
            session.scalar(
                select(func.count()).select_from(OrderEvent).where(OrderEvent.order_id == order_id)
            )
            or 0
        )


def order_status(client: TestClient, order_id: str) -> str:
    response = client.get(f"/api/v1/orders/{order_id}")
    assert response.status_code == 200, response.text
    status: str = response.json()["status"]
    return status


def duplicate_url(order_id: str, payment_id: str) -> str:
    """The order page's 'Refund' button of a duplicate payment (issue 16)."""
    return f"/api/v1/admin/orders/{order_id}/duplicates/{payment_id}/refund"


def report_duplicate(
    client: TestClient, provider_order_id: str, amount: int, payment_id: str, secret: str
) -> None:
    """The provider's `payment.captured` for a second payment of an order already paid (sent
    without the client's session, as the provider's would be)."""
    body = event_body(
        "payment.captured", payment_id=payment_id, order_id=provider_order_id, amount=amount
    )
    cookies = dict(client.cookies)
    client.cookies.clear()
    assert post_webhook(client, body, secret).json()["outcome"] == "duplicate_payment"
    client.cookies.update(cookies)
