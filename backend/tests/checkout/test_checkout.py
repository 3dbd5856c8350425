"""POST /api/v1/checkout: the server prices the cart, snapshots it, and the same key is the same
order (spec §5, §9; DESIGN.md §6.1)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog.models import Product
from khadi.db import Database
from khadi.orders.models import Order
from khadi.payments.provider import ProviderError
from tests.cart.checks import refusal
from tests.factories import make_fabric, make_product
from tests.payments.support import (
    ADDRESS,
    SHIRT_M,
    add_line,
    checkout_ok,
    new_key,
    start_checkout,
)
from tests.waits import TIMEOUT, run_together


def _orders(db: Session) -> list[Order]:
    return list(db.scalars(select(Order).execution_options(populate_existing=True)))


def test_the_amount_is_the_servers_sub_total_whatever_the_body_says(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)  # ₹899.00
    fabric = make_fabric(db_session)  # ₹349.99 per metre
    add_line(client, shirt.id, 2, **SHIRT_M)
    add_line(client, fabric.id, 2.75)

    body = checkout_ok(client, amount=100, currency="USD", items=[], total=1)

    fabric_total = 96247  # 34999 × 2.75 = 96247.25 paise, half up
    assert body["amount"] == 2 * 89900 + fabric_total
    assert body["currency"] == "INR"
    assert body["provider"] == "sandbox"
    assert body["keyId"] == "sandbox"
    assert body["checkoutScriptUrl"] is None
    assert body["description"] == "Order Payment"
    assert body["name"] == ADDRESS["name"]
    assert body["contact"] == ADDRESS["mobile"]
    assert body["email"] == shopper.email
    assert body["status"] == "created"
    assert body["providerOrderId"].startswith("order_") and len(body["providerOrderId"]) == 20
    assert body["cartTotalItems"] == 2
    assert [(i["title"], i["quantity"], i["unit"], i["lineTotal"]) for i in body["items"]] == [
        ("Handspun Khadi Shirt", 2, "piece", 179800),
        ("Kora Khadi Fabric", 2.75, "metre", fabric_total),
    ]
    assert body["items"][0]["size"] == "M" and body["items"][0]["type"] == "Half Sleeve"
    assert body["items"][1]["unitPrice"] == 34999

    [order] = _orders(db_session)
    assert order.id == body["orderId"]
    assert (order.status, order.amount, order.currency) == ("created", body["amount"], "INR")
    assert order.user_id == shopper.id
    assert order.cart_total_items == 2
    assert order.provider_order_id == body["providerOrderId"]
    assert (order.shipping_name, order.shipping_pincode) == ("Asha Shopper", "571431")
    assert order.payment_id is None
    # the cart is untouched until the payment is confirmed
    assert len(client.get("/api/v1/cart").json()["lines"]) == 2


def test_the_amount_matches_the_cart_summary_sub_total(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_fabric(db_session, price=33333).id, 1.25)  # 41666.25 → 41666
    add_line(client, make_product(db_session, price=12345).id, 3, **SHIRT_M)
    summary = client.get("/api/v1/cart").json()["summary"]
    assert checkout_ok(client)["amount"] == summary["subTotal"] == 41666 + 3 * 12345


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("name", "", "Name is required"),
        ("name", "   ", "Name is required"),
        ("name", "x" * 101, "Name must be at most 100 characters"),
        ("address", "", "Address is required"),
        ("address", "x" * 501, "Address must be at most 500 characters"),
        ("pincode", "", "Pincode must be 6 digits"),
        ("pincode", "57143", "Pincode must be 6 digits"),
        ("pincode", "5714311", "Pincode must be 6 digits"),
        ("pincode", "57143a", "Pincode must be 6 digits"),
        ("pincode", "५७१४३१", "Pincode must be 6 digits"),  # digits, but not 0-9
        ("mobile", "", "Mobile must be 10–12 digits"),
        ("mobile", "987654321", "Mobile must be 10–12 digits"),
        ("mobile", "+9198765432100", "Mobile must be 10–12 digits"),
        ("mobile", "98765 4321", "Mobile must be 10–12 digits"),
        ("mobile", "++919876543210", "Mobile must be 10–12 digits"),
    ],
)
def test_address_rules_use_the_spec_messages(
    client: TestClient, shopper: User, db_session: Session, field: str, value: str, message: str
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    response = start_checkout(client, **{field: value})
    refusal(response, 422, message)
    assert response.json()["fields"] == {field: message}
    assert _orders(db_session) == []


def test_every_address_problem_is_reported_and_the_first_is_the_message(
    client: TestClient, shopper: User
) -> None:
    response = client.post("/api/v1/checkout", json={}, headers={"Idempotency-Key": new_key()})
    refusal(response, 422, "Name is required")
    assert response.json()["fields"] == {
        "name": "Name is required",
        "address": "Address is required",
        "pincode": "Pincode must be 6 digits",
        "mobile": "Mobile must be 10–12 digits",
    }


@pytest.mark.parametrize(
    "mobile",
    ["9876543210", "+919876543210", "919876543210", " 9876543210 ", "+91 98765-43210"],
)
def test_valid_mobiles_and_trimmed_fields_are_accepted(
    client: TestClient, shopper: User, db_session: Session, mobile: str
) -> None:
    """Spaces and dashes are how people write a number (issue 28): kept without them."""
    add_line(client, make_product(db_session).id, **SHIRT_M)
    body = checkout_ok(client, mobile=mobile, name="  Asha  ", pincode=" 571431 ")
    assert body["contact"] == mobile.replace(" ", "").replace("-", "")
    [order] = _orders(db_session)
    assert (order.shipping_name, order.shipping_pincode) == ("Asha", "571431")


@pytest.mark.parametrize(
    ("key", "message"),
    [
        (None, "Idempotency-Key header is required"),
        ("short", "Idempotency-Key must be 8–128 letters, digits, '-' or '_'"),
        ("has spaces in it", "Idempotency-Key must be 8–128 letters, digits, '-' or '_'"),
        ("k" * 129, "Idempotency-Key must be 8–128 letters, digits, '-' or '_'"),
    ],
)
def test_the_idempotency_key_is_required_and_checked(
    client: TestClient, shopper: User, db_session: Session, key: str | None, message: str
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)
    headers = {} if key is None else {"Idempotency-Key": key}
    response = client.post("/api/v1/checkout", json=ADDRESS, headers=headers)
    refusal(response, 422, message)
    assert _orders(db_session) == []


def test_an_empty_cart_is_refused(client: TestClient, shopper: User, db_session: Session) -> None:
    refusal(start_checkout(client), 409, "Your cart is empty")
    assert _orders(db_session) == []


def _set(db: Session, product: Product, **fields: Any) -> None:
    for name, value in fields.items():
        setattr(product, name, value)
    db.commit()


def test_unavailable_lines_are_left_out_of_the_order_and_stay_in_the_cart(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt, fabric = make_product(db_session), make_fabric(db_session)
    add_line(client, shirt.id, **SHIRT_M)
    add_line(client, fabric.id, 2)
    _set(db_session, fabric, out_of_stock=True)

    body = checkout_ok(client)

    assert body["amount"] == 89900
    assert [item["productId"] for item in body["items"]] == [shirt.id]
    assert body["cartTotalItems"] == 1


@pytest.mark.parametrize(
    ("change", "reason", "code"),
    [
        ({"out_of_stock": True}, "This product is out of stock", "checkout.line_out_of_stock"),
        ({"coming_soon": True}, "This product is coming soon", "checkout.line_coming_soon"),
        (
            {"options": {"category": "shirts", "availableSizes": ["L"], "availableTypes": []}},
            "This size is no longer available",
            "checkout.line_size_gone",
        ),
    ],
)
def test_a_cart_with_nothing_buyable_is_refused_naming_the_product(
    client: TestClient,
    shopper: User,
    db_session: Session,
    change: dict[str, Any],
    reason: str,
    code: str,
) -> None:
    shirt = make_product(db_session, title="Nehru Jacket")
    add_line(client, shirt.id, **SHIRT_M)
    _set(db_session, shirt, **change)
    refused = start_checkout(client)
    refusal(refused, 409, f'"Nehru Jacket": {reason}')
    # issue 28: the client words it in the shopper's language
    assert (refused.json()["reason"], refused.json()["params"]) == (code, {"title": "Nehru Jacket"})
    assert _orders(db_session) == []


def test_a_deleted_product_is_named_as_an_item(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    add_line(client, shirt.id, **SHIRT_M)
    db_session.delete(shirt)
    db_session.commit()
    refusal(
        start_checkout(client), 409, "An item in your cart: This product is no longer available"
    )


def test_less_than_one_rupee_is_refused(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_product(db_session, price=99).id, **SHIRT_M)
    refusal(start_checkout(client), 409, "The amount to pay must be at least ₹1.00")


def test_the_same_key_is_the_same_order_even_after_the_cart_changed(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    add_line(client, shirt.id, **SHIRT_M)
    key = new_key()
    first = checkout_ok(client, key)
    add_line(client, make_fabric(db_session).id, 3)  # a second tab changes the cart

    again = checkout_ok(client, key, name="Someone Else")

    assert again == first  # same order, same amount: the order is a snapshot
    assert len(_orders(db_session)) == 1
    other = checkout_ok(client)  # a new attempt (new key) prices the cart as it is now
    assert other["orderId"] != first["orderId"]
    assert other["amount"] == 89900 + 3 * 34999
    assert len(_orders(db_session)) == 2


def test_keys_belong_to_their_user(
    client: TestClient,
    shopper: User,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shirt = make_product(db_session)
    add_line(client, shirt.id, **SHIRT_M)
    key = new_key()
    mine = checkout_ok(client, key)
    client.cookies.clear()
    login_as(client, make_user())
    add_line(client, shirt.id, **SHIRT_M)
    theirs = checkout_ok(client, key)
    assert theirs["orderId"] != mine["orderId"]


def test_a_provider_failure_says_could_not_start_payment_and_stores_nothing(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    add_line(client, make_product(db_session).id, **SHIRT_M)

    def unreachable(amount: int, currency: str, receipt: str) -> Any:
        raise ProviderError("connection refused")

    monkeypatch.setattr(app.state.payments, "create_order", unreachable)
    key = new_key()
    refusal(start_checkout(client, key), 502, "Could not start payment")
    assert _orders(db_session) == []

    monkeypatch.undo()  # the provider is back: the same key now makes the order
    assert checkout_ok(client, key)["amount"] == 89900


def test_concurrent_checkouts_with_one_key_make_one_order(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
    live_url: str,
) -> None:
    """A double click and a second tab at once: real requests through uvicorn's thread pool,
    each with its own session (cookie) of the same user."""
    base_url = live_url
    user = make_user()
    shirt = make_product(db_session)
    tokens = []
    for _ in range(3):
        with httpx.Client(base_url=base_url) as c:
            tokens.append(login_as(c, user))
    with httpx.Client(base_url=base_url) as c:
        c.cookies.set("khadi_session", tokens[0])
        add_line(c, shirt.id, 2, **SHIRT_M)

    for _ in range(3):
        key = new_key()

        def attempt(token: str, key: str = key) -> httpx.Response:
            with httpx.Client(base_url=base_url, timeout=TIMEOUT) as c:
                c.cookies.set("khadi_session", token)
                return c.post("/api/v1/checkout", json=ADDRESS, headers={"Idempotency-Key": key})

        responses = run_together([partial(attempt, tokens[i % 3]) for i in range(8)])

        assert [getattr(r, "status_code", r) for r in responses] == [200] * 8
        assert len({r.json()["orderId"] for r in responses}) == 1
        assert len({r.json()["providerOrderId"] for r in responses}) == 1
        with database.sessions() as session:
            count = session.scalar(
                select(func.count()).select_from(Order).where(Order.idempotency_key == key)
            )
        assert count == 1
