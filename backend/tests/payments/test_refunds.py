"""Refunds (issue 16) through the sandbox provider: partial and full, never more than was paid,
once however many clicks race, settled by the provider's signed webhooks in any order."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.config import Settings
from khadi.db import Database
from khadi.mail.models import OutboxMessage
from khadi.orders.models import Order
from khadi.payments.refund_models import Refund, SandboxRefund
from tests.cart.checks import refusal
from tests.factories import make_order, make_product, number_of
from tests.payments.support import (
    SHIRT_M,
    add_line,
    checkout_ok,
    new_key,
    receive_signed,
    sandbox,
    webhook_bodies,
)
from tests.waits import TIMEOUT, run_together


def _paid_order(app: FastAPI, client: TestClient, db: Session, quantity: int = 2) -> dict[str, Any]:
    add_line(client, make_product(db).id, quantity, **SHIRT_M)
    order = checkout_ok(client)
    paid = client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    assert paid.status_code == 200, paid.text
    sandbox(app).wait_for_webhooks()
    return order


def _refund(
    client: TestClient | httpx.Client, order_id: str, amount: int, key: str | None = None
) -> Any:
    headers = {"Idempotency-Key": key} if key else {}
    return client.post(
        f"/api/v1/admin/orders/{order_id}/refunds",
        json={"amount": amount, "reason": "Damaged in transit"},
        headers=headers,
    )


def _as_admin(
    client: TestClient, make_user: Callable[..., User], login_as: Callable[..., str]
) -> str:
    return login_as(client, make_user(role="admin"))


def test_a_partial_then_the_rest_refunded_through_the_sandbox(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    order = _paid_order(app, client, db_session)  # 2 × ₹899.00
    _as_admin(client, make_user, login_as)

    first = _refund(client, order["orderId"], 50_000, new_key())

    assert first.status_code == 200, first.text
    assert [(r["amount"], r["status"]) for r in first.json()["refunds"]] == [(50_000, "pending")]
    assert first.json()["refundable"] == 179_800 - 50_000
    sandbox(app).wait_for_webhooks()  # refund.created, refund.processed
    detail = client.get(f"/api/v1/admin/orders/{order['orderId']}").json()
    assert [r["status"] for r in detail["refunds"]] == ["processed"]
    assert detail["refundedAmount"] == 50_000

    too_much = _refund(client, order["orderId"], 129_801, new_key())
    refusal(too_much, 409, "At most ₹1,298.00 can still be refunded for this order")
    assert (too_much.json()["reason"], too_much.json()["params"]) == (
        "payments.at_most",
        {"leftPaise": 129_800},  # raw paise: the client writes the rupees (issue 28)
    )
    rest = _refund(client, order["orderId"], 129_800, new_key()).json()
    assert rest["refundable"] == 0
    sandbox(app).wait_for_webhooks()
    refusal(
        _refund(client, order["orderId"], 1, new_key()), 409, "This order is already fully refunded"
    )
    with database.sessions() as session:
        subjects = sorted(
            session.scalars(
                select(OutboxMessage.subject).where(OutboxMessage.kind == "refund_notice")
            )
        )
    assert subjects == [
        f"Refund of ₹1,298.00 for order {number_of(database, order['orderId'])} — Khadi Store",
        f"Refund of ₹500.00 for order {number_of(database, order['orderId'])} — Khadi Store",
    ]
    login_as(client, shopper)
    assert client.get(f"/api/v1/orders/{order['orderId']}").json()["refundedAmount"] == 179_800


def test_refunds_are_refused_with_a_reason(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    unpaid = make_order(db_session, make_user().id)

    refusal(
        _refund(admin_client, unpaid.id, 100, new_key()), 409, "Only a paid order can be refunded"
    )
    refusal(_refund(admin_client, "no-such-order", 100, new_key()), 404, "Order not found")
    no_key = _refund(admin_client, unpaid.id, 100)
    assert no_key.status_code == 422
    assert no_key.json()["fields"] == {
        "Idempotency-Key": "Idempotency-Key header is required: 8–64 letters, digits, '-' or '_'"
    }
    assert _refund(admin_client, unpaid.id, 0, new_key()).json()["fields"] == {
        "amount": "Refund amount must be more than ₹0"
    }
    assert _refund(admin_client, unpaid.id, "100", new_key()).status_code == 422  # type: ignore[arg-type]


def test_a_shopper_cannot_refund(client: TestClient, shopper: User, db_session: Session) -> None:
    order = make_order(db_session, shopper.id, status="paid", payment_id="pay_mine000000000")
    assert _refund(client, order.id, 100, new_key()).status_code == 403


@pytest.mark.parametrize("same_key", [True, False], ids=["double-click", "two-admins"])
def test_twenty_racing_refund_requests_refund_once(
    same_key: bool,
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    database: Database,
    live_server: Callable[[Any], str],
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    order = _paid_order(app, client, db_session)
    token = _as_admin(client, make_user, login_as)
    base = live_server(app)
    key = new_key()

    def click() -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as admin:
            admin.cookies.set("khadi_session", token)
            return int(
                _refund(
                    admin, order["orderId"], 179_800, key if same_key else new_key()
                ).status_code
            )

    codes = run_together([click for _ in range(20)])

    assert codes.count(200) == (20 if same_key else 1)
    assert codes.count(409) == (0 if same_key else 19)
    with database.sessions() as session:
        stored = session.get(Order, order["orderId"])
        assert stored is not None and stored.refunded_amount == 179_800
        assert session.scalar(select(func.count()).select_from(Refund)) == 1
        assert session.scalar(select(func.count()).select_from(SandboxRefund)) == 1


# --- webhooks in every order --------------------------------------------------------------------

PAY_ID = "pay_29QQoUBi66xm2f"
RFND_ID = "rfnd_FS8TWyPrCsa0OB"


def test_every_ordering_of_payment_and_refund_webhooks_ends_the_same(
    app: FastAPI,
    database: Database,
    db_session: Session,
    settings: Settings,
    make_user: Callable[..., User],
) -> None:
    provider = sandbox(app)
    user = make_user()
    events = ["payment.captured", "order.paid", "refund.created", "refund.processed"]
    finals = set()
    for ordering in itertools.permutations(events):
        order = make_order(db_session, user.id)
        bodies = webhook_bodies(
            events,
            payment_id=PAY_ID,
            provider_order_id=order.provider_order_id,
            refund_id=RFND_ID,
            refund_amount=30_000,
        )
        for name in ordering:
            receive_signed(database, provider, settings.sandbox_webhook_secret, bodies[name])
        with database.sessions() as session:
            stored = session.get(Order, order.id)
            refund = session.scalar(select(Refund).where(Refund.provider_refund_id == RFND_ID))
            assert stored is not None and refund is not None
            finals.add(
                (stored.status, stored.refunded_amount, refund.status, refund.order_id == order.id)
            )
            session.delete(refund)  # the next ordering reuses the provider's ids
            stored.payment_id = None
            session.commit()
    assert finals == {("paid", 30_000, "processed", True)}


def test_the_dashboard_shows_net_sales_after_refunds_beside_total_sales(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    # Issue 28: 'Total Sales' stays the spec's sum of paid orders; net sales take refunds off.
    order = _paid_order(app, client, db_session)  # 2 × ₹899.00
    _as_admin(client, make_user, login_as)
    stats = client.get("/api/v1/admin/stats").json()
    assert (stats["totalSales"], stats["netSales"]) == (179_800, 179_800)

    assert _refund(client, order["orderId"], 50_000, new_key()).status_code == 200
    sandbox(app).wait_for_webhooks()

    stats = client.get("/api/v1/admin/stats").json()
    assert (stats["totalSales"], stats["netSales"]) == (179_800, 129_800)
