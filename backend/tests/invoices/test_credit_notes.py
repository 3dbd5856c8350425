"""A processed refund issues a credit note against the order's invoice, its tax worked back in
proportion, so partial notes add up and a full refund gives back exactly the invoiced tax."""

from __future__ import annotations

from collections.abc import Callable

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.config import Settings
from khadi.invoices.issue import issue_credit_note
from khadi.orders.models import Order
from tests.factories import make_product
from tests.invoices.support import documents, paid_order, register_shop
from tests.payments.support import SHIRT_M, add_line, checkout_ok, duplicate_url, new_key, sandbox
from tests.payments.test_duplicate_refunds import charge_again


def test_refunds_through_the_sandbox_issue_credit_notes_that_add_up(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    register_shop(db_session)
    honey = make_product(db_session, category="honey", price=45_000, title="Forest Honey",
                         options={})  # fmt: skip
    add_line(client, make_product(db_session).id, 2, **SHIRT_M)  # 2 × ₹899
    add_line(client, honey.id, 1)
    checkout = checkout_ok(client)  # ₹2,248.00
    paid = client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": checkout["providerOrderId"], "outcome": "success"},
    )
    assert paid.status_code == 200, paid.text
    sandbox(app).wait_for_webhooks()
    order = db_session.get(Order, checkout["orderId"])
    assert order is not None
    login_as(client, make_user(role="admin"))
    for amount in (50_000, 174_800):
        response = client.post(
            f"/api/v1/admin/orders/{order.id}/refunds",
            json={"amount": amount, "reason": "Damaged"},
            headers={"Idempotency-Key": new_key()},
        )
        assert response.status_code == 200, response.text
        sandbox(app).wait_for_webhooks()

    invoice, first, rest = documents(db_session, order.id)
    assert (first.kind, rest.kind) == ("credit_note", "credit_note")
    assert [first.number, rest.number] == [
        first.number[:11] + "00001",
        first.number[:11] + "00002",
    ]
    assert first.number.startswith("KKBC/") and first.original_id == invoice.id
    # ₹500 shared 179800 : 45000 → 39991 and 10009 paise
    assert [x["gross"] for x in first.lines] == [39_991, 10_009]
    assert first.amount == 50_000 and first.taxable + first.cgst + first.sgst == 50_000
    assert rest.amount == 174_800 and rest.taxable + rest.cgst + rest.sgst == 174_800
    for index, sold in enumerate(invoice.lines):
        notes = (first.lines[index], rest.lines[index])
        assert sum(n["gross"] for n in notes) == sold["gross"]
        assert sum(n["cgst"] for n in notes) == sold["cgst"]
        assert sum(n["sgst"] for n in notes) == sold["sgst"]


def test_a_receipt_gets_no_credit_note(db_session: Session, shopper: User) -> None:
    register_shop(db_session, gstin="")
    order = paid_order(db_session, shopper.id)
    assert issue_credit_note(db_session, order, "refund-1", 100) is None
    assert [d.kind for d in documents(db_session, order.id)] == ["receipt"]


def test_a_duplicate_payments_refund_issues_no_credit_note(
    app: FastAPI,
    admin_client: TestClient,
    db_session: Session,
    settings: Settings,
    make_user: Callable[..., User],
) -> None:
    """The sale never took a duplicate payment's money, so refunding it leaves the invoice
    whole: the order's documents stay one tax invoice."""
    register_shop(db_session)
    order = paid_order(db_session, make_user().id)
    twice = charge_again(admin_client, db_session, order, settings.sandbox_webhook_secret)
    answered = admin_client.post(duplicate_url(order.id, twice))
    assert answered.status_code == 200, answered.text
    sandbox(app).wait_for_webhooks()  # refund.created, refund.processed
    detail = admin_client.get(f"/api/v1/admin/orders/{order.id}").json()
    assert detail["duplicates"][0]["refund"]["status"] == "processed"
    assert [doc.kind for doc in documents(db_session, order.id)] == ["invoice"]
