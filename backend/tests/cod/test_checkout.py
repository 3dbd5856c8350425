"""The shopper's cash-on-delivery checkout (issue 30): placed without a payment for exactly the
total the checkout showed, its stock kept until delivered or cancelled (never by the hold
timer), 'Cash on delivery' in My Orders, and every rule asked again by the server with a
stable code."""

from __future__ import annotations

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from khadi.orders.stock import release_lapsed_holds
from tests.cart.checks import refusal
from tests.cod.support import (
    SHIRT_M,
    add_line,
    cod_checkout,
    count_orders,
    fresh,
    open_cod_orders,
    save_settings,
)
from tests.factories import make_product
from tests.stock.support import holds, on_hand, set_stock

pytestmark = pytest.mark.usefixtures("demo_delivery")

SHIRT = 89_900
DELIVERY = 6_000  # Karnataka, 300 g
FEE = 4_000


def _quote(client: TestClient, pincode: str = "571431") -> dict:  # type: ignore[type-arg]
    response = client.get("/api/v1/cart/cod", params={"pincode": pincode})
    assert response.status_code == 200, response.text
    return response.json()  # type: ignore[no-any-return]


def test_cod_is_placed_without_a_payment_for_the_total_shown(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    assert save_settings(admin).status_code == 200
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 3})
    add_line(client, shirt.id, 2, **SHIRT_M)

    quote = _quote(client)
    assert quote == {
        "available": True,
        "reason": None,
        "params": {},
        "message": None,
        "goods": 2 * SHIRT,
        "deliveryFee": 0,
        "fee": FEE,
        "total": 2 * SHIRT + FEE,
    }  # fmt: skip  (₹1,798 of goods: delivery is free above ₹1,500)

    placed = cod_checkout(client)
    assert placed.status_code == 200, placed.text
    order = placed.json()
    assert (order["status"], order["paymentMethod"], order["codState"]) == ("cod", "cod", "placed")
    assert order["amount"] == quote["total"]  # what the courier collects, to the paisa
    assert (order["codFee"], order["deliveryFee"]) == (FEE, 0)
    assert order["paymentInfo"]["paymentId"] is None
    assert client.get("/api/v1/cart").json()["lines"] == []  # the lines left the cart

    mine = client.get("/api/v1/orders").json()["items"]
    assert [(o["id"], o["status"]) for o in mine] == [(order["id"], "cod")]
    # held until delivered or cancelled: the hold timer gives nothing back
    assert on_hand(database, shirt.id, "M", "Half Sleeve") == 1
    assert holds(database, order["id"]) == ["sold"]
    release_lapsed_holds(database, now=utcnow() + timedelta(days=2))
    assert on_hand(database, shirt.id, "M", "Half Sleeve") == 1
    assert fresh(database, order["id"]).status == "cod"
    assert open_cod_orders(db_session, shopper.id) == 1
    with database.sessions() as session:  # the shopper's note and the shop's alert, once each
        mails = session.execute(
            select(OutboxMessage.kind, OutboxMessage.subject, OutboxMessage.text_body).order_by(
                OutboxMessage.kind
            )
        ).all()
    assert [(kind, subject) for kind, subject, _ in mails] == [
        ("new_order_alert", f"New order {order['number']}: ₹1,838.00"),
        ("order_confirmation", f"Order {order['number']} placed: cash on delivery — Khadi Store"),
    ]
    assert "pay ₹1,838.00 in cash when it arrives" in mails[1].text_body


def test_a_delivery_charge_and_the_fee_are_both_collected(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    save_settings(admin, fee=2_500)
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    quote = _quote(client)
    assert (quote["goods"], quote["deliveryFee"], quote["fee"]) == (SHIRT, DELIVERY, 2_500)
    order = cod_checkout(client).json()
    assert order["amount"] == SHIRT + DELIVERY + 2_500 == quote["total"]


def test_the_same_key_is_the_same_order(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    save_settings(admin)
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    first = cod_checkout(client, "same-key-123").json()
    second = cod_checkout(client, "same-key-123").json()
    assert first["id"] == second["id"]
    assert count_orders(database, shopper.id) == 1
    assert open_cod_orders(db_session, shopper.id) == 1


@pytest.mark.parametrize(
    ("changes", "pincode", "code", "message"),
    [
        ({"enabled": False}, "571431", "cod.off", "Cash on delivery is not offered"),
        ({"excludedPincodes": ["571431"]}, "571431", "cod.not_to_pincode",
         "Cash on delivery is not available to 571431"),
        ({"excludedZones": ["remote"]}, "795001", "cod.not_to_pincode",
         "Cash on delivery is not available to 795001"),
        ({"maxOrder": 90_000}, "571431", "cod.above_max",
         "Cash on delivery is available for orders up to ₹900.00; please pay online"),
    ],
)  # fmt: skip
def test_the_server_refuses_what_the_rules_refuse_with_a_code(
    client: TestClient,
    shopper: User,
    admin: TestClient,
    db_session: Session,
    database: Database,
    changes: dict,  # type: ignore[type-arg]
    pincode: str,
    code: str,
    message: str,
) -> None:
    assert save_settings(admin, **changes).status_code == 200
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    quote = _quote(client, pincode)
    assert (quote["available"], quote["reason"], quote["message"]) == (False, code, message)

    refused = cod_checkout(client, pincode=pincode)
    refusal(refused, 409, message)
    assert refused.json()["reason"] == code
    assert count_orders(database, shopper.id) == 0
    assert len(client.get("/api/v1/cart").json()["lines"]) == 1


def test_an_account_may_have_only_so_many_open_cod_orders(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    save_settings(admin, maxOpenOrders=2)
    shirt = make_product(db_session)
    for _ in range(2):
        add_line(client, shirt.id, 1, **SHIRT_M)
        assert cod_checkout(client).status_code == 200
    add_line(client, shirt.id, 1, **SHIRT_M)
    assert _quote(client)["reason"] == "cod.too_many_open"
    refused = cod_checkout(client)
    refusal(
        refused, 409,
        "You have 2 cash-on-delivery orders still open; please pay online or wait for them to "
        "arrive",
    )  # fmt: skip
    assert refused.json()["params"] == {"count": 2}
    assert count_orders(database, shopper.id) == 2


def test_the_product_page_says_cod_only_when_it_truly_is(
    client: TestClient, admin: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session)

    def available(pincode: str) -> bool | None:
        params = {"pincode": pincode, "productId": shirt.id, "size": "M"}
        return client.get("/api/v1/delivery/quote", params=params).json()["codAvailable"]  # type: ignore[no-any-return]

    assert available("571431") is None  # the shop does not offer COD: nothing said
    save_settings(admin, excludedZones=["remote"], excludedPincodes=["560001"])
    assert available("571431") is True
    assert available("795001") is False  # Imphal: a remote zone
    assert available("560001") is False
    save_settings(admin, maxOrder=95_000)  # ₹899 + ₹60 + ₹40 = ₹999 is above it
    assert available("571431") is False


def test_a_guest_cannot_check_out_cod(client: TestClient) -> None:
    assert cod_checkout(client).status_code == 401
    assert client.get("/api/v1/cart/cod", params={"pincode": "571431"}).status_code == 401
