"""POST /api/v1/payments/verify: the popup's success report, checked against OUR record, for the
owner only, through the one idempotent mark_paid (DESIGN.md §6.3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.config import Settings
from khadi.orders.models import Order
from khadi.payments.models import PaymentEvent
from tests.cart.checks import refusal
from tests.factories import make_fabric, make_order, make_product
from tests.payments.support import (
    SHIRT_M,
    add_line,
    checkout_ok,
    paid_transitions,
    payment_signature,
)

VERIFY_FAILED = "Error verifying payment."


def _verify(client: TestClient, order: dict[str, Any], payment_id: str, signature: str) -> Any:
    return client.post(
        "/api/v1/payments/verify",
        json={
            "orderId": order["orderId"],
            "providerOrderId": order["providerOrderId"],
            "paymentId": payment_id,
            "signature": signature,
        },
    )


def _order(db: Session, order_id: str) -> Order:
    order = db.scalar(
        select(Order).where(Order.id == order_id).execution_options(populate_existing=True)
    )
    assert order is not None
    return order


def test_a_signed_payment_makes_the_order_paid_and_empties_the_bought_lines(
    client: TestClient, shopper: User, db_session: Session, settings: Settings, database: Any
) -> None:
    shirt, fabric = make_product(db_session), make_fabric(db_session)
    add_line(client, shirt.id, 2, **SHIRT_M)
    add_line(client, fabric.id, 2.5)
    order = checkout_ok(client)
    later = make_product(db_session, title="Honey 500 g", category="honey", options={})
    add_line(client, later.id)  # added while paying: not bought, stays

    signature = payment_signature(
        settings.sandbox_key_secret, order["providerOrderId"], "pay_29QQoUBi66xm2f"
    )
    response = _verify(client, order, "pay_29QQoUBi66xm2f", signature)

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["id"] == order["orderId"]
    assert body["status"] == "paid"
    assert body["paymentInfo"] == {"amount": order["amount"], "paymentId": "pay_29QQoUBi66xm2f"}
    assert body["paidAt"] is not None
    lines = client.get("/api/v1/cart").json()["lines"]
    assert [line["productId"] for line in lines] == [later.id]
    assert paid_transitions(database, order["orderId"]) == 1


def test_verifying_twice_is_one_transition(
    client: TestClient, shopper: User, db_session: Session, settings: Settings, database: Any
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)
    signature = payment_signature(settings.sandbox_key_secret, order["providerOrderId"], "pay_1")
    for _ in range(3):
        assert _verify(client, order, "pay_1", signature).json()["status"] == "paid"
    assert paid_transitions(database, order["orderId"]) == 1


def test_a_forged_signature_is_refused_and_changes_nothing(
    client: TestClient, shopper: User, db_session: Session, settings: Settings
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)
    provider_order_id = order["providerOrderId"]
    forged = [
        "0" * 64,
        payment_signature("not-the-secret", provider_order_id, "pay_1"),
        payment_signature(settings.sandbox_key_secret, provider_order_id, "pay_2"),  # other pay
        payment_signature(settings.sandbox_key_secret, "order_other", "pay_1"),
        payment_signature(settings.sandbox_key_secret, provider_order_id, "pay_1").upper(),
        "",
        "é" * 10,
    ]
    for signature in forged:
        refusal(_verify(client, order, "pay_1", signature), 400, VERIFY_FAILED)
    stored = _order(db_session, order["orderId"])
    assert (stored.status, stored.payment_id) == ("created", None)
    assert len(client.get("/api/v1/cart").json()["lines"]) == 1


def test_the_provider_order_id_comes_from_our_record(
    client: TestClient, shopper: User, db_session: Session, settings: Settings
) -> None:
    """A payment signed for one of the shopper's orders cannot pay another one."""
    add_line(client, make_product(db_session, price=100).id, **SHIRT_M)
    cheap = checkout_ok(client)
    add_line(client, make_product(db_session).id, 5, **SHIRT_M)
    dear = checkout_ok(client)
    signature = payment_signature(settings.sandbox_key_secret, cheap["providerOrderId"], "pay_1")

    # the cheap order's provider id and signature, presented for the dear order
    response = client.post(
        "/api/v1/payments/verify",
        json={
            "orderId": dear["orderId"],
            "providerOrderId": cheap["providerOrderId"],
            "paymentId": "pay_1",
            "signature": signature,
        },
    )
    refusal(response, 400, VERIFY_FAILED)
    assert _order(db_session, dear["orderId"]).status == "created"


def test_another_users_order_is_not_found(
    client: TestClient,
    shopper: User,
    db_session: Session,
    settings: Settings,
    make_user: Callable[..., User],
) -> None:
    theirs = make_order(db_session, make_user().id)
    signature = payment_signature(settings.sandbox_key_secret, theirs.provider_order_id, "pay_1")
    response = _verify(
        client,
        {"orderId": theirs.id, "providerOrderId": theirs.provider_order_id},
        "pay_1",
        signature,
    )
    refusal(response, 404, "Order not found")
    assert _order(db_session, theirs.id).status == "created"


def test_a_payment_id_cannot_pay_two_orders(
    client: TestClient, shopper: User, db_session: Session, settings: Settings
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    first = checkout_ok(client)
    add_line(client, make_product(db_session).id, **SHIRT_M)
    second = checkout_ok(client)
    secret = settings.sandbox_key_secret
    ok = _verify(
        client, first, "pay_1", payment_signature(secret, first["providerOrderId"], "pay_1")
    )
    assert ok.status_code == 200
    again = _verify(
        client, second, "pay_1", payment_signature(secret, second["providerOrderId"], "pay_1")
    )
    refusal(again, 400, VERIFY_FAILED)
    assert _order(db_session, second["orderId"]).status == "created"


def test_a_second_payment_for_a_paid_order_is_kept_for_refund(
    client: TestClient, shopper: User, db_session: Session, settings: Settings
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)
    secret, pid = settings.sandbox_key_secret, order["providerOrderId"]
    first = _verify(client, order, "pay_1", payment_signature(secret, pid, "pay_1"))
    assert first.status_code == 200
    second = _verify(client, order, "pay_2", payment_signature(secret, pid, "pay_2"))
    assert second.json()["paymentInfo"]["paymentId"] == "pay_1"  # paid stays as it was
    kinds = list(
        db_session.scalars(
            select(PaymentEvent.kind + ":" + PaymentEvent.payment_id)
            .where(PaymentEvent.order_id == order["orderId"])
            .order_by(PaymentEvent.id)
        )
    )
    assert kinds == ["paid:pay_1", "duplicate_payment:pay_2"]


def test_the_quantity_raised_while_paying_stays_in_the_cart(
    client: TestClient, shopper: User, db_session: Session, settings: Settings
) -> None:
    shirt, fabric = make_product(db_session), make_fabric(db_session)
    add_line(client, shirt.id, 2, **SHIRT_M)
    add_line(client, fabric.id, 2)
    order = checkout_ok(client)
    add_line(client, shirt.id, 1, **SHIRT_M)  # now 3 shirts: one more than bought
    add_line(client, fabric.id, 1.5)  # 3.5 m: 1.5 m more than bought
    signature = payment_signature(settings.sandbox_key_secret, order["providerOrderId"], "pay_1")
    assert _verify(client, order, "pay_1", signature).status_code == 200
    lines = client.get("/api/v1/cart").json()["lines"]
    assert [(line["productId"], line["quantity"]) for line in lines] == [
        (shirt.id, 1),
        (fabric.id, 1.5),
    ]


def test_verify_answers_the_sandbox_popup_response(
    app: FastAPI, client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    order = checkout_ok(client)
    paid = client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    ).json()
    assert set(paid) == {"paymentId", "providerOrderId", "signature"}
    response = _verify(client, order, paid["paymentId"], paid["signature"])
    assert response.json()["status"] == "paid"
