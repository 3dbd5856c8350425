"""Thirty payments at once get thirty consecutive invoice numbers, with no gap and no repeat,
on one instance and on two instances sharing one PostgreSQL (issue 17)."""

from __future__ import annotations

from sqlalchemy import select

from khadi.accounts.models import User
from khadi.db import Database
from khadi.invoices.models import Invoice
from khadi.payments.service import Outcome, Payment, mark_paid
from tests.factories import make_order
from tests.invoices.support import register_shop
from tests.waits import run_together

PAYMENTS = 30


def _pay_all(databases: list[Database], order_ids: list[str]) -> list[object]:
    def pay(database: Database, order_id: str) -> Outcome:
        with database.sessions() as session:
            from khadi.orders.models import Order

            order = session.get(Order, order_id)
            assert order is not None
            payment = Payment(f"pay_{order_id}", order.amount, "INR")
            return mark_paid(session, order, payment, source="webhook")

    return run_together(
        [
            lambda d=databases[n % len(databases)], o=order_id: pay(d, o)
            for n, order_id in enumerate(order_ids)
        ]
    )


def _numbers(database: Database) -> list[str]:
    with database.sessions() as session:
        return sorted(session.scalars(select(Invoice.number)))


def _orders(database: Database) -> list[str]:
    with database.sessions() as session:
        register_shop(session)
        user = User(name="Asha", email="race@khadi.test", phone="9876543210", password_hash="x")
        session.add(user)
        session.commit()
        return [make_order(session, user.id).id for _ in range(PAYMENTS)]


def _assert_consecutive(numbers: list[str]) -> None:
    assert len(numbers) == PAYMENTS
    serials = [int(number.rsplit("/", 1)[1]) for number in numbers]
    assert serials == list(range(1, PAYMENTS + 1))
    assert len({number.rsplit("/", 1)[0] for number in numbers}) == 1


def test_thirty_payments_at_once_get_thirty_consecutive_numbers(database: Database) -> None:
    order_ids = _orders(database)
    outcomes = _pay_all([database], order_ids)
    assert outcomes == [Outcome.PAID] * PAYMENTS
    _assert_consecutive(_numbers(database))


def test_two_instances_on_one_postgresql_number_without_gaps(
    pg_pair: tuple[Database, Database],
) -> None:
    order_ids = _orders(pg_pair[0])
    outcomes = _pay_all(list(pg_pair), order_ids)
    assert outcomes == [Outcome.PAID] * PAYMENTS
    _assert_consecutive(_numbers(pg_pair[1]))
