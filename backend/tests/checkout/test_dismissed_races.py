"""Issue 30's races on SQLite and PostgreSQL (whichever KHADI_TEST_DB runs): closing the payment
window twice, paying again twice, and either racing a capture that lands at the same moment. Each
thread has its own session and all are released together; every round checks that the last piece
is counted exactly once — on the shelf, held, or sold — and that the payment is recorded once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.checkout.dismissal import dismiss_payment, pay_again
from khadi.db import Database
from khadi.orders.models import Order, OrderEvent
from khadi.payments.service import Payment, mark_paid
from khadi.stock.errors import NotEnoughStock
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok
from tests.stock.support import holds, on_hand, set_stock
from tests.waits import run_together

M_HALF = ("M", "Half Sleeve")
ROUNDS = 12


@dataclass(frozen=True)
class Opened:
    user_id: str
    shirt: str
    order_id: str


@pytest.fixture
def open_order(
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> Callable[[], Opened]:
    """A new shopper's order holding the one piece of a new shirt."""

    def _open() -> Opened:
        user = make_user()
        login_as(client, user)
        shirt = make_product(db_session)
        set_stock(db_session, shirt.id, {M_HALF: 1})
        add_line(client, shirt.id, **SHIRT_M)
        return Opened(user.id, shirt.id, checkout_ok(client)["orderId"])

    return _open


def _dismiss(database: Database, user_id: str, order_id: str) -> Callable[[], Any]:
    def call() -> Any:
        with database.sessions() as session:
            return dismiss_payment(session, user_id, order_id).status

    return call


def _pay_again(database: Database, order_id: str) -> Callable[[], Any]:
    def call() -> Any:
        with database.sessions() as session:
            order = session.get(Order, order_id)
            assert order is not None
            return pay_again(session, order).status

    return call


def _capture(database: Database, order_id: str, payment_id: str) -> Callable[[], Any]:
    def call() -> Any:
        with database.sessions() as session:
            order = session.get(Order, order_id)
            assert order is not None
            payment = Payment(payment_id, order.amount, order.currency)
            return mark_paid(session, order, payment, source="webhook")

    return call


def _moves(database: Database, order_id: str, to: str) -> int:
    with database.sessions() as session:
        count = session.scalar(
            select(func.count())
            .select_from(OrderEvent)
            .where(OrderEvent.order_id == order_id, OrderEvent.to_status == to)
        )
        return count or 0


def _piece_counted_once(database: Database, shirt: str, order_id: str) -> list[str]:
    statuses = holds(database, order_id)
    assert len(statuses) == 1
    kept = 1 if statuses[0] in ("held", "sold") else 0
    assert on_hand(database, shirt, *M_HALF) + kept == 1, statuses
    return statuses


def test_closing_the_window_twice_at_once_gives_the_piece_back_once(
    database: Database, open_order: Callable[[], Opened]
) -> None:
    for _ in range(ROUNDS):
        o = open_order()
        shirt, order_id = o.shirt, o.order_id
        results = run_together([_dismiss(database, o.user_id, order_id) for _ in range(4)])
        assert results == ["created"] * 4, results
        assert _piece_counted_once(database, shirt, order_id) == ["released"]
        assert _moves(database, order_id, "dismissed") == 1


def test_a_capture_racing_the_closed_window_is_recorded_once_and_sold_once(
    database: Database, open_order: Callable[[], Opened]
) -> None:
    for round_ in range(ROUNDS):
        o = open_order()
        shirt, order_id = o.shirt, o.order_id
        results = run_together(
            [
                _dismiss(database, o.user_id, order_id),
                _capture(database, order_id, f"pay_race{round_:04d}"),
                _dismiss(database, o.user_id, order_id),
                _capture(database, order_id, f"pay_race{round_:04d}"),
            ]
        )
        assert not [r for r in results if isinstance(r, Exception)], results
        assert _piece_counted_once(database, shirt, order_id) == ["sold"]
        assert _moves(database, order_id, "paid") == 1
        with database.sessions() as session:
            order = session.get(Order, order_id)
            assert order is not None
            assert (order.status, order.stock_short) == ("paid", False)


def test_paying_again_twice_at_once_with_the_window_closing_holds_the_piece_at_most_once(
    database: Database, open_order: Callable[[], Opened]
) -> None:
    for _ in range(ROUNDS):
        o = open_order()
        shirt, order_id = o.shirt, o.order_id
        run_together([_dismiss(database, o.user_id, order_id)])
        results = run_together(
            [
                _pay_again(database, order_id),
                _pay_again(database, order_id),
                _dismiss(database, o.user_id, order_id),
            ]
        )
        assert not [r for r in results if isinstance(r, Exception)], results
        _piece_counted_once(database, shirt, order_id)
        assert _moves(database, order_id, "reopened") <= 2


def test_paying_again_racing_a_capture_sells_the_piece_once(
    database: Database, open_order: Callable[[], Opened]
) -> None:
    for round_ in range(ROUNDS):
        o = open_order()
        shirt, order_id = o.shirt, o.order_id
        run_together([_dismiss(database, o.user_id, order_id)])
        results = run_together(
            [
                _pay_again(database, order_id),
                _capture(database, order_id, f"pay_again{round_:04d}"),
                _pay_again(database, order_id),
            ]
        )
        assert not [
            r for r in results if isinstance(r, Exception) and not isinstance(r, NotEnoughStock)
        ], results
        assert _piece_counted_once(database, shirt, order_id) == ["sold"]
        assert _moves(database, order_id, "paid") == 1
