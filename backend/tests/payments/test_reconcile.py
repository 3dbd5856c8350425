"""`khadi payments reconcile` with the sandbox: orders whose payment news never arrived are
settled from the provider's own books; a one-line summary is printed."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi import cli
from khadi.accounts.models import User
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from khadi.payments.models import SandboxPayment
from khadi.payments.reconcile import reconcile
from khadi.payments.sandbox import SandboxProvider, random_id
from tests.factories import make_order
from tests.payments.support import paid_transitions


def _sandbox_paid(db: Session, order: Order, status: str = "captured", **fields: object) -> str:
    payment_id = random_id("pay_")
    values: dict[str, object] = {
        "id": payment_id,
        "provider_order_id": order.provider_order_id,
        "amount": order.amount,
        "currency": "INR",
        "status": status,
        "error_description": None
        if status == "captured"
        else "Your card was declined by the bank.",
        "created_at": utcnow(),
    }
    values.update(fields)
    db.add(SandboxPayment(**values))
    db.commit()
    return payment_id


def _statuses(database: Database) -> dict[str, tuple[str, str | None]]:
    with database.sessions() as session:
        return {o.id: (o.status, o.payment_id) for o in session.scalars(select(Order))}


@pytest.fixture
def provider(database: Database, settings: Settings) -> SandboxProvider:
    return SandboxProvider(
        database,
        key_secret=settings.sandbox_key_secret,
        webhook_secret=settings.sandbox_webhook_secret,
    )


def test_reconcile_settles_what_the_sandbox_knows(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    provider: SandboxProvider,
) -> None:
    user = make_user()
    now = utcnow()
    old = now - timedelta(minutes=20)
    paid = make_order(db_session, user.id, placed_at=old)
    pay_id = _sandbox_paid(db_session, paid)
    failed = make_order(db_session, user.id, placed_at=old)
    _sandbox_paid(db_session, failed, "failed")
    retried = make_order(db_session, user.id, placed_at=old, status="failed")
    _sandbox_paid(db_session, retried, "failed")
    retry_id = _sandbox_paid(db_session, retried)
    untouched = make_order(db_session, user.id, placed_at=old)
    tampered = make_order(db_session, user.id, placed_at=old)
    _sandbox_paid(db_session, tampered, amount=100)
    recent = make_order(db_session, user.id, placed_at=now - timedelta(minutes=2))
    _sandbox_paid(db_session, recent)
    ancient = make_order(db_session, user.id, placed_at=now - timedelta(days=5))
    _sandbox_paid(db_session, ancient)

    summary = reconcile(
        database, provider, older_than=timedelta(minutes=15), max_age=timedelta(hours=72), now=now
    )

    assert summary.line() == (
        "reconcile: 5 orders checked: 2 paid, 1 failed, 1 unchanged, 1 refused, 0 errors; "
        "0 lapsed stock holds given back; 0 refunds asked again, 0 pending refunds settled"
    )
    status = _statuses(database)
    assert status[paid.id] == ("paid", pay_id)
    assert status[failed.id] == ("failed", None)
    assert status[retried.id] == ("paid", retry_id)
    assert status[untouched.id] == ("created", None)
    assert status[tampered.id] == ("created", None)
    assert status[recent.id] == ("created", None)  # too recent: the popup may still be open
    assert status[ancient.id] == ("created", None)  # beyond max age
    # a second run finds nothing more to do, and pays nothing twice
    again = reconcile(
        database, provider, older_than=timedelta(minutes=15), max_age=timedelta(hours=72), now=now
    )
    assert (again.paid, again.failed) == (0, 0)
    assert paid_transitions(database, paid.id) == 1


def test_the_cli_prints_one_line(
    database_url: str,
    db_session: Session,
    make_user: Callable[..., User],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    order = make_order(db_session, make_user().id, placed_at=utcnow() - timedelta(hours=1))
    _sandbox_paid(db_session, order)
    monkeypatch.setenv("KHADI_ENV", "test")
    monkeypatch.setenv("KHADI_DATABASE_URL", database_url)

    code = cli.main(["payments", "reconcile", "--older-than", "10", "--max-age-hours", "24"])

    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    assert out == [
        "reconcile: 1 orders checked: 1 paid, 0 failed, 0 unchanged, 0 refused, 0 errors; "
        "0 lapsed stock holds given back; 0 refunds asked again, 0 pending refunds settled"
    ]
    assert _statuses_one(db_session, order.id) == "paid"


def _statuses_one(db: Session, order_id: str) -> str:
    order = db.scalar(
        select(Order).where(Order.id == order_id).execution_options(populate_existing=True)
    )
    assert order is not None
    return order.status


def test_the_cli_needs_a_chore(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["payments"])
    assert "reconcile" in capsys.readouterr().err
