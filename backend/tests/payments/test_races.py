"""Real concurrency on SQLite and PostgreSQL (whichever KHADI_TEST_DB runs): the browser's verify
and the provider's webhooks race, and exactly one of them makes the order paid, every time.

Service-level races give each thread its own session, lined up by a barrier; the HTTP race goes
through a real uvicorn server. A paid transition is counted by its audit row, written in the
same transaction as the conditional UPDATE that made it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.cart.models import CartLine
from khadi.config import Settings
from khadi.db import Database
from khadi.orders.models import Order
from khadi.payments import service, webhook
from khadi.payments.models import WebhookEvent
from khadi.payments.sandbox import SandboxProvider, random_id
from tests.factories import make_order, make_product
from tests.payments.support import (
    ADDRESS,
    SHIRT_M,
    event_body,
    hmac_hex,
    new_key,
    order_transitions,
    paid_transitions,
    payment_signature,
)
from tests.waits import TIMEOUT, run_together

ROUNDS = 50


def _provider(database: Database, settings: Settings) -> SandboxProvider:
    return SandboxProvider(
        database,
        key_secret=settings.sandbox_key_secret,
        webhook_secret=settings.sandbox_webhook_secret,
    )


def _shirt_order(db: Session, user: User, product_id: str) -> Order:
    """An order for one shirt, with that shirt in the user's cart."""
    db.add(CartLine(user_id=user.id, product_id=product_id, quantity=1, unit="piece", **SHIRT_M))
    db.commit()
    item = {
        "productId": product_id,
        "title": "Handspun Khadi Shirt",
        "category": "shirts",
        "unitPrice": 89900,
        "quantity": 1,
        "unit": "piece",
        "lineTotal": 89900,
        "cartQuantity": 1,
        "cartUnit": "piece",
        **SHIRT_M,
    }
    return make_order(db, user.id, items=[item])


def _final(database: Database, order_id: str) -> tuple[str, str | None]:
    with database.sessions() as session:
        order = session.get(Order, order_id)
        assert order is not None
        return order.status, order.payment_id


def test_verify_and_two_webhooks_racing_50_times_pay_each_order_once(
    settings: Settings, database: Database, db_session: Session, make_user: Callable[..., User]
) -> None:
    provider = _provider(database, settings)
    user = make_user()
    shirt = make_product(db_session)
    outcomes: Counter[str] = Counter()

    for _ in range(ROUNDS):
        order = _shirt_order(db_session, user, shirt.id)
        payment_id = random_id("pay_")
        signature = payment_signature(
            settings.sandbox_key_secret, order.provider_order_id, payment_id
        )
        bodies = [
            event_body(event, payment_id=payment_id, order_id=order.provider_order_id, amount=89900)
            for event in ("payment.captured", "order.paid")
        ]

        def verify(
            order_id: str = order.id,
            provider_order_id: str = order.provider_order_id,
            pid: str = payment_id,
            sig: str = signature,
        ) -> str:
            with database.sessions() as session:
                paid = service.verify_payment(
                    session,
                    provider,
                    user.id,
                    order_id=order_id,
                    provider_order_id=provider_order_id,
                    payment_id=pid,
                    signature=sig,
                )
                return paid.status

        def deliver(body: bytes) -> Callable[[], str]:
            headers = {
                "X-Razorpay-Signature": hmac_hex(settings.sandbox_webhook_secret, body),
                "X-Razorpay-Event-Id": random_id(),
            }
            return lambda: webhook.receive(database, provider, None, body, headers).outcome

        results = run_together([verify, deliver(bodies[0]), deliver(bodies[1])])

        assert not [r for r in results if isinstance(r, Exception)], results
        assert results[0] == "paid"
        outcomes.update(results[1:])
        assert paid_transitions(database, order.id) == 1
        assert order_transitions(database, order.id) == 1
        assert _final(database, order.id) == ("paid", payment_id)
        with database.sessions() as session:
            lines = session.scalar(
                select(func.count()).select_from(CartLine).where(CartLine.user_id == user.id)
            )
        assert lines == 0

    # every webhook either made the transition or found it made
    assert set(outcomes) <= {"paid", "already_paid"}
    assert sum(outcomes.values()) == 2 * ROUNDS


def test_a_webhook_delivered_three_times_at_once_acts_once(
    settings: Settings, database: Database, db_session: Session, make_user: Callable[..., User]
) -> None:
    provider = _provider(database, settings)
    user = make_user()
    for _ in range(10):
        order = make_order(db_session, user.id)
        body = event_body(
            "payment.captured",
            payment_id=random_id("pay_"),
            order_id=order.provider_order_id,
            amount=order.amount,
        )
        headers = {
            "X-Razorpay-Signature": hmac_hex(settings.sandbox_webhook_secret, body),
            "X-Razorpay-Event-Id": random_id(),
        }

        def replay(body: bytes = body, headers: dict[str, str] = headers) -> str:
            return webhook.receive(database, provider, None, body, headers).outcome

        results = run_together([replay] * 3)
        assert sorted(results) == ["duplicate", "duplicate", "paid"], results
        assert paid_transitions(database, order.id) == 1
        assert order_transitions(database, order.id) == 1
        with database.sessions() as session:
            assert session.scalar(select(func.count()).select_from(WebhookEvent)) >= 1


def test_a_late_failure_racing_a_payment_never_unpays(
    settings: Settings, database: Database, db_session: Session, make_user: Callable[..., User]
) -> None:
    provider = _provider(database, settings)
    user = make_user()
    for _ in range(20):
        order = make_order(db_session, user.id)
        calls = []
        for event, status, payment_id in [
            ("payment.failed", "failed", random_id("pay_")),
            ("payment.captured", "captured", random_id("pay_")),
        ]:
            body = event_body(
                event,
                payment_id=payment_id,
                order_id=order.provider_order_id,
                amount=order.amount,
                status=status,
            )
            headers = {"X-Razorpay-Signature": hmac_hex(settings.sandbox_webhook_secret, body)}
            calls.append(
                lambda b=body, h=headers: webhook.receive(database, provider, None, b, h).outcome
            )
        results = run_together(calls)
        assert results[1] == "paid", results
        assert _final(database, order.id)[0] == "paid"
        assert paid_transitions(database, order.id) == 1


def test_verify_and_webhook_racing_over_http(
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
    live_server: Callable[[Any], str],
) -> None:
    """The same race through uvicorn: the browser's verify and Razorpay's webhook arrive at the
    same moment on the real server."""
    quiet = settings.model_copy(update={"sandbox_webhook_delay_seconds": 60})
    base_url = live_server(create_app(quiet, database))
    user = make_user()
    shirt = make_product(db_session)
    with httpx.Client(base_url=base_url, timeout=TIMEOUT) as browser:
        login_as(browser, user)
        for _ in range(10):
            added = browser.post(
                "/api/v1/cart/lines", json={"productId": shirt.id, "quantity": 1, **SHIRT_M}
            )
            assert added.status_code == 200
            order = browser.post(
                "/api/v1/checkout", json=ADDRESS, headers={"Idempotency-Key": new_key()}
            ).json()
            payment_id = random_id("pay_")
            signature = payment_signature(
                settings.sandbox_key_secret, order["providerOrderId"], payment_id
            )
            body = event_body(
                "payment.captured",
                payment_id=payment_id,
                order_id=order["providerOrderId"],
                amount=order["amount"],
            )
            cookies = dict(browser.cookies)

            def verify(
                order: dict[str, Any] = order,
                pid: str = payment_id,
                signature: str = signature,
                cookies: dict[str, str] = cookies,
            ) -> httpx.Response:
                with httpx.Client(base_url=base_url, timeout=TIMEOUT, cookies=cookies) as c:
                    return c.post(
                        "/api/v1/payments/verify",
                        json={
                            "orderId": order["orderId"],
                            "providerOrderId": order["providerOrderId"],
                            "paymentId": pid,
                            "signature": signature,
                        },
                    )

            def hook(body: bytes = body) -> httpx.Response:
                with httpx.Client(base_url=base_url, timeout=TIMEOUT) as c:
                    return c.post(
                        "/api/v1/payments/webhook",
                        content=body,
                        headers={
                            "X-Razorpay-Signature": hmac_hex(settings.sandbox_webhook_secret, body),
                            "X-Razorpay-Event-Id": random_id(),
                        },
                    )

            verified, hooked = run_together([verify, hook])
            assert verified.status_code == 200, verified.text
            assert verified.json()["status"] == "paid"
            assert hooked.status_code == 200, hooked.text
            assert hooked.json()["outcome"] in {"paid", "already_paid"}
            assert paid_transitions(database, order["orderId"]) == 1
            assert order_transitions(database, order["orderId"]) == 1
            assert browser.get("/api/v1/cart").json()["lines"] == []
