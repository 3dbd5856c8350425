"""What shoppers see of stock in the catalogue: a variant with none left cannot be chosen, 'Only
N left' appears at the shop's threshold, a tracked product with nothing left says 'Out of Stock',
and every instance's catalogue follows a sale."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.shop.models import ShopSettings
from khadi.shop.service import seed_demo_shop
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok
from tests.stock.support import set_stock
from tests.waits import wait_until


def _product(client: TestClient, product_id: str) -> dict[str, Any]:
    response = client.get(f"/api/v1/products/{product_id}")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _variants(product: dict[str, Any]) -> dict[tuple[str, str], tuple[bool, Any]]:
    return {
        (v["size"], v["type"]): (v["available"], v["left"]) for v in product["stock"]["variants"]
    }


def test_variants_show_none_left_and_only_n_left_at_the_threshold(
    client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, options={"availableSizes": ["S", "M", "L"]})
    set_stock(db_session, shirt.id, {("S", ""): 9, ("M", ""): 2})  # L has no row: none left

    product = _product(client, shirt.id)

    assert _variants(product) == {
        ("S", ""): (True, None),  # well stocked: no count shown
        ("M", ""): (True, 2),  # at or below 3 (the default threshold): 'Only 2 left'
        ("L", ""): (False, None),
    }
    assert product["outOfStock"] is False


def test_a_tracked_product_with_nothing_left_is_out_of_stock_and_untracked_ones_are_not(
    client: TestClient, db_session: Session
) -> None:
    sold_out = make_product(db_session, options={})
    untracked = make_product(db_session, options={})
    set_stock(db_session, sold_out.id, {("", ""): 0})

    assert _product(client, sold_out.id)["outOfStock"] is True
    assert _product(client, sold_out.id)["stock"]["soldOut"] is True
    assert _product(client, untracked.id)["stock"] is None
    assert _product(client, untracked.id)["outOfStock"] is False


def test_fabric_left_is_in_metres(client: TestClient, db_session: Session) -> None:
    fabric = make_product(db_session, category="fabrics", options={})
    set_stock(db_session, fabric.id, {("", ""): 10}, unit="quarter_metre")

    assert _variants(_product(client, fabric.id)) == {("", ""): (True, 2.5)}


def test_the_catalogue_follows_a_sale_and_a_new_threshold(
    client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {SHIRT_M_KEY: 5})
    assert _variants(_product(client, shirt.id))[SHIRT_M_KEY] == (True, None)

    add_line(client, shirt.id, 3, **SHIRT_M)
    checkout_ok(client)

    assert wait_until(lambda: _variants(_product(client, shirt.id))[SHIRT_M_KEY] == (True, 2))
    with database.sessions() as session:
        seed_demo_shop(session)
        session.execute(update(ShopSettings).values(low_stock_threshold=1))
        session.commit()
    assert wait_until(lambda: _variants(_product(client, shirt.id))[SHIRT_M_KEY] == (True, None))


SHIRT_M_KEY = (SHIRT_M["size"], SHIRT_M["type"])
