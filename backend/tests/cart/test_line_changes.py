"""The cart API through the real app and database: steps, removal, per-user carts, and lines
whose product changed or went away after they were added."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.cart.checks import SHIRT_M, add, cart, only_line, refusal, step
from tests.factories import make_fabric, make_product


def test_adding_past_the_limit_is_refused_whole(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    fabric = make_fabric(db_session)
    add(client, shirt.id, quantity=6, **SHIRT_M)
    add(client, fabric.id, quantity=20)
    before = cart(client)

    refusal(
        add(client, shirt.id, quantity=5, **SHIRT_M), 422, "You can buy at most 10 of this item"
    )
    refusal(add(client, fabric.id, quantity=10.25), 422, "You can buy at most 30 m of this fabric")

    assert cart(client) == before
    assert add(client, shirt.id, quantity=4, **SHIRT_M).status_code == 200
    assert add(client, fabric.id, quantity=10).status_code == 200
    assert [line["quantity"] for line in cart(client)["lines"]] == [10, 30]


# --- steps and removal ----------------------------------------------------------------------


def test_increment_and_decrement_step_by_one_unit_and_remove_below_one(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    add(client, shirt.id, quantity=1, **SHIRT_M)

    up = step(client, "increment", shirt.id, **SHIRT_M)
    assert up.status_code == 200, up.text
    assert up.json()["lines"][0]["quantity"] == 2

    down = step(client, "decrement", shirt.id, **SHIRT_M)
    assert down.json()["lines"][0]["quantity"] == 1
    assert down.json()["message"] == "Quantity decreased"

    gone = step(client, "decrement", shirt.id, **SHIRT_M)
    assert gone.status_code == 200
    assert gone.json()["lines"] == []
    assert gone.json()["cartTotalItems"] == 0
    assert gone.json()["message"] == "Item removed"

    refusal(step(client, "decrement", shirt.id, **SHIRT_M), 404, "This item is not in your cart")
    refusal(step(client, "increment", shirt.id, **SHIRT_M), 404, "This item is not in your cart")


def test_fabric_steps_are_a_quarter_metre(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    fabric = make_fabric(db_session, price=34999)
    add(client, fabric.id, quantity=1.25)

    up = step(client, "increment", fabric.id).json()["lines"][0]
    assert (up["quantity"], up["lineTotal"]) == (1.5, 52499)  # 52498.5 -> up

    step(client, "decrement", fabric.id)
    step(client, "decrement", fabric.id)
    assert only_line(client)["quantity"] == 1
    assert step(client, "decrement", fabric.id).json()["lines"] == []


def test_increment_stops_at_the_limit(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    fabric = make_fabric(db_session)
    add(client, shirt.id, quantity=10, **SHIRT_M)
    add(client, fabric.id, quantity=30)
    before = cart(client)

    refusal(
        step(client, "increment", shirt.id, **SHIRT_M), 422, "You can buy at most 10 of this item"
    )
    refusal(step(client, "increment", fabric.id), 422, "You can buy at most 30 m of this fabric")
    assert cart(client) == before


def test_steps_need_a_product_id(client: TestClient, shopper: User) -> None:
    for direction in ("increment", "decrement"):
        refusal(client.post(f"/api/v1/cart/lines/{direction}", json={}), 422, "Invalid product ID")


def test_remove_takes_the_line_from_the_body_or_the_query(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    add(client, shirt.id, quantity=2, **SHIRT_M)
    add(client, shirt.id, quantity=1, size="L", type="Half Sleeve")

    by_body = client.request(
        "DELETE", "/api/v1/cart/lines", json={"productId": shirt.id, **SHIRT_M}
    )
    assert by_body.status_code == 200, by_body.text
    assert [line["size"] for line in by_body.json()["lines"]] == ["L"]
    assert by_body.json()["message"] == "Item removed"

    by_query = client.delete(
        "/api/v1/cart/lines", params={"productId": shirt.id, "size": "L", "type": "Half Sleeve"}
    )
    assert by_query.status_code == 200, by_query.text
    assert by_query.json()["lines"] == []

    again = client.delete("/api/v1/cart/lines", params={"productId": shirt.id, "size": "L"})
    assert again.status_code == 200  # already gone: nothing to do, not an error
    refusal(client.delete("/api/v1/cart/lines"), 422, "Invalid product ID")


def test_carts_are_per_user(
    client: TestClient,
    shopper: User,
    db_session: Session,
    make_user: Any,
    login_as: Any,
    app: Any,
) -> None:
    shirt = make_product(db_session)
    add(client, shirt.id, quantity=2, **SHIRT_M)
    with TestClient(app) as other:
        login_as(other, make_user())
        assert cart(other)["lines"] == []
        refusal(step(other, "increment", shirt.id, **SHIRT_M), 404, "This item is not in your cart")
    assert only_line(client)["quantity"] == 2


# --- lines that can no longer be bought -----------------------------------------------------


def test_unavailable_and_deleted_products_stay_listed_but_leave_the_summary(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session, price=89900)
    fabric = make_fabric(db_session, price=34999)
    honey = make_product(db_session, price=45000, category="honey", options={})
    soon = make_product(db_session, price=1000, category="honey", options={}, title="Soon")
    for product in (honey, soon):
        add(client, product.id)
    add(client, shirt.id, quantity=2, **SHIRT_M)
    add(client, fabric.id, quantity=2)

    shirt.out_of_stock = True
    soon.coming_soon = True
    db_session.delete(fabric)
    db_session.commit()

    body = cart(client)
    assert body["cartTotalItems"] == 4
    by_id = {line["productId"]: line for line in body["lines"]}
    assert by_id[honey.id]["available"] is True
    assert by_id[shirt.id]["available"] is False
    assert by_id[shirt.id]["unavailableReason"] == "This product is out of stock"
    assert by_id[shirt.id]["lineTotal"] == 179800  # still shown
    assert by_id[soon.id]["unavailableReason"] == "This product is coming soon"
    gone = by_id[fabric.id]
    assert (gone["available"], gone["product"], gone["unitPrice"], gone["lineTotal"]) == (
        False,
        None,
        None,
        None,
    )
    assert gone["unavailableReason"] == "This product is no longer available"
    assert (gone["quantity"], gone["unit"]) == (2, "metre")
    assert body["summary"]["subTotal"] == 45000

    before = cart(client)
    refusal(step(client, "increment", shirt.id, **SHIRT_M), 409, "This product is out of stock")
    refusal(step(client, "increment", soon.id), 409, "This product is coming soon")
    refusal(step(client, "increment", fabric.id), 409, "This product is no longer available")
    assert cart(client) == before

    # they can still be reduced and removed
    assert step(client, "decrement", shirt.id, **SHIRT_M).json()["lines"][1]["quantity"] == 1
    client.request("DELETE", "/api/v1/cart/lines", json={"productId": fabric.id})
    assert cart(client)["cartTotalItems"] == 3


def test_a_withdrawn_size_or_type_makes_the_line_unavailable(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    add(client, shirt.id, quantity=1, **SHIRT_M)

    shirt.options = {
        "category": "shirts",
        "availableSizes": ["L"],
        "availableTypes": ["Half Sleeve"],
    }
    db_session.commit()
    line = only_line(client)
    assert (line["available"], line["unavailableReason"]) == (
        False,
        "This size is no longer available",
    )

    shirt.options = {"category": "shirts", "availableSizes": ["M"], "availableTypes": ["Plain"]}
    db_session.commit()
    assert only_line(client)["unavailableReason"] == "This type is no longer available"
    refusal(step(client, "increment", shirt.id, **SHIRT_M), 409, "This type is no longer available")


def test_a_product_moved_in_or_out_of_fabrics_keeps_its_lines_meaning(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    fabric = make_fabric(db_session)
    add(client, fabric.id, quantity=2.5)
    fabric.category = "towel"
    db_session.commit()

    line = only_line(client)
    assert (line["quantity"], line["unit"], line["available"]) == (2.5, "metre", False)
    message = "This product has changed; please remove it and add it again"
    assert line["unavailableReason"] == message
    refusal(add(client, fabric.id, quantity=1), 409, message)
    assert only_line(client)["quantity"] == 2.5
