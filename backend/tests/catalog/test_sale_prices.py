"""MRP and scheduled sale prices (issue 31): the price a shopper sees, filters on and is charged
comes from the clock at read time, so a sale ends on its own — even in a cached catalogue."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog import pricing
from khadi.catalog.models import Product
from tests.catalog.conftest import PRODUCTS
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok

SALE_START = datetime(2026, 10, 20, 18, 30, tzinfo=UTC)  # 21 Oct 00:00 IST
SALE_END = datetime(2026, 10, 23, 18, 30, tzinfo=UTC)  # 24 Oct 00:00 IST, Deepavali week


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    frozen = Clock(SALE_START + timedelta(days=1))
    monkeypatch.setattr(pricing, "clock", frozen)
    return frozen


def _on_sale(db: Session, **fields: Any) -> Product:
    values: dict[str, Any] = {
        "price": 150000,
        "mrp": 160000,
        "sale_price": 135000,
        "sale_starts_at": SALE_START,
        "sale_ends_at": SALE_END,
    }
    return make_product(db, **(values | fields))


def test_the_price_struck_through_is_the_mrp_or_during_a_sale_the_regular_price() -> None:
    product = Product(price=150000, mrp=None, sale_price=135000)
    product.sale_starts_at, product.sale_ends_at = SALE_START, SALE_END
    before, during = SALE_START - timedelta(seconds=1), SALE_START
    assert pricing.shelf_price(product, before) == pricing.ShelfPrice(150000, None, None)
    assert pricing.shelf_price(product, during) == pricing.ShelfPrice(135000, 150000, SALE_END)
    assert pricing.shelf_price(product, SALE_END).price == 150000  # the end is not in the sale
    product.mrp = 160000
    assert pricing.shelf_price(product, during).mrp == 160000
    assert pricing.shelf_price(product, before).mrp == 160000
    assert pricing.next_change([product], before) == SALE_START
    assert pricing.next_change([product], during) == SALE_END
    assert pricing.next_change([product], SALE_END) is None


def test_a_cached_catalogue_drops_the_sale_price_the_moment_the_sale_ends(
    client: TestClient, db_session: Session, clock: Clock
) -> None:
    shawl = _on_sale(db_session, title="Ilkal Shawl")
    client.app.state.snapshots.recheck_seconds = 3600  # type: ignore[attr-defined]
    during = client.get("/api/v1/products")
    [listed] = during.json()["products"]
    assert (listed["price"], listed["mrp"]) == (135000, 160000)
    etag = during.headers["etag"]
    assert client.get("/api/v1/products", headers={"If-None-Match": etag}).status_code == 304

    clock.now = SALE_END - timedelta(microseconds=1)
    assert client.get("/api/v1/products", headers={"If-None-Match": etag}).status_code == 304

    clock.now = SALE_END  # no write, no job: only the clock moved, and no recheck is due
    after = client.get("/api/v1/products", headers={"If-None-Match": etag})
    assert after.status_code == 200
    assert after.headers["etag"] != etag
    [listed] = after.json()["products"]
    assert (listed["price"], listed["mrp"], listed["saleEndsAt"]) == (150000, 160000, None)
    one = client.get(f"/api/v1/products/{shawl.id}").json()
    assert one["price"] == 150000


def test_a_sale_starts_on_its_own_in_a_cached_catalogue(
    client: TestClient, db_session: Session, clock: Clock
) -> None:
    clock.now = SALE_START - timedelta(hours=1)
    _on_sale(db_session)
    client.app.state.snapshots.recheck_seconds = 3600  # type: ignore[attr-defined]
    assert client.get("/api/v1/products").json()["products"][0]["price"] == 150000
    clock.now = SALE_START
    assert client.get("/api/v1/products").json()["products"][0]["price"] == 135000


def test_the_cart_and_the_charge_use_the_sale_price_only_during_the_sale(
    client: TestClient, shopper: User, db_session: Session, clock: Clock
) -> None:
    shirt = _on_sale(db_session)
    add_line(client, shirt.id, 2, **SHIRT_M)
    [line] = client.get("/api/v1/cart").json()["lines"]
    assert (line["unitPrice"], line["product"]["price"], line["product"]["mrp"]) == (
        135000,
        135000,
        160000,
    )
    assert checkout_ok(client)["amount"] == 2 * 135000


def test_after_the_sale_the_charge_is_the_regular_price(
    client: TestClient, shopper: User, db_session: Session, clock: Clock
) -> None:
    shirt = _on_sale(db_session)
    add_line(client, shirt.id, 1, **SHIRT_M)
    clock.now = SALE_END + timedelta(minutes=1)
    assert checkout_ok(client)["amount"] == 150000


# --- the admin form ---------------------------------------------------------------------------


def _reasons(response: Any) -> dict[str, str]:
    assert response.status_code == 422, response.text
    return {name: r["reason"] for name, r in response.json()["fieldReasons"].items()}


@pytest.mark.parametrize(
    ("fields", "field", "reason"),
    [
        ({"mrp": "149.49"}, "mrp", "catalog.mrp_below_price"),
        ({"salePrice": "149.50"}, "salePrice", "catalog.sale_price_not_below"),
        ({"salePrice": "abc"}, "salePrice", "catalog.price_not_a_number"),
        ({"saleStartsAt": "2026-10-21T00:00"}, "salePrice", "catalog.sale_price_required"),
        ({"salePrice": "120", "saleStartsAt": "soon"}, "saleStartsAt", "catalog.sale_time_invalid"),
        (
            {"salePrice": "120", "saleStartsAt": "2026-10-24T00:00", "saleEndsAt": "2026-10-24"},
            "saleEndsAt",
            "catalog.sale_end_before_start",
        ),
    ],
)
def test_the_form_refuses_an_mrp_or_sale_that_does_not_add_up(
    admin_client: TestClient,
    form: dict[str, Any],
    fields: dict[str, Any],
    field: str,
    reason: str,
) -> None:
    response = admin_client.post(PRODUCTS, json=form | fields)
    assert _reasons(response)[field] == reason


def test_the_form_keeps_mrp_and_a_sale_in_ist(
    admin_client: TestClient, form: dict[str, Any], clock: Clock
) -> None:
    sale = {
        "mrp": "180",
        "salePrice": "134.55",
        "saleStartsAt": "2026-10-21T00:00",
        "saleEndsAt": "2026-10-24T00:00",
    }
    response = admin_client.post(PRODUCTS, json=form | sale)
    assert response.status_code == 201, response.text
    saved = response.json()
    assert (saved["regularPrice"], saved["printedMrp"], saved["salePrice"]) == (
        14950,
        18000,
        13455,
    )
    assert saved["saleStartsAt"].startswith("2026-10-20T18:30:00")
    assert saved["saleWindowEndsAt"].startswith("2026-10-23T18:30:00")
    assert (saved["price"], saved["mrp"]) == (13455, 18000)  # the clock is inside the sale

    cleared = admin_client.put(f"{PRODUCTS}/{saved['id']}", json=form | {"mrp": ""})
    assert cleared.status_code == 200, cleared.text
    body = cleared.json()
    assert (body["price"], body["mrp"], body["salePrice"], body["saleStartsAt"]) == (
        14950,
        None,
        None,
        None,
    )


def test_the_price_filter_and_sort_read_the_selling_price(
    client: TestClient, db_session: Session, clock: Clock, make_user: Callable[..., User]
) -> None:
    """The shop's slider and sort work on `price`: during a sale that is the sale price."""
    _on_sale(db_session, title="On sale", price=210000, mrp=None, sale_price=190000)
    make_product(db_session, title="Regular", price=200000)
    products = client.get("/api/v1/products").json()["products"]
    under_2000 = [p["title"] for p in products if p["price"] <= 200000]
    assert sorted(under_2000) == ["On sale", "Regular"]
    assert next(p["title"] for p in sorted(products, key=lambda p: p["price"])) == "On sale"


# --- sizes (catalog.pricing's rule for a size's MRP) -----------------------------------------


def test_every_size_is_sold_at_the_products_price_and_shows_its_mrp(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    """A size has no price of its own, so its price equals the product's and it shows the
    product's MRP: ₹850 ~~₹950~~ in M and in L alike, on the product and on each cart line, and
    the charge is the selling price."""
    shirt = make_product(db_session, price=85000, mrp=95000)
    product = client.get(f"/api/v1/products/{shirt.id}").json()
    assert (product["price"], product["mrp"]) == (85000, 95000)
    add_line(client, shirt.id, 1, **SHIRT_M)
    add_line(client, shirt.id, 1, size="L", type="Half Sleeve")
    lines = client.get("/api/v1/cart").json()["lines"]
    assert [(x["size"], x["unitPrice"], x["product"]["mrp"]) for x in lines] == [
        ("M", 85000, 95000),
        ("L", 85000, 95000),
    ]
    assert checkout_ok(client)["amount"] == 2 * 85000
