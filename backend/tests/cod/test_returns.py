"""A delivered cash-on-delivery order can be returned (issue 30). There is no online payment to
give back, so the received return's refund is owed — the owner sends it by UPI or bank transfer
and records how, with its reference; that record (once, however often it is clicked, on either
database, from racing requests) mails the shopper and issues the credit note."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME
from khadi.db import Database
from khadi.invoices.models import Invoice
from khadi.mail.models import OutboxMessage
from khadi.payments.refund_models import Refund, SandboxRefund
from tests.cart.checks import refusal
from tests.cod.support import SHIP, SHIRT_M, add_line, cod_checkout, save_settings
from tests.factories import make_product
from tests.invoices.support import register_shop
from tests.payments.support import sandbox
from tests.returns.support import ask
from tests.stock.support import on_hand, set_stock
from tests.waits import TIMEOUT, run_together

pytestmark = pytest.mark.usefixtures("demo_delivery")
RETURNS = "/api/v1/admin/returns"


def _count(database: Database, model: Any, *where: Any) -> int:
    with database.sessions() as session:
        return int(session.scalar(select(func.count()).select_from(model).where(*where)) or 0)


def _delivered(client: TestClient, admin: TestClient, db: Session) -> tuple[dict[str, Any], str]:
    """A COD order of two shirts, confirmed, shipped and delivered: the cash collected."""
    register_shop(db)
    save_settings(admin)
    shirt = make_product(db)
    set_stock(db, shirt.id, {("M", "Half Sleeve"): 3})
    add_line(client, shirt.id, 2, **SHIRT_M)
    placed = cod_checkout(client)
    assert placed.status_code == 200, placed.text
    order = placed.json()
    path = f"/api/v1/admin/orders/{order['id']}"
    assert admin.post(f"{path}/cod", json={"to": "confirmed"}).status_code == 200
    assert admin.post(f"{path}/fulfilment", json=SHIP).status_code == 200
    delivered = admin.post(f"{path}/fulfilment", json={"to": "delivered"}).json()
    assert delivered["codState"] == "collected"
    return order, shirt.id


def _received(client: TestClient, admin: TestClient, order_id: str) -> dict[str, Any]:
    made = ask(client, order_id, [(0, 1)], reason="Defective")
    assert made.status_code == 201, made.text  # today's main: 409 'not delivered'
    return_id = made.json()["id"]
    assert admin.post(f"{RETURNS}/{return_id}/accept").status_code == 200
    received = admin.post(f"{RETURNS}/{return_id}/receive", json={"restock": True})
    assert received.status_code == 200, received.text
    detail: dict[str, Any] = received.json()
    return detail


def _sent(admin: TestClient | httpx.Client, order_id: str, refund_id: str, **body: str) -> Any:
    return admin.post(f"/api/v1/admin/orders/{order_id}/refunds/{refund_id}/sent", json=body)


def test_a_delivered_cod_order_is_returned_and_refunded_by_the_owner_by_upi(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    admin: TestClient,
    db_session: Session,
    database: Database,
) -> None:
    order, shirt_id = _delivered(client, admin, db_session)
    mine = client.get(f"/api/v1/orders/{order['id']}").json()
    assert mine["returnable"] == [{"line": 0, "quantity": 2}]  # the shopper is offered a return

    detail = _received(client, admin, order["id"])
    price = order["items"][0]["unitPrice"]
    [refund] = detail["refunds"]
    assert (refund["amount"], refund["status"], refund["byOwner"]) == (price, "requested", True)
    assert detail["refundedAmount"] == price  # held: never refunded twice
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 2  # 3 − 2 sold + 1 back
    assert _count(database, SandboxRefund) == 0  # nothing asked of the payment provider
    assert _count(database, OutboxMessage, OutboxMessage.kind == "refund_notice") == 0

    refusal(_sent(admin, order["id"], refund["id"], method="cash", reference="x"), 422,
            "Choose how you sent it: UPI or bank transfer")  # fmt: skip
    refusal(_sent(admin, order["id"], refund["id"], method="upi", reference=" "), 422,
            "Enter the UPI or bank transfer reference")  # fmt: skip
    refusal(_sent(admin, order["id"], "NoSuchRefund", method="upi", reference="432109876543"),
            404, "No such refund to send for this order")  # fmt: skip
    assert _sent(client, order["id"], refund["id"], method="upi", reference="1").status_code == 403

    sent = _sent(admin, order["id"], refund["id"], method="upi", reference="432109876543")
    assert sent.status_code == 200, sent.text
    [done] = sent.json()["refunds"]
    assert (done["status"], done["sentByMethod"], done["sentReference"]) == (
        "processed",
        "upi",
        "432109876543",
    )
    again = _sent(admin, order["id"], refund["id"], method="bank", reference="OTHER-REF")
    assert again.status_code == 200  # a double click: as it is
    assert again.json()["refunds"][0]["sentReference"] == "432109876543"

    with database.sessions() as session:
        notes = session.scalars(
            select(Invoice).where(Invoice.order_id == order["id"], Invoice.kind == "credit_note")
        ).all()
        assert [note.amount for note in notes] == [price]
        row = session.get(Refund, refund["id"])
        assert row is not None and row.sent_by is not None and row.sent_at is not None
    assert _count(database, OutboxMessage, OutboxMessage.kind == "refund_notice") == 1

    seen = client.get(f"/api/v1/orders/{order['id']}").json()
    assert seen["returns"][0]["refund"]["status"] == "processed"
    assert seen["refundedAmount"] == price
    stats = admin.get("/api/v1/admin/stats").json()
    assert stats["netSales"] == order["amount"] - price


def test_racing_records_of_the_sent_refund_count_once(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    admin: TestClient,
    db_session: Session,
    database: Database,
    live_server: Callable[[Any], str],
) -> None:
    order, _ = _delivered(client, admin, db_session)
    [refund] = _received(client, admin, order["id"])["refunds"]
    token = admin.cookies.get(COOKIE_NAME)
    assert token is not None
    base = live_server(app)

    def record(index: int) -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as racer:
            racer.cookies.set(COOKIE_NAME, token)
            reference = f"UTR{index:013d}"
            return _sent(racer, order["id"], refund["id"], method="bank", reference=reference)\
                .status_code  # fmt: skip

    codes = run_together([lambda i=i: record(i) for i in range(12)])

    assert codes == [200] * 12
    assert _count(database, OutboxMessage, OutboxMessage.kind == "refund_notice") == 1
    assert _count(
        database, Invoice, Invoice.order_id == order["id"], Invoice.kind == "credit_note"
    ) == 1  # fmt: skip
    with database.sessions() as session:
        row = session.get(Refund, refund["id"])
        assert row is not None and row.status == "processed" and row.sent_by_method == "bank"


def test_the_cod_refund_is_never_asked_of_the_provider_again(
    app: FastAPI, client: TestClient, shopper: User, admin: TestClient, db_session: Session,
    database: Database,
) -> None:  # fmt: skip
    from datetime import timedelta

    from khadi.payments.refunds import retry_requested

    order, _ = _delivered(client, admin, db_session)
    _received(client, admin, order["id"])
    assert retry_requested(database, sandbox(app), older_than=timedelta(0)) == 0
    assert _count(database, SandboxRefund) == 0


def test_recording_the_sent_refund_tells_the_shoppers_open_tabs_once(
    app: FastAPI, client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    from khadi.events import user_channel
    from tests.checkout.test_live_events import RecordingBus

    order, _ = _delivered(client, admin, db_session)
    [refund] = _received(client, admin, order["id"])["refunds"]
    bus = RecordingBus()
    app.state.events = bus  # what the route's `Events` hands the service
    for reference in ("432109876543", "432109876543"):  # a double click: told once
        sent = _sent(admin, order["id"], refund["id"], method="upi", reference=reference)
        assert sent.status_code == 200, sent.text
    assert bus.published == [
        (user_channel(shopper.id), "orders", {"orderId": order["id"], "status": "cod"})
    ]
