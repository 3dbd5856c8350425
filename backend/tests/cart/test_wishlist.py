"""The wishlist API: toggle, list, remove (spec §3, §4)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.cart.checks import refusal
from tests.factories import make_fabric, make_product


def toggle(client: TestClient, product_id: str | None) -> Any:
    return client.post("/api/v1/wishlist/toggle", json={"productId": product_id})


def wishlist(client: TestClient) -> dict[str, Any]:
    response = client.get("/api/v1/wishlist")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_an_empty_wishlist(client: TestClient, shopper: User) -> None:
    assert wishlist(client) == {"productIds": [], "products": []}


def test_toggling_adds_then_removes(client: TestClient, shopper: User, db_session: Session) -> None:
    shirt = make_product(db_session)
    fabric = make_fabric(db_session)

    first = toggle(client, shirt.id)
    assert first.status_code == 200, first.text
    assert first.json() == {"productIds": [shirt.id], "added": True}
    assert toggle(client, fabric.id).json() == {"productIds": [shirt.id, fabric.id], "added": True}

    body = wishlist(client)
    assert body["productIds"] == [shirt.id, fabric.id]
    assert [p["id"] for p in body["products"]] == [shirt.id, fabric.id]
    product = body["products"][0]
    assert product["title"] == "Handspun Khadi Shirt"
    assert product["price"] == 89900
    assert product["options"]["availableSizes"] == ["M", "L"]
    assert product["imageUrl"] == ["/media/product-images/shirt.webp"]

    assert toggle(client, shirt.id).json() == {"productIds": [fabric.id], "added": False}
    assert wishlist(client)["productIds"] == [fabric.id]


def test_unknown_or_missing_ids_are_refused(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    toggle(client, shirt.id)

    refusal(toggle(client, "no-such-product"), 404, "Invalid product ID")
    refusal(toggle(client, ""), 422, "Invalid product ID")
    refusal(toggle(client, None), 422, "Invalid product ID")
    refusal(client.post("/api/v1/wishlist/toggle", json={}), 422, "Invalid product ID")
    assert wishlist(client)["productIds"] == [shirt.id]


def test_a_deleted_product_stays_listed_until_removed(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    honey = make_product(db_session, title="Forest Honey", category="honey", options={})
    toggle(client, shirt.id)
    toggle(client, honey.id)
    db_session.delete(shirt)
    db_session.commit()

    body = wishlist(client)
    assert body["productIds"] == [shirt.id, honey.id]
    assert [p["id"] for p in body["products"]] == [honey.id]

    # toggling a deleted product's id removes it; it could not be added again
    assert toggle(client, shirt.id).json() == {"productIds": [honey.id], "added": False}
    refusal(toggle(client, shirt.id), 404, "Invalid product ID")


def test_delete_removes_and_is_idempotent(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session)
    toggle(client, shirt.id)

    removed = client.delete(f"/api/v1/wishlist/{shirt.id}")
    assert removed.status_code == 200, removed.text
    assert removed.json() == {"productIds": [], "products": []}
    assert client.delete(f"/api/v1/wishlist/{shirt.id}").status_code == 200
    assert client.delete("/api/v1/wishlist/no-such-product").status_code == 200


def test_wishlists_are_per_user(
    client: TestClient,
    shopper: User,
    db_session: Session,
    app: Any,
    make_user: Any,
    login_as: Any,
) -> None:
    shirt = make_product(db_session)
    toggle(client, shirt.id)
    with TestClient(app) as other:
        login_as(other, make_user())
        assert wishlist(other)["productIds"] == []
        assert toggle(other, shirt.id).json()["added"] is True
    assert wishlist(client)["productIds"] == [shirt.id]
