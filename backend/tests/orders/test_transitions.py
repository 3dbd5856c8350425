"""Orders own every status move (orders.transitions): one conditional UPDATE per move, and one
`order_events` row for each move that happened, in the same transaction — never for a report
that found the move already made. Real concurrency on SQLite and PostgreSQL (whichever
KHADI_TEST_DB runs): two confirmations of the same payment at the same moment make one move."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.orders import transitions
from khadi.orders.models import Order, OrderEvent
from khadi.payments import service
from khadi.payments.sandbox import random_id
from tests.cart.test_concurrency import run_together
from tests.factories import make_order
from tests.payments.support import paid_transitions

ROUNDS = 20


def _events(database: Database, order_id: str) -> list[tuple[str, str, str]]:
    with database.sessions() as session:
        return [
            (event.from_status, event.to_status, event.source)
            for event in session.scalars(
                select(OrderEvent).where(OrderEvent.order_id == order_id).order_by(OrderEvent.id)
            )
        ]


def _status(database: Database, order_id: str) -> tuple[str, str | None]:
    with database.sessions() as session:
        order = session.get(Order, order_id)
        assert order is not None
        return order.status, order.payment_id


def test_paid_moves_once_and_audits_once(
    database: Database, db_session: Session, make_user: Callable[..., User]
) -> None:
    order = make_order(db_session, make_user().id)
    with database.sessions() as session:
        assert transitions.make_paid(session, order, "pay_1", source="verify") is True
        session.commit()
    with database.sessions() as session:
        assert transitions.make_paid(session, order, "pay_1", source="webhook") is False
        assert transitions.make_failed(session, order, source="webhook") is False
        session.commit()
    assert _status(database, order.id) == ("paid", "pay_1")
    assert _events(database, order.id) == [("created", "paid", "verify")]


def test_failed_then_paid_is_two_moves_and_a_second_failure_none(
    database: Database, db_session: Session, make_user: Callable[..., User]
) -> None:
    order = make_order(db_session, make_user().id)
    with database.sessions() as session:
        assert transitions.make_failed(session, order, source="webhook") is True
        assert transitions.make_failed(session, order, source="reconcile") is False
        assert transitions.make_paid(session, order, "pay_2", source="reconcile") is True
        session.commit()
    assert _status(database, order.id) == ("paid", "pay_2")
    assert _events(database, order.id) == [
        ("created", "failed", "webhook"),
        ("failed", "paid", "reconcile"),
    ]


def test_a_rolled_back_move_leaves_no_audit_row(
    database: Database, db_session: Session, make_user: Callable[..., User]
) -> None:
    order = make_order(db_session, make_user().id)
    with database.sessions() as session:
        assert transitions.make_paid(session, order, "pay_3", source="verify") is True
        session.rollback()
    assert _status(database, order.id) == ("created", None)
    assert _events(database, order.id) == []


def test_two_confirmations_of_one_payment_at_once_make_one_move_and_one_audit_row(
    database: Database, db_session: Session, make_user: Callable[..., User]
) -> None:
    """The browser's verify and the provider's webhook confirm the same payment at the same
    moment, each in its own session: exactly one makes the order paid and audits it."""
    user = make_user()
    for _ in range(ROUNDS):
        order = make_order(db_session, user.id)
        payment = service.Payment(random_id("pay_"), order.amount, order.currency)

        def confirm(
            source: str, order_id: str = order.id, payment: service.Payment = payment
        ) -> service.Outcome:
            with database.sessions() as session:
                mine = session.get(Order, order_id)
                assert mine is not None
                return service.mark_paid(session, mine, payment, source=source)

        results = run_together([lambda: confirm("verify"), lambda: confirm("webhook")])

        assert not [r for r in results if isinstance(r, Exception)], results
        assert sorted(results) == [service.Outcome.ALREADY_PAID, service.Outcome.PAID]
        assert _status(database, order.id) == ("paid", payment.id)
        events = _events(database, order.id)
        assert len(events) == 1
        assert events[0][:2] == ("created", "paid")
        assert paid_transitions(database, order.id) == 1
