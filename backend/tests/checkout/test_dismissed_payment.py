"""Issue 30, nobody is punished for changing their mind: closing the payment window puts no
FAILED order in 'My Orders' and gives the stock back at once (or after the owner's grace);
paying again pays the same order for the same amount; a capture that lands after the window was
closed is recorded once and takes the stock again, or flags the order for the shop."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog.models import Product
from khadi.db import Database
from khadi.kit.time import as_utc, utcnow
from khadi.orders.models import Order, OrderEvent
from khadi.orders.stock import release_lapsed_holds
from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.models import SETTINGS_ID, ShopSettings
from khadi.stock.models import StockReservation
from tests.cart.checks import refusal
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok, new_key, sandbox, start_checkout
from tests.stock.support import holds, on_hand, set_stock

M_HALF = ("M", "Half Sleeve")
SHORT = 'Not enough stock: "Handspun Khadi Shirt" (M, Half Sleeve): none left'


def _last_shirt(db: Session) -> str:
    shirt = make_product(db)
    set_stock(db, shirt.id, {M_HALF: 1})
    return shirt.id


def _dismiss(client: TestClient, order_id: str) -> dict[str, Any]:
    response = client.post(f"/api/v1/checkout/{order_id}/dismiss")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _my_order_ids(client: TestClient) -> list[str]:
    return [order["id"] for order in client.get("/api/v1/orders").json()["items"]]


def _events(database: Database, order_id: str, to: str) -> int:
    with database.sessions() as session:
        rows = session.scalars(
            select(OrderEvent.id).where(OrderEvent.order_id == order_id, OrderEvent.to_status == to)
        )
        return len(list(rows))


def _other_shopper(
    app: FastAPI, make_user: Callable[..., User], login_as: Callable[[TestClient, User], str]
) -> TestClient:
    """A second signed-in shopper. Not entered as a context: leaving one would stop the app's
    lifespan (and the sandbox's webhooks) under the first shopper's client."""
    other = TestClient(app)
    login_as(other, make_user())
    return other


def test_a_closed_window_frees_the_last_piece_at_once_and_shows_no_failed_order(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shirt = _last_shirt(db_session)
    add_line(client, shirt, **SHIRT_M)
    order = checkout_ok(client)
    assert on_hand(database, shirt, *M_HALF) == 0

    dismissed = _dismiss(client, order["orderId"])

    assert dismissed["status"] == "created"  # not failed: nothing failed
    assert on_hand(database, shirt, *M_HALF) == 1
    assert holds(database, order["orderId"]) == ["released"]
    assert _my_order_ids(client) == []
    assert client.get("/api/v1/orders").json()["total"] == 0
    # the cart keeps the shirt: she may pay later
    assert [line["productId"] for line in client.get("/api/v1/cart").json()["lines"]] == [shirt]

    # another shopper can buy the piece at once, and pays for it
    other = _other_shopper(app, make_user, login_as)
    add_line(other, shirt, **SHIRT_M)
    theirs = checkout_ok(other)
    assert on_hand(database, shirt, *M_HALF) == 0
    paid = other.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": theirs["providerOrderId"], "outcome": "success"},
    )
    assert paid.status_code == 200, paid.text
    sandbox(app).wait_for_webhooks()
    assert other.get(f"/api/v1/orders/{theirs['orderId']}").json()["status"] == "paid"


def test_paying_again_pays_the_same_order_for_the_same_amount(
    client: TestClient, shopper: User, database: Database, db_session: Session
) -> None:
    shirt = _last_shirt(db_session)
    add_line(client, shirt, **SHIRT_M)
    key = new_key()
    first = checkout_ok(client, key)
    _dismiss(client, first["orderId"])
    assert on_hand(database, shirt, *M_HALF) == 1

    again = checkout_ok(client, key)

    assert (again["orderId"], again["providerOrderId"]) == (
        first["orderId"],
        first["providerOrderId"],
    )
    assert again["amount"] == first["amount"] == 89900
    assert again["status"] == "created"
    assert on_hand(database, shirt, *M_HALF) == 0
    assert holds(database, first["orderId"]) == ["held"]
    assert _my_order_ids(client) == [first["orderId"]]
    # a double click on pay again takes nothing more
    assert checkout_ok(client, key)["orderId"] == first["orderId"]
    assert on_hand(database, shirt, *M_HALF) == 0
    assert _events(database, first["orderId"], "reopened") == 1

    # closing the window twice (a double click) gives the piece back once
    _dismiss(client, first["orderId"])
    _dismiss(client, first["orderId"])
    assert on_hand(database, shirt, *M_HALF) == 1
    assert _events(database, first["orderId"], "dismissed") == 2  # once per opening


def test_paying_again_after_someone_bought_the_piece_says_so_and_takes_nothing(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shirt = _last_shirt(db_session)
    product = db_session.get(Product, shirt)
    assert product is not None
    product.title_kn = "ಕೈನೂಲಿನ ಖಾದಿ ಅಂಗಿ"
    db_session.commit()
    add_line(client, shirt, **SHIRT_M)
    key = new_key()
    mine = checkout_ok(client, key)
    _dismiss(client, mine["orderId"])
    other = _other_shopper(app, make_user, login_as)
    add_line(other, shirt, **SHIRT_M)
    checkout_ok(other)

    refused = start_checkout(client, key)
    refusal(refused, 409, SHORT)
    # issue 28: the line in parts, with the product's Kannada title, for a Kannada shopper's words
    assert refused.json()["params"] == {
        "line": '"Handspun Khadi Shirt" (M, Half Sleeve)',
        "lineTitle": "Handspun Khadi Shirt",
        "lineSize": "M",
        "lineType": "Half Sleeve",
        "lineTitleKn": "ಕೈನೂಲಿನ ಖಾದಿ ಅಂಗಿ",
    }

    assert on_hand(database, shirt, *M_HALF) == 0
    assert holds(database, mine["orderId"]) == ["released"]
    assert _my_order_ids(client) == []


def test_the_owner_may_keep_a_closed_windows_stock_for_a_short_grace(
    client: TestClient, shopper: User, database: Database, db_session: Session
) -> None:
    db_session.add(
        ShopSettings(
            **{**DEFAULT_SETTINGS, "dismissed_hold_minutes": 5},
            id=SETTINGS_ID,
            version=1,
            updated_at=utcnow(),
        )
    )
    db_session.commit()
    shirt = _last_shirt(db_session)
    add_line(client, shirt, **SHIRT_M)
    order = checkout_ok(client)
    before = utcnow()

    _dismiss(client, order["orderId"])

    assert on_hand(database, shirt, *M_HALF) == 0
    with database.sessions() as session:
        expires = session.scalar(
            select(StockReservation.expires_at).where(StockReservation.order_id == order["orderId"])
        )
    assert expires is not None
    assert as_utc(expires) <= utcnow() + timedelta(minutes=5)
    assert as_utc(expires) >= before + timedelta(minutes=4)
    assert _my_order_ids(client) == []
    # after the grace the worker gives it back
    assert release_lapsed_holds(database, now=utcnow() + timedelta(minutes=6)) == 1
    assert on_hand(database, shirt, *M_HALF) == 1


def test_the_grace_is_a_dashboard_setting_from_0_to_60_minutes(admin_client: TestClient) -> None:
    shop = admin_client.get("/api/v1/shop").json()
    assert shop["dismissedHoldMinutes"] == 0
    body = {**shop, "version": shop["version"]}
    saved = admin_client.put("/api/v1/admin/shop", json={**body, "dismissedHoldMinutes": 61})
    assert saved.status_code == 422, saved.text
    assert saved.json()["fields"]["dismissedHoldMinutes"] == (
        "Stock kept after a closed payment window must be 0 to 60 minutes"
    )
    saved = admin_client.put("/api/v1/admin/shop", json={**body, "dismissedHoldMinutes": 2})
    assert saved.status_code == 200, saved.text
    assert saved.json()["dismissedHoldMinutes"] == 2
    # an older dashboard that does not send it keeps it
    body = {k: v for k, v in saved.json().items() if k != "dismissedHoldMinutes"}
    assert admin_client.put("/api/v1/admin/shop", json=body).json()["dismissedHoldMinutes"] == 2


def test_a_capture_after_the_window_closed_is_recorded_once_and_takes_the_stock_again(
    app: FastAPI, client: TestClient, shopper: User, database: Database, db_session: Session
) -> None:
    shirt = _last_shirt(db_session)
    add_line(client, shirt, **SHIRT_M)
    order = checkout_ok(client)
    _dismiss(client, order["orderId"])
    assert on_hand(database, shirt, *M_HALF) == 1

    # the UPI app approves after the window was closed: the capture's webhooks arrive
    paid = client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    assert paid.status_code == 200, paid.text
    sandbox(app).wait_for_webhooks()

    mine = client.get(f"/api/v1/orders/{order['orderId']}").json()
    assert mine["status"] == "paid" and mine["paymentInfo"]["amount"] == 89900
    assert _my_order_ids(client) == [order["orderId"]]
    assert on_hand(database, shirt, *M_HALF) == 0
    assert holds(database, order["orderId"]) == ["sold"]
    assert _events(database, order["orderId"], "paid") == 1


def test_a_late_capture_when_the_piece_is_gone_is_paid_and_flagged_for_the_shop(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shirt = _last_shirt(db_session)
    add_line(client, shirt, **SHIRT_M)
    order = checkout_ok(client)
    _dismiss(client, order["orderId"])
    other = _other_shopper(app, make_user, login_as)
    add_line(other, shirt, **SHIRT_M)
    checkout_ok(other)

    client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    sandbox(app).wait_for_webhooks()

    with database.sessions() as session:
        stored = session.get(Order, order["orderId"])
        assert stored is not None
        assert (stored.status, stored.stock_short) == ("paid", True)
    assert on_hand(database, shirt, *M_HALF) == 0  # never below nothing
    assert holds(database, order["orderId"]) == ["released"]


def test_only_the_owner_may_close_an_order_and_a_paid_one_stays_paid(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shirt = _last_shirt(db_session)
    add_line(client, shirt, **SHIRT_M)
    order = checkout_ok(client)
    other = _other_shopper(app, make_user, login_as)
    refusal(other.post(f"/api/v1/checkout/{order['orderId']}/dismiss"), 404, "Order not found")
    client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    sandbox(app).wait_for_webhooks()
    assert _dismiss(client, order["orderId"])["status"] == "paid"
    assert holds(database, order["orderId"]) == ["sold"]
    assert _my_order_ids(client) == [order["orderId"]]


def test_the_dashboard_tells_a_closed_window_from_an_order_waiting_for_its_payment(
    client: TestClient,
    shopper: User,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    """Issue 30: the owner's list and order page carry `dismissedAt`, so an unpaid order shows
    'Payment window closed' or 'Waiting for payment', never FAILED; paying again clears it."""
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {M_HALF: 3})
    add_line(client, shirt.id, **SHIRT_M)
    closed_key = new_key()
    closed = checkout_ok(client, key=closed_key)
    _dismiss(client, closed["orderId"])
    add_line(client, shirt.id, **SHIRT_M)
    waiting = checkout_ok(client, key=new_key())

    def dismissed_at(order_id: str) -> tuple[bool, bool]:
        listed = {o["id"]: o for o in client.get("/api/v1/admin/orders").json()["items"]}
        page = client.get(f"/api/v1/admin/orders/{order_id}").json()
        return listed[order_id]["dismissedAt"] is not None, page["dismissedAt"] is not None

    owner = make_user(role="admin")
    login_as(client, owner)
    assert dismissed_at(closed["orderId"]) == (True, True)
    assert dismissed_at(waiting["orderId"]) == (False, False)
    statuses = {o["id"]: o["status"] for o in client.get("/api/v1/admin/orders").json()["items"]}
    assert statuses == {closed["orderId"]: "created", waiting["orderId"]: "created"}

    login_as(client, shopper)
    assert checkout_ok(client, key=closed_key)["orderId"] == closed["orderId"]  # paying again
    login_as(client, owner)
    assert dismissed_at(closed["orderId"]) == (False, False)
