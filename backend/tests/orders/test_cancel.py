"""Cancelling a paid order before it ships (issue 16): refunded in full once, its items back in
stock when the admin ticks it — however many cancels race."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.mail.models import OutboxMessage
from khadi.orders.models import Order
from khadi.payments.refund_models import Refund, SandboxRefund
from tests.cart.checks import refusal
from tests.factories import make_product, number_of
from tests.payments.support import SHIRT_M, add_line, checkout_ok, sandbox
from tests.stock.support import movements, on_hand, set_stock
from tests.waits import TIMEOUT, run_together

M_HALF = (SHIRT_M["size"], SHIRT_M["type"])


def _bought(app: FastAPI, client: TestClient, db: Session) -> tuple[str, str]:
    """(order id, product id): two tracked shirts, paid through the sandbox."""
    shirt = make_product(db)
    set_stock(db, shirt.id, {M_HALF: 5})
    add_line(client, shirt.id, 2, **SHIRT_M)
    order = checkout_ok(client)
    client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    sandbox(app).wait_for_webhooks()
    return order["orderId"], shirt.id


def _cancel(client: TestClient | httpx.Client, order_id: str, restock: bool) -> Any:
    return client.post(f"/api/v1/admin/orders/{order_id}/cancel", json={"restock": restock})


def test_racing_cancels_refund_once_and_restock_once(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    database: Database,
    live_server: Callable[[Any], str],
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    order_id, shirt_id = _bought(app, client, db_session)
    assert on_hand(database, shirt_id, *M_HALF) == 3
    token = login_as(client, make_user(role="admin"))
    base = live_server(app)

    def click() -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as admin:
            admin.cookies.set("khadi_session", token)
            return int(_cancel(admin, order_id, True).status_code)

    assert run_together([click for _ in range(10)]) == [200] * 10
    sandbox(app).wait_for_webhooks()

    detail = client.get(f"/api/v1/admin/orders/{order_id}").json()
    assert detail["fulfilment"] == "cancelled"
    assert [(r["amount"], r["status"]) for r in detail["refunds"]] == [(179_800, "processed")]
    assert (detail["refundedAmount"], detail["refundable"]) == (179_800, 0)
    assert on_hand(database, shirt_id, *M_HALF) == 5
    assert movements(database, shirt_id, "return") == 1
    with database.sessions() as session:
        assert session.scalar(select(func.count()).select_from(SandboxRefund)) == 1
        assert session.scalar(select(func.count()).select_from(Refund)) == 1
        subjects = list(
            session.scalars(
                select(OutboxMessage.subject).where(OutboxMessage.kind == "order_progress")
            )
        )
    assert subjects == [f"Order {number_of(database, order_id)} was cancelled — Khadi Store"]
    login_as(client, shopper)
    mine = client.get(f"/api/v1/orders/{order_id}").json()
    assert (mine["fulfilment"], mine["refundedAmount"]) == ("cancelled", 179_800)


def test_a_cancel_without_restock_leaves_the_stock_and_a_shipped_order_cannot_be_cancelled(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    kept, shirt_id = _bought(app, client, db_session)
    login_as(client, shopper)
    add_line(client, shirt_id, 1, **SHIRT_M)
    shipped = checkout_ok(client)
    client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": shipped["providerOrderId"], "outcome": "success"},
    )
    sandbox(app).wait_for_webhooks()
    login_as(client, make_user(role="admin"))
    moved = client.post(
        f"/api/v1/admin/orders/{shipped['orderId']}/fulfilment",
        json={"to": "shipped", "courier": "DTDC", "trackingNumber": "D12345678"},
    )
    assert moved.status_code == 200, moved.text

    assert _cancel(client, kept, False).status_code == 200
    backwards = _cancel(client, shipped["orderId"], True)
    refusal(backwards, 409, "This order is already shipped; it can only move forward")
    assert (backwards.json()["reason"], backwards.json()["params"]) == (
        "orders.already",
        {"state": "shipped"},
    )
    assert on_hand(database, shirt_id, *M_HALF) == 2  # 5 − 2 − 1, nothing put back
    with database.sessions() as session:
        still = session.get(Order, shipped["orderId"])
        assert still is not None and (still.fulfilment, still.refunded_amount) == ("shipped", 0)
