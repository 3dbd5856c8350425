"""The cart API through the real app and database: adding, merging, the summary, and every
refusal to add (with its message, and nothing changed). Steps, removal and lines that become
unavailable are in test_line_changes.py."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.cart.checks import SHIRT_M, add, cart, only_line, refusal
from tests.factories import make_fabric, make_product

# --- guests ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/api/v1/cart"),
        ("POST", "/api/v1/cart/lines"),
        ("POST", "/api/v1/cart/lines/increment"),
        ("POST", "/api/v1/cart/lines/decrement"),
        ("DELETE", "/api/v1/cart/lines"),
        ("GET", "/api/v1/wishlist"),
        ("POST", "/api/v1/wishlist/toggle"),
        ("DELETE", "/api/v1/wishlist/abc"),
    ],
)
def test_guests_are_asked_to_log_in(client: TestClient, method: str, path: str) -> None:
    response = client.request(method, path, json={"productId": "x", "quantity": 1})
    assert response.status_code == 401
    assert response.json()["message"] == "Please log in"


# --- adding ---------------------------------------------------------------------------------


def test_an_empty_cart(client: TestClient, shopper: User) -> None:
    assert cart(client) == {
        "lines": [],
        "summary": {
            "style": "gst",
            "lines": [{"code": "subTotal", "amount": 0, "rate": None, "label": None}],
            "total": 0,
            "charge": 0,
            "subTotal": 0,
            "tax": 0,
            "discount": 0,
            "taxRate": 10,
            "discountRate": 5,
            "discountCode": None,
        },
        "cartTotalItems": 0,
    }


def test_adding_a_shirt_answers_with_the_cart_and_the_message(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session, price=89900)

    response = add(client, shirt.id, quantity=1, **SHIRT_M)

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["message"] == "Product added to cart"
    assert body["cartTotalItems"] == 1
    line = body["lines"][0]
    assert line == {
        "productId": shirt.id,
        "size": "M",
        "type": "Half Sleeve",
        "quantity": 1,
        "unit": "piece",
        "minQuantity": 1,
        "maxQuantity": 10,
        "step": 1.0,
        "product": {
            "id": shirt.id,
            "title": "Handspun Khadi Shirt",
            "price": 89900,
            "mrp": None,
            "imageUrl": ["/media/product-images/shirt.webp"],
            "images": [
                {
                    "url": "/media/product-images/shirt.webp",
                    "width": 900,
                    "height": 900,
                    "variants": [{"width": 320, "url": "/media/product-images/shirt_w320.webp"}],
                }
            ],
            "category": "shirts",
            "outOfStock": False,
            "comingSoon": False,
        },
        "available": True,
        "unavailableReason": None,
        "unitPrice": 89900,
        "lineTotal": 89900,
        "stockLeft": None,
    }
    assert cart(client)["lines"] == body["lines"]


def test_adding_the_same_line_adds_to_it_and_another_size_is_another_line(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)

    add(client, shirt.id, quantity=1, **SHIRT_M)
    again = add(client, shirt.id, quantity=1, **SHIRT_M)
    assert again.status_code == 200
    assert [line["quantity"] for line in again.json()["lines"]] == [2]
    assert again.json()["cartTotalItems"] == 1

    other = add(client, shirt.id, quantity=1, size="L", type="Half Sleeve")
    body = other.json()
    assert body["cartTotalItems"] == 2
    assert [(line["size"], line["quantity"]) for line in body["lines"]] == [("M", 2), ("L", 1)]


def test_the_same_add_sent_twice_adds_once_and_answers_the_cart_both_times(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    """Issue 28: one click, one line change — a resent request (same Idempotency-Key) adds
    nothing; a new key adds again; a key that is not 8–128 of A-Z a-z 0-9 _ - is refused."""
    shirt = make_product(db_session)
    body = {"productId": shirt.id, "quantity": 1, **SHIRT_M}
    first = client.post("/api/v1/cart/lines", json=body, headers={"Idempotency-Key": "add-0001"})
    again = client.post("/api/v1/cart/lines", json=body, headers={"Idempotency-Key": "add-0001"})
    assert first.status_code == again.status_code == 200
    assert again.json()["message"] == "Product added to cart"
    assert [line["quantity"] for line in again.json()["lines"]] == [1]
    assert only_line(client)["quantity"] == 1

    other = client.post("/api/v1/cart/lines", json=body, headers={"Idempotency-Key": "add-0002"})
    assert [line["quantity"] for line in other.json()["lines"]] == [2]

    bad = client.post("/api/v1/cart/lines", json=body, headers={"Idempotency-Key": "no"})
    assert bad.status_code == 422
    assert only_line(client)["quantity"] == 2


def test_quantity_defaults_to_one_and_products_without_options_need_none(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    honey = make_product(db_session, title="Forest Honey", category="honey", options={})
    response = client.post("/api/v1/cart/lines", json={"productId": honey.id})
    assert response.status_code == 200, response.text
    line = only_line(client)
    assert (line["size"], line["type"], line["quantity"]) == ("", "", 1)
    # '' and null name the same "no size" line
    add(client, honey.id, size="", type=None, quantity=2)
    assert only_line(client)["quantity"] == 3


def test_a_fabric_is_bought_by_the_metre_and_its_total_rounds_half_up(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    # ₹349.99/m × 2.75 m = 96247.25 paise -> 96247
    fabric = make_fabric(db_session, price=34999)
    body = add(client, fabric.id, quantity=2.75).json()
    line = body["lines"][0]
    assert line["quantity"] == 2.75
    assert (line["unit"], line["minQuantity"], line["maxQuantity"], line["step"]) == (
        "metre",
        1,
        30,
        0.25,
    )
    assert line["unitPrice"] == 34999
    assert line["lineTotal"] == 96247


@pytest.mark.parametrize(
    ("price", "metres", "total"),
    [
        (34998, 2.75, 96245),  # 96244.5 -> up
        (10, 1.25, 13),  # 12.5 -> up
        (10, 1.75, 18),  # 17.5 -> up
        (1, 1.25, 1),  # 1.25 -> down
        (34999, 30, 1049970),
        (34999, 1, 34999),
    ],
)
def test_fabric_line_totals_round_half_up_to_a_paisa(
    client: TestClient,
    shopper: User,
    db_session: Session,
    price: int,
    metres: float,
    total: int,
) -> None:
    fabric = make_fabric(db_session, price=price)
    assert add(client, fabric.id, quantity=metres).json()["lines"][0]["lineTotal"] == total


# --- refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "status", "message"),
    [
        ({"productId": None}, 422, "Invalid product ID"),
        ({"productId": ""}, 422, "Invalid product ID"),
        ({"productId": "   "}, 422, "Invalid product ID"),
        ({"productId": "no-such-product"}, 404, "Invalid product ID"),
        ({"productId": "x" * 300}, 404, "Invalid product ID"),
        ({"size": None}, 422, "Please choose a size"),
        ({"size": ""}, 422, "Please choose a size"),
        ({"size": "XXL"}, 422, "Please choose one of the listed sizes"),
        ({"size": "m"}, 422, "Please choose one of the listed sizes"),
        ({"type": None}, 422, "Please choose a type"),
        ({"type": "Full Sleeve"}, 422, "Please choose one of the listed types"),
        ({"quantity": 0}, 422, "Quantity must be at least 1"),
        ({"quantity": -1}, 422, "Quantity must be at least 1"),
        ({"quantity": 1.5}, 422, "Quantity must be a whole number"),
        ({"quantity": 11}, 422, "You can buy at most 10 of this item"),
        ({"quantity": 1e300}, 422, "You can buy at most 10 of this item"),
        ({"quantity": 10**30}, 422, "You can buy at most 10 of this item"),
        ({"quantity": "2"}, 422, "Input should be a valid number"),
        ({"quantity": True}, 422, "Input should be a valid number"),
        ({"quantity": None}, 422, "Input should be a valid number"),
    ],
)
def test_adding_a_shirt_is_refused_and_changes_nothing(
    client: TestClient,
    shopper: User,
    db_session: Session,
    fields: dict[str, Any],
    status: int,
    message: str,
) -> None:
    shirt = make_product(db_session)
    add(client, shirt.id, quantity=3, **SHIRT_M)
    before = cart(client)

    body = {"productId": shirt.id, "quantity": 1, **SHIRT_M, **fields}
    refusal(client.post("/api/v1/cart/lines", json=body), status, message)

    assert cart(client) == before


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"NaN", "Quantity must be a whole number"),
        (b"Infinity", "Quantity must be a whole number"),
        (b"-Infinity", "Quantity must be a whole number"),
        (b"1" + b"0" * 400, "Input should be a valid number"),
    ],
)
def test_numbers_json_cannot_hold_are_refused(
    client: TestClient, shopper: User, db_session: Session, raw: bytes, message: str
) -> None:
    honey = make_product(db_session, category="honey", options={})
    body = b'{"productId": "' + honey.id.encode() + b'", "quantity": ' + raw + b"}"
    response = client.post(
        "/api/v1/cart/lines", content=body, headers={"content-type": "application/json"}
    )
    refusal(response, 422, message)
    assert cart(client)["lines"] == []


@pytest.mark.parametrize(
    ("quantity", "message"),
    [
        (2.8, "Length must be in steps of 0.25 m"),
        (1.1, "Length must be in steps of 0.25 m"),
        (29.999, "Length must be in steps of 0.25 m"),
        (0.5, "Length must be between 1 and 30 m"),
        (0.75, "Length must be between 1 and 30 m"),
        (31, "Length must be between 1 and 30 m"),
        (30.25, "Length must be between 1 and 30 m"),
        (0, "Length must be between 1 and 30 m"),
        (-2, "Length must be between 1 and 30 m"),
        (1e300, "Length must be between 1 and 30 m"),
    ],
)
def test_fabric_lengths_outside_the_rules_are_refused(
    client: TestClient, shopper: User, db_session: Session, quantity: float, message: str
) -> None:
    fabric = make_fabric(db_session)
    add(client, fabric.id, quantity=1.5)
    before = cart(client)
    refusal(add(client, fabric.id, quantity=quantity), 422, message)
    assert cart(client) == before


@pytest.mark.parametrize("raw", [b"NaN", b"Infinity"])
def test_fabric_lengths_that_are_not_numbers_are_refused(
    client: TestClient, shopper: User, db_session: Session, raw: bytes
) -> None:
    fabric = make_fabric(db_session)
    body = b'{"productId": "' + fabric.id.encode() + b'", "quantity": ' + raw + b"}"
    response = client.post(
        "/api/v1/cart/lines", content=body, headers={"content-type": "application/json"}
    )
    refusal(response, 422, "Length must be between 1 and 30 m")


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        ({"out_of_stock": True}, "This product is out of stock"),
        ({"coming_soon": True}, "This product is coming soon"),
        ({"out_of_stock": True, "coming_soon": True}, "This product is out of stock"),
    ],
)
def test_unavailable_products_cannot_be_added(
    client: TestClient,
    shopper: User,
    db_session: Session,
    flags: dict[str, bool],
    message: str,
) -> None:
    shirt = make_product(db_session, **flags)
    refusal(add(client, shirt.id, quantity=1, **SHIRT_M), 409, message)
    assert cart(client)["lines"] == []


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"size": "M"}, "This product does not come in sizes"),
        ({"type": "Plain"}, "This product does not come in types"),
    ],
)
def test_options_a_product_does_not_list_are_refused(
    client: TestClient,
    shopper: User,
    db_session: Session,
    fields: dict[str, str],
    message: str,
) -> None:
    honey = make_product(db_session, category="honey", options={})
    refusal(add(client, honey.id, **fields), 422, message)
    assert cart(client)["lines"] == []
