"""Refunding a duplicate payment (issue 16) through the sandbox: listed on the order page, paid
back in full once however many clicks race, never counted in the order's refunded amount, a
refused attempt followed by a new one, and the provider's webhooks in any order."""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from khadi.orders.models import Order
from khadi.payments.models import KIND_DUPLICATE, PaymentEvent, SandboxPayment
from khadi.payments.refund_models import Refund, SandboxRefund
from tests.cart.checks import refusal
from tests.factories import make_order
from tests.payments.support import (
    duplicate_url,
    receive_signed,
    report_duplicate,
    sandbox,
    webhook_bodies,
)
from tests.waits import TIMEOUT, run_together

OWN_PAY = "pay_OwnPayment0001"


def paid_order(db: Session, user: User, **fields: Any) -> Order:
    values = {"status": "paid", "payment_id": OWN_PAY, "paid_at": utcnow(), **fields}
    return make_order(db, user.id, **values)


def charge_again(client: TestClient, db: Session, order: Order, secret: str) -> str:
    """A second captured payment for the paid order, reported by its webhook: a duplicate."""
    payment_id = f"pay_{uuid.uuid4().hex[:14]}"
    db.add(
        SandboxPayment(
            id=payment_id,
            provider_order_id=order.provider_order_id,
            amount=order.amount,
            currency="INR",
            status="captured",
            created_at=utcnow(),
        )
    )
    db.commit()
    report_duplicate(client, order.provider_order_id, order.amount, payment_id, secret)
    return payment_id


def test_a_duplicate_payment_is_refunded_in_full_and_the_order_keeps_its_refundable(
    app: FastAPI,
    admin_client: TestClient,
    db_session: Session,
    database: Database,
    settings: Settings,
    make_user: Callable[..., User],
) -> None:
    order = paid_order(db_session, make_user())
    twice = charge_again(admin_client, db_session, order, settings.sandbox_webhook_secret)
    detail = admin_client.get(f"/api/v1/admin/orders/{order.id}").json()
    [listed] = detail["duplicates"]
    assert (listed["paymentId"], listed["amount"], listed["refund"]) == (twice, 89_900, None)

    answered = admin_client.post(duplicate_url(order.id, twice))

    assert answered.status_code == 200, answered.text
    refund = answered.json()["duplicates"][0]["refund"]
    assert (refund["amount"], refund["status"]) == (89_900, "pending")
    sandbox(app).wait_for_webhooks()  # refund.created, refund.processed
    detail = admin_client.get(f"/api/v1/admin/orders/{order.id}").json()
    assert detail["duplicates"][0]["refund"]["status"] == "processed"
    assert (detail["refundedAmount"], detail["refundable"], detail["refunds"]) == (0, 89_900, [])
    with database.sessions() as session:
        [(paid_back, amount)] = session.execute(
            select(SandboxRefund.payment_id, SandboxRefund.amount)
        ).all()
        mails = session.scalars(
            select(OutboxMessage.subject).where(OutboxMessage.kind == "refund_notice")
        ).all()
    assert (paid_back, amount) == (twice, 89_900)
    assert mails == [f"Refund of ₹899.00 for order {order.number} — Khadi Store"]
    again = admin_client.post(duplicate_url(order.id, twice)).json()
    assert again["duplicates"][0]["refund"]["id"] == refund["id"]


def test_only_a_recorded_duplicate_of_the_order_is_refunded(
    admin_client: TestClient,
    db_session: Session,
    settings: Settings,
    make_user: Callable[..., User],
) -> None:
    user = make_user()
    order = paid_order(db_session, user)
    other = make_order(db_session, user.id, status="paid", payment_id="pay_OtherOrder0001")
    others_duplicate = charge_again(
        admin_client, db_session, other, settings.sandbox_webhook_secret
    )
    missing = "No such duplicate payment for this order"

    refusal(admin_client.post(duplicate_url(order.id, others_duplicate)), 404, missing)
    refusal(admin_client.post(duplicate_url(order.id, OWN_PAY)), 404, missing)
    refusal(admin_client.post(duplicate_url(order.id, "pay_NeverSeen0001")), 404, missing)
    refusal(admin_client.post(duplicate_url("no-such-order", OWN_PAY)), 404, "Order not found")
    assert db_session.scalar(select(func.count()).select_from(Refund)) == 0


def test_a_shopper_cannot_refund_a_duplicate(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    order = paid_order(db_session, shopper)
    assert client.post(duplicate_url(order.id, "pay_Twice00000001")).status_code == 403


def test_a_refused_attempt_shows_failed_and_a_new_click_tries_again(
    app: FastAPI,
    admin_client: TestClient,
    db_session: Session,
    database: Database,
    settings: Settings,
    make_user: Callable[..., User],
) -> None:
    order = paid_order(db_session, make_user())
    twice = charge_again(admin_client, db_session, order, settings.sandbox_webhook_secret)
    with database.sessions() as session:  # the sandbox no longer knows the payment: it refuses
        payment = session.get(SandboxPayment, twice)
        assert payment is not None
        payment.status = "failed"
        session.commit()

    refusal(
        admin_client.post(duplicate_url(order.id, twice)),
        409,
        "The payment provider refused the refund; nothing was refunded",
    )
    failed = admin_client.get(f"/api/v1/admin/orders/{order.id}").json()
    assert failed["duplicates"][0]["refund"]["status"] == "failed"
    assert "is not captured" in failed["duplicates"][0]["refund"]["failure"]
    with database.sessions() as session:
        payment = session.get(SandboxPayment, twice)
        assert payment is not None
        payment.status = "captured"
        session.commit()

    retried = admin_client.post(duplicate_url(order.id, twice)).json()

    assert retried["duplicates"][0]["refund"]["status"] == "pending"
    sandbox(app).wait_for_webhooks()
    detail = admin_client.get(f"/api/v1/admin/orders/{order.id}").json()
    assert detail["duplicates"][0]["refund"]["status"] == "processed"
    assert (detail["refundedAmount"], detail["refundable"]) == (0, 89_900)
    keys = db_session.scalars(select(Refund.idempotency_key).order_by(Refund.created_at)).all()
    assert keys == [f"duplicate_{twice}", f"duplicate_{twice}_2"]


@pytest.mark.parametrize("clicks", [20])
def test_twenty_racing_clicks_refund_the_duplicate_once(
    clicks: int,
    app: FastAPI,
    client: TestClient,
    db_session: Session,
    database: Database,
    settings: Settings,
    live_server: Callable[[Any], str],
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    order = paid_order(db_session, make_user())
    twice = charge_again(client, db_session, order, settings.sandbox_webhook_secret)
    token = login_as(client, make_user(role="admin"))
    base = live_server(app)

    def click() -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as admin:
            admin.cookies.set("khadi_session", token)
            return int(admin.post(duplicate_url(order.id, twice)).status_code)

    codes = run_together([click for _ in range(clicks)])

    assert codes == [200] * clicks
    sandbox(app).wait_for_webhooks()
    with database.sessions() as session:
        stored = session.get(Order, order.id)
        assert stored is not None and stored.refunded_amount == 0
        assert session.scalar(select(func.count()).select_from(Refund)) == 1
        assert session.scalar(select(func.count()).select_from(SandboxRefund)) == 1


# --- webhooks in every order --------------------------------------------------------------------


def test_every_ordering_of_the_duplicate_and_its_refund_webhooks_ends_the_same(
    app: FastAPI,
    database: Database,
    db_session: Session,
    settings: Settings,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    provider = sandbox(app)
    user = make_user()
    events = ["payment.captured", "refund.created", "refund.processed"]
    finals = set()
    for ordering in itertools.permutations(events):
        order = paid_order(db_session, user, payment_id=f"pay_{uuid.uuid4().hex[:14]}")
        twice, refund_id = f"pay_{uuid.uuid4().hex[:14]}", f"rfnd_{uuid.uuid4().hex[:14]}"
        bodies = webhook_bodies(
            events,
            payment_id=twice,
            provider_order_id=order.provider_order_id,
            refund_id=refund_id,
            refund_amount=89_900,
        )
        for name in ordering:
            receive_signed(database, provider, settings.sandbox_webhook_secret, bodies[name])
        with database.sessions() as session:
            stored = session.get(Order, order.id)
            refund = session.scalar(select(Refund).where(Refund.provider_refund_id == refund_id))
            assert stored is not None and refund is not None
            finals.add((stored.refunded_amount, refund.status, refund.order_id == order.id))
        admin = TestClient(app)
        login_as(admin, make_user(role="admin"))
        [listed] = admin.get(f"/api/v1/admin/orders/{order.id}").json()["duplicates"]
        finals.add((listed["paymentId"] == twice, listed["refund"]["status"]))
    assert finals == {(0, "processed", True), (True, "processed")}


def test_clicks_over_two_instances_on_one_postgresql_refund_the_duplicate_once(
    pg_pair: tuple[Database, Database],
    settings: Settings,
    live_server: Callable[[Any], str],
) -> None:
    shared = settings.model_copy(update={"database_url": pg_pair[0].url, "event_bus": "memory"})
    urls = [live_server(create_app(shared, db)) for db in pg_pair]
    twice = "pay_TwoInstances01"
    with pg_pair[0].sessions() as session:
        shopper = User(name="Asha", email="dup@khadi.test", phone="9876543210", password_hash="x")
        admin = User(name="Admin", email="dupa@khadi.test", phone="9876543210", password_hash="x")
        admin.role = "admin"
        session.add_all([shopper, admin])
        session.commit()
        order = paid_order(session, shopper)
        session.add_all(
            [
                SandboxPayment(
                    id=twice, provider_order_id=order.provider_order_id, amount=order.amount,
                    currency="INR", status="captured", created_at=utcnow(),
                ),
                PaymentEvent(
                    order_id=order.id, kind=KIND_DUPLICATE, source="webhook", payment_id=twice,
                    amount=order.amount, currency="INR", at=utcnow(),
                ),
            ]
        )  # fmt: skip
        token = start_session(session, admin.id, Lifetime.from_settings(settings), utcnow())
        session.commit()

    def click(url: str) -> int:
        with httpx.Client(base_url=url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", token)
            return int(client.post(duplicate_url(order.id, twice)).status_code)

    codes = run_together([lambda u=urls[n % 2]: click(u) for n in range(12)])

    assert codes == [200] * 12
    with pg_pair[1].sessions() as session:
        stored = session.get(Order, order.id)
        assert stored is not None and stored.refunded_amount == 0
        assert session.scalar(select(func.count()).select_from(Refund)) == 1
        assert session.scalar(select(func.count()).select_from(SandboxRefund)) == 1
