"""Stock holds end once: a failed payment and a lapsed hold each give the stock back exactly once
(however many reports race), a payment after the lapse takes the stock again or flags the order
for the shop, and a checkout refused for stock leaves nothing behind."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from khadi.orders.models import Order
from khadi.orders.stock import release_lapsed_holds
from khadi.payments import service
from khadi.stock.models import StockReservation
from tests.cart.checks import refusal
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok, sandbox, start_checkout
from tests.stock.support import holds, movements, on_hand, set_stock
from tests.waits import run_together, wait_until

M_HALF = ("M", "Half Sleeve")


def _pay(client: TestClient, app: FastAPI, order: dict[str, Any], outcome: str) -> None:
    response = client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": outcome},
    )
    assert response.status_code == 200, response.text
    sandbox(app).wait_for_webhooks()


def _lapse(database: Database, order_id: str) -> None:
    """The order's hold time has run out."""
    with database.sessions() as session:
        session.execute(
            update(StockReservation)
            .where(StockReservation.order_id == order_id)
            .values(expires_at=utcnow() - timedelta(seconds=1))
        )
        session.commit()


def _order(database: Database, order_id: str) -> Order:
    with database.sessions() as session:
        order = session.get(Order, order_id)
        assert order is not None
        session.expunge(order)
        return order


def test_a_failed_payment_gives_the_stock_back_once_however_often_it_is_reported(
    app: FastAPI, client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {M_HALF: 5})
    add_line(client, shirt.id, 2, **SHIRT_M)
    order = checkout_ok(client)
    assert on_hand(database, shirt.id, *M_HALF) == 3
    assert holds(database, order["orderId"]) == ["held"]

    _pay(client, app, order, "failure")  # the sandbox's signed payment.failed webhook

    assert on_hand(database, shirt.id, *M_HALF) == 5
    assert holds(database, order["orderId"]) == ["released"]
    stored = _order(database, order["orderId"])

    def report_again() -> Any:
        with database.sessions() as session:
            fresh = session.get(Order, stored.id)
            assert fresh is not None
            return service.mark_failed(session, fresh, None, source="webhook")

    run_together([report_again for _ in range(10)])
    assert on_hand(database, shirt.id, *M_HALF) == 5
    assert movements(database, shirt.id, "release") == 1


def test_racing_failure_reports_on_a_fresh_order_give_back_once(
    client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {M_HALF: 4})
    add_line(client, shirt.id, 3, **SHIRT_M)
    order_id = checkout_ok(client)["orderId"]

    def fail() -> Any:
        with database.sessions() as session:
            order = session.get(Order, order_id)
            assert order is not None
            return service.mark_failed(session, order, None, source="webhook")

    outcomes = run_together([fail for _ in range(12)])

    assert sorted(str(o) for o in outcomes).count("failed") == 1
    assert on_hand(database, shirt.id, *M_HALF) == 4
    assert movements(database, shirt.id, "release") == 1


def test_a_lapsed_hold_is_given_back_once_by_racing_workers(
    client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {M_HALF: 2})
    add_line(client, shirt.id, 2, **SHIRT_M)
    order_id = checkout_ok(client)["orderId"]
    assert release_lapsed_holds(database) == 0  # not yet: the hold time has not run out
    _lapse(database, order_id)

    released = run_together([lambda: release_lapsed_holds(database) for _ in range(8)])

    assert sum(released) == 1
    assert on_hand(database, shirt.id, *M_HALF) == 2
    assert holds(database, order_id) == ["released"]
    assert movements(database, shirt.id, "release") == 1
    assert _order(database, order_id).status == "created"  # the payment may still come


def test_a_payment_after_the_lapse_takes_the_stock_again_when_it_is_there(
    app: FastAPI, client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {M_HALF: 3})
    add_line(client, shirt.id, 2, **SHIRT_M)
    order = checkout_ok(client)
    _lapse(database, order["orderId"])
    release_lapsed_holds(database)
    assert on_hand(database, shirt.id, *M_HALF) == 3

    _pay(client, app, order, "success")

    paid = _order(database, order["orderId"])
    assert (paid.status, paid.stock_short) == ("paid", False)
    assert holds(database, order["orderId"]) == ["sold"]
    assert on_hand(database, shirt.id, *M_HALF) == 1


def test_a_payment_after_the_lapse_with_the_stock_gone_is_paid_and_flagged_for_the_shop(
    app: FastAPI,
    client: TestClient,
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {M_HALF: 1})
    first = make_user()
    login_as(client, first)
    add_line(client, shirt.id, 1, **SHIRT_M)
    late = checkout_ok(client)
    _lapse(database, late["orderId"])
    with TestClient(create_app(settings, database)) as other:  # someone else buys the last one
        login_as(other, make_user())
        add_line(other, shirt.id, 1, **SHIRT_M)
        checkout_ok(other)  # the lapsed hold is given back for this checkout, then taken
    assert on_hand(database, shirt.id, *M_HALF) == 0

    _pay(client, app, late, "success")

    order = _order(database, late["orderId"])
    assert (order.status, order.stock_short) == ("paid", True)
    assert on_hand(database, shirt.id, *M_HALF) == 0  # never below nothing
    with database.sessions() as session:
        alerts = list(
            session.scalars(
                select(OutboxMessage.subject).where(OutboxMessage.kind == "stock_short_alert")
            )
        )
        text = session.scalar(
            select(OutboxMessage.text_body).where(OutboxMessage.kind == "stock_short_alert")
        )
    assert alerts == [f"Paid — out of stock: order {order.id}"]
    assert text is not None and '"Handspun Khadi Shirt" (M, Half Sleeve): none left' in text
    login_as(client, make_user(role="admin"))
    listed = client.get("/api/v1/admin/orders").json()["items"]
    flagged = {o["id"] for o in listed if o["stockShort"]}
    assert flagged == {order.id}  # the other shopper's order is not flagged
    assert len(listed) == 2


def test_a_checkout_refused_for_stock_leaves_no_order_and_no_hold(
    client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session)
    fabric = make_product(
        db_session,
        title="Handloom Cotton",
        category="fabrics",
        options={"category": None, "availableSizes": [], "availableTypes": []},
    )
    add_line(client, shirt.id, 2, **SHIRT_M)
    add_line(client, fabric.id, 2.5)
    set_stock(db_session, shirt.id, {M_HALF: 5})  # then the fabric sells down to 2.25 m
    set_stock(db_session, fabric.id, {("", ""): 9}, unit="quarter_metre")

    refusal(
        start_checkout(client),
        409,
        'Not enough stock: "Handloom Cotton": only 2.25 m left',
    )

    assert on_hand(database, shirt.id, *M_HALF) == 5
    with database.sessions() as session:
        assert session.scalar(select(func.count()).select_from(Order)) == 0
        assert session.scalar(select(func.count()).select_from(StockReservation)) == 0


def test_untracked_products_sell_as_before(
    client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session)
    add_line(client, shirt.id, 10, **SHIRT_M)
    assert checkout_ok(client)["status"] == "created"
    assert holds(database, checkout_ok(client)["orderId"]) == []


def test_the_worker_of_khadi_serve_gives_lapsed_holds_back(
    client: TestClient,
    shopper: User,
    settings: Settings,
    database: Database,
    db_session: Session,
) -> None:
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {M_HALF: 1})
    add_line(client, shirt.id, 1, **SHIRT_M)
    order_id = checkout_ok(client)["orderId"]
    _lapse(database, order_id)
    serving = settings.model_copy(update={"stock_worker": True, "stock_poll_seconds": 0.05})

    with TestClient(create_app(serving, database)):
        assert wait_until(lambda: on_hand(database, shirt.id, *M_HALF) == 1)
    assert holds(database, order_id) == ["released"]
