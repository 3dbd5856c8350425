"""Delivery charges (issue 30): the quote the product page, cart and checkout show is what
checkout charges; it changes with the pincode's zone and the weight, and goes above the
free-delivery threshold."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.delivery.service import load_demo_charges
from khadi.orders.models import Order
from tests.factories import make_fabric, make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok


def _quote(client: TestClient, product_id: str, pincode: str, **query: Any) -> dict[str, Any]:
    response = client.get(
        "/api/v1/delivery/quote", params={"pincode": pincode, "productId": product_id, **query}
    )
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def _cart_quote(client: TestClient, pincode: str) -> dict[str, Any]:
    response = client.get("/api/v1/cart/delivery", params={"pincode": pincode})
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


@pytest.mark.parametrize(
    ("pincode", "place", "fee", "days", "zone"),
    [
        ("580020", ("Hubballi", "Karnataka"), 6000, (2, 3), "karnataka"),
        ("600001", ("Chennai", "Tamil Nadu"), 8000, (3, 5), "south"),
        ("110001", ("New Delhi", "Delhi"), 10000, (4, 7), "india"),
        ("795001", ("Imphal", "Manipur"), 15000, (7, 12), "remote"),
        ("194101", ("Leh", "Ladakh"), 15000, (7, 12), "remote"),
        ("744101", ("Port Blair", "Andaman and Nicobar Islands"), 15000, (7, 12), "remote"),
    ],
)
def test_the_product_page_check_names_the_place_fee_and_days(
    client: TestClient, db_session: Session, pincode: str, place: tuple[str, str], fee: int,
    days: tuple[int, int], zone: str,
) -> None:  # fmt: skip
    load_demo_charges(db_session)
    shirt = make_product(db_session)  # ₹899, 300 g: the first slab
    body = _quote(client, shirt.id, pincode, size="M")
    assert (body["city"], body["state"]) == place
    assert (body["fee"], body["daysMin"], body["daysMax"], body["zone"]) == (fee, *days, zone)
    assert body["free"] is False and body["codAvailable"] is None


def test_an_unknown_pincode_gets_no_quote(client: TestClient, db_session: Session) -> None:
    load_demo_charges(db_session)
    shirt = make_product(db_session)
    response = client.get(
        "/api/v1/delivery/quote", params={"pincode": "999999", "productId": shirt.id}
    )
    assert response.status_code == 422 and response.json()["error"] == "unknown_pincode"


def test_weight_slabs_sizes_and_metres(client: TestClient, db_session: Session) -> None:
    load_demo_charges(db_session)
    honey = make_product(db_session, category="honey", price=15000, options={})
    fabric = make_fabric(db_session, price=10000)  # 150 g per metre
    assert _quote(client, honey.id, "580020")["weightGrams"] == 700
    assert _quote(client, honey.id, "580020", quantity=2)["fee"] == 11000  # 1.4 kg: ≤ 2 kg
    assert _quote(client, fabric.id, "580020", quantity=2.5)["weightGrams"] == 375
    heavy = _quote(client, honey.id, "580020", quantity=9)  # 6.3 kg: 5 kg + 2 started kg
    assert heavy["fee"] == 18000 + 2 * 3000


def test_the_fee_goes_at_the_free_delivery_threshold(
    client: TestClient, db_session: Session
) -> None:
    load_demo_charges(db_session)  # free from ₹1,500 of goods
    below = make_product(db_session, price=149999)
    at = make_product(db_session, price=150000)
    assert _quote(client, below.id, "110001", size="M")["fee"] == 10000
    free = _quote(client, at.id, "110001", size="M")
    assert (free["fee"], free["free"], free["freeAbove"]) == (0, True, 150000)
    assert free["total"] == 150000


def test_a_shop_that_set_no_charges_charges_no_delivery(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    assert _cart_quote(client, "795001")["fee"] == 0
    assert checkout_ok(client, pincode="795001")["amount"] == 89900


@pytest.mark.parametrize(("pincode", "fee"), [("580020", 6000), ("110001", 10000)])
def test_checkout_charges_exactly_the_carts_delivery_line(
    client: TestClient, shopper: User, db_session: Session, pincode: str, fee: int
) -> None:
    load_demo_charges(db_session)
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    line = _cart_quote(client, pincode)
    assert (line["goods"], line["fee"], line["total"]) == (89900, fee, 89900 + fee)
    body = checkout_ok(client, pincode=pincode)
    assert (body["amount"], body["deliveryFee"]) == (line["total"], fee)
    order = db_session.get(Order, body["orderId"])
    assert order is not None and (order.amount, order.delivery_fee) == (89900 + fee, fee)


def test_above_the_threshold_checkout_charges_the_goods_only(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    load_demo_charges(db_session)
    add_line(client, make_product(db_session).id, 2, **SHIRT_M)  # ₹1,798
    assert _cart_quote(client, "795001")["fee"] == 0
    assert checkout_ok(client, pincode="795001")["amount"] == 2 * 89900


def test_the_cart_quote_needs_a_login(client: TestClient) -> None:
    assert client.get("/api/v1/cart/delivery", params={"pincode": "580020"}).status_code == 401
