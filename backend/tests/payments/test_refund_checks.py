"""Issue 29 (7): a refund whose `refund.processed` webhook is lost does not stay pending forever.
After a few minutes the provider is asked how it stands (Razorpay's Fetch Refund API, on a faked
transport) and the refund is settled from its answer — exactly once, however many instances ask
and whether or not the webhook arrives at the same moment; `khadi serve` does it by itself."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import timedelta

import pytest
import responses
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from khadi.payments.razorpay import RazorpayProvider
from khadi.payments.refund_checks import settle_pending
from khadi.payments.refund_models import Refund
from tests.payments.support import new_key, post_webhook, sandbox
from tests.payments.test_razorpay_refunds import (
    KEY_ID,
    KEY_SECRET,
    PAY_ID,
    REFUND_URL,
    WEBHOOK_SECRET,
    _answers,
    _paid,
    _refund,
    _refund_entity,
)
from tests.payments.test_refunds import _paid_order as _sandbox_paid_order
from tests.waits import run_together, wait_until

REFUND_ID = "rfnd_FP8QHiV938haTz"  # what _answers names the refund
FETCH_URL = f"https://api.razorpay.com/v1/payments/{PAY_ID}/refunds/{REFUND_ID}"
CHECK_AFTER = timedelta(minutes=5)


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


def _provider() -> RazorpayProvider:
    return RazorpayProvider(KEY_ID, KEY_SECRET, WEBHOOK_SECRET, timeout=7)


def _pending_refund(
    api: responses.RequestsMock,
    client: TestClient,
    db: Session,
    user: User,
    *,
    waited: timedelta,
    now: str,
) -> str:
    """A paid order with a 400.00 refund Razorpay answered `pending`, `waited` ago, and says
    is `now` when asked."""
    order_id = _paid(db, user)
    api.add_callback(responses.POST, REFUND_URL, callback=_answers("pending"))
    api.add(responses.GET, FETCH_URL, json=_refund_entity(40_000, now, {}))
    answered = _refund(client, order_id, 40_000, new_key()).json()
    assert [r["status"] for r in answered["refunds"]] == ["pending"]
    db.execute(update(Refund).values(updated_at=utcnow() - waited))
    db.commit()
    return order_id


def _asked(api: responses.RequestsMock) -> int:
    return len([c for c in api.calls if c.request.method == "GET"])


def _notices(database: Database) -> int:
    with database.sessions() as session:
        return (
            session.scalar(
                select(func.count())
                .select_from(OutboxMessage)
                .where(OutboxMessage.kind == "refund_notice")
            )
            or 0
        )


def test_a_refund_whose_webhook_was_lost_is_settled_from_razorpay_once(
    api: responses.RequestsMock,
    admin: TestClient,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _pending_refund(
        api, admin, db_session, make_user(), waited=timedelta(minutes=10), now="processed"
    )

    assert settle_pending(database, _provider(), older_than=CHECK_AFTER) == 1

    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert [r["status"] for r in detail["refunds"]] == ["processed"]
    assert (detail["refundedAmount"], detail["refundable"]) == (40_000, 49_900)
    assert _notices(database) == 1  # the shopper hears of it
    assert settle_pending(database, _provider(), older_than=CHECK_AFTER) == 0
    assert _asked(api) == 1  # a settled refund is not asked about again
    assert _notices(database) == 1


def test_a_recent_refund_waits_for_its_webhook_and_one_still_pending_is_asked_later(
    api: responses.RequestsMock,
    admin: TestClient,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _pending_refund(
        api, admin, db_session, make_user(), waited=timedelta(minutes=1), now="pending"
    )

    assert settle_pending(database, _provider(), older_than=CHECK_AFTER) == 0
    assert _asked(api) == 0  # its webhook may still come

    later = utcnow() + timedelta(minutes=10)
    assert settle_pending(database, _provider(), older_than=CHECK_AFTER, now=later) == 0
    assert settle_pending(database, _provider(), older_than=CHECK_AFTER, now=later) == 0
    assert _asked(api) == 1  # still pending: asked again only after another wait
    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert [r["status"] for r in detail["refunds"]] == ["pending"]


def test_a_refund_razorpay_failed_gives_the_amount_back(
    api: responses.RequestsMock,
    admin: TestClient,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _pending_refund(
        api, admin, db_session, make_user(), waited=timedelta(minutes=10), now="failed"
    )

    assert settle_pending(database, _provider(), older_than=CHECK_AFTER) == 1

    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert [r["status"] for r in detail["refunds"]] == ["failed"]
    assert (detail["refundedAmount"], detail["refundable"]) == (0, 89_900)
    assert _notices(database) == 0


def test_instances_and_the_late_webhook_racing_settle_the_refund_once(
    api: responses.RequestsMock,
    admin: TestClient,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    order_id = _pending_refund(
        api, admin, db_session, make_user(), waited=timedelta(minutes=10), now="processed"
    )
    [refund_id] = db_session.scalars(select(Refund.id)).all()
    hook = json.dumps(
        {
            "entity": "event",
            "event": "refund.processed",
            "contains": ["refund", "payment"],
            "payload": {
                "refund": {"entity": _refund_entity(40_000, "processed", {"refund_id": refund_id})},
                "payment": {"entity": {"id": PAY_ID, "order_id": "order_x", "amount": 89900}},
            },
        }
    ).encode()

    def check() -> int:
        return settle_pending(database, _provider(), older_than=CHECK_AFTER)

    def webhook() -> int:
        return int(
            post_webhook(admin, hook, WEBHOOK_SECRET).json()["outcome"] == "refund_processed"
        )

    moved = run_together([check] * 6 + [webhook])

    assert sum(moved) == 1
    assert _notices(database) == 1
    detail = admin.get(f"/api/v1/admin/orders/{order_id}").json()
    assert [r["status"] for r in detail["refunds"]] == ["processed"]
    assert (detail["refundedAmount"], detail["refundable"]) == (40_000, 49_900)


def test_the_server_checks_waiting_refunds_by_itself(
    api: responses.RequestsMock,
    razorpay: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    serving = razorpay.model_copy(update={"refund_worker": True, "refund_poll_seconds": 0.05})
    with TestClient(create_app(serving, database)) as client:
        login_as(client, make_user(role="admin"))
        order_id = _pending_refund(
            api, client, db_session, make_user(), waited=timedelta(hours=1), now="processed"
        )

        def settled() -> bool:
            detail = client.get(f"/api/v1/admin/orders/{order_id}").json()
            return [r["status"] for r in detail["refunds"]] == ["processed"]

        assert wait_until(settled)
    assert _notices(database) == 1


def test_the_sandbox_settles_a_refund_whose_webhooks_were_lost(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    order = _sandbox_paid_order(app, client, db_session)
    login_as(client, make_user(role="admin"))
    sandbox(app).close()  # its refund.created / refund.processed webhooks are never sent
    answered = _refund(client, order["orderId"], 50_000, new_key()).json()
    assert [r["status"] for r in answered["refunds"]] == ["pending"]
    db_session.execute(update(Refund).values(updated_at=utcnow() - timedelta(minutes=10)))
    db_session.commit()

    assert settle_pending(database, sandbox(app), older_than=CHECK_AFTER) == 1

    detail = client.get(f"/api/v1/admin/orders/{order['orderId']}").json()
    assert [r["status"] for r in detail["refunds"]] == ["processed"]
    assert _notices(database) == 1
