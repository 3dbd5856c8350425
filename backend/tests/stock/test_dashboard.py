"""The dashboard's stock (issue 15) through the real app: counts per variant, set with the count
the admin saw (409 when a sale changed it), restock, stop tracking, history, the low-stock list,
the Products tab's Stock column, and the form's messages."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog.models import Product
from khadi.catalog.service import catalog_version
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.stock.holds import Want, take
from khadi.stock.levels import Variant
from tests.factories import make_fabric, make_product

PRODUCTS = "/api/v1/admin/products"


def stock_url(product: Product, tail: str = "") -> str:
    return f"{PRODUCTS}/{product.id}/stock{tail}"


def put_counts(client: TestClient, product: Product, *rows: dict[str, Any]) -> Any:
    return client.put(stock_url(product), json={"variants": list(rows)})


def counts_of(body: dict[str, Any]) -> dict[tuple[str, str], Any]:
    return {(v["size"], v["type"]): v["onHand"] for v in body["variants"]}


def sell(database: Database, product: Product, size: str, type_: str, quantity: int) -> None:
    """A checkout's take of `quantity` (stored units), committed, as a shopper's order would."""
    with database.sessions() as session:
        change = take(
            session,
            f"order-{utcnow().timestamp()}",
            [Want(Variant(product.id, size, type_), quantity, "piece")],
            hold_until=utcnow() + timedelta(minutes=30),
            threshold=3,
            now=utcnow(),
        )
        assert not change.short
        session.commit()


def start(client: TestClient, product: Product, **counts: int) -> dict[str, Any]:
    rows = [{"size": size, "type": "Half Sleeve", "count": n} for size, n in counts.items()]
    response = put_counts(client, product, *rows)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_an_untracked_product_has_no_counts_until_the_admin_starts_counting(
    admin_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session)
    body = admin_client.get(stock_url(shirt)).json()
    assert body["tracked"] is False
    assert body["unit"] == "piece"
    assert counts_of(body) == {("M", "Half Sleeve"): 0, ("L", "Half Sleeve"): 0}

    version = catalog_version(db_session)
    body = start(admin_client, shirt, M=4, L=0)
    assert body["tracked"] is True
    assert counts_of(body) == {("M", "Half Sleeve"): 4, ("L", "Half Sleeve"): 0}
    db_session.rollback()
    assert catalog_version(db_session) > version  # product pages follow

    public = admin_client.get(f"/api/v1/products/{shirt.id}").json()
    assert public["stock"]["variants"][0]["available"] in (True, False)
    listed = admin_client.get(PRODUCTS).json()["items"][0]
    assert listed["tracked"] is True
    assert listed["stockTotal"] == 4
    assert listed["stockLow"] is True  # L has 0


def test_a_save_over_a_sale_is_refused_and_changes_nothing(
    admin_client: TestClient, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session, title="Kurta")
    start(admin_client, shirt, M=5)
    sell(database, shirt, "M", "Half Sleeve", 1)  # a shopper bought one meanwhile

    response = put_counts(
        admin_client, shirt, {"size": "M", "type": "Half Sleeve", "count": 10, "expected": 5}
    )
    assert response.status_code == 409
    assert response.json()["message"] == (
        'Stock of "Kurta" (M, Half Sleeve) changed to 4 since you loaded it — check it and save '
        "again"
    )
    assert counts_of(admin_client.get(stock_url(shirt)).json())[("M", "Half Sleeve")] == 4

    response = put_counts(
        admin_client, shirt, {"size": "M", "type": "Half Sleeve", "count": 10, "expected": 4}
    )
    assert response.status_code == 200
    assert counts_of(response.json())[("M", "Half Sleeve")] == 10


def test_starting_twice_is_refused(admin_client: TestClient, db_session: Session) -> None:
    shirt = make_product(db_session, title="Kurta")
    start(admin_client, shirt, M=1)
    response = put_counts(admin_client, shirt, {"size": "M", "type": "Half Sleeve", "count": 3})
    assert response.status_code == 409
    assert "already counted" in response.json()["message"]


def test_restock_adds_and_history_says_who_when_why(
    admin_client: TestClient, db_session: Session, database: Database
) -> None:
    shirt = make_product(db_session)
    start(admin_client, shirt, M=2)
    sell(database, shirt, "M", "Half Sleeve", 1)
    response = admin_client.post(
        stock_url(shirt, "/restock"), json={"size": "M", "type": "Half Sleeve", "amount": 6}
    )
    assert response.status_code == 200, response.text
    assert counts_of(response.json())[("M", "Half Sleeve")] == 7
    # L had no row: restocking it makes one
    response = admin_client.post(
        stock_url(shirt, "/restock"), json={"size": "L", "type": "Half Sleeve", "amount": 2}
    )
    assert counts_of(response.json())[("L", "Half Sleeve")] == 2

    page = admin_client.get(
        stock_url(shirt, "/history"), params={"size": "M", "type": "Half Sleeve"}
    ).json()
    assert page["total"] == 3
    moves = [(m["reason"], m["change"], m["leftAfter"]) for m in page["items"]]
    assert moves == [("restock", 6, 7), ("sale", -1, 1), ("edit", 2, 2)]
    who = [m["who"] for m in page["items"]]
    assert who[0].startswith("Shop Admin (") and who[2] == who[0]
    assert who[1] == "Checkout"
    assert page["items"][1]["orderId"]
    assert page["items"][0]["orderId"] is None

    second = admin_client.get(
        stock_url(shirt, "/history"),
        params={"size": "M", "type": "Half Sleeve", "page": 2, "pageSize": 2},
    ).json()
    assert [m["reason"] for m in second["items"]] == ["edit"]


def test_restocking_an_untracked_product_is_refused(
    admin_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Kurta")
    response = admin_client.post(
        stock_url(shirt, "/restock"), json={"size": "M", "type": "Half Sleeve", "amount": 1}
    )
    assert response.status_code == 409
    assert response.json()["message"] == 'Stock of "Kurta" is not counted; start counting it first'


def test_stop_tracking_sells_without_a_limit_again(
    admin_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session)
    start(admin_client, shirt, M=0, L=0)
    assert admin_client.get(f"/api/v1/products/{shirt.id}").json()["outOfStock"] is True
    response = admin_client.delete(stock_url(shirt))
    assert response.status_code == 200
    assert response.json()["tracked"] is False
    public = admin_client.get(f"/api/v1/products/{shirt.id}").json()
    assert public["outOfStock"] is False
    assert public["stock"] is None
    start(admin_client, shirt, M=3)
    admin_client.delete(stock_url(shirt))
    page = admin_client.get(
        stock_url(shirt, "/history"), params={"size": "M", "type": "Half Sleeve"}
    ).json()
    moves = [(m["reason"], m["change"], m["leftAfter"], m["note"]) for m in page["items"]]
    assert moves[:2] == [("edit", -3, 0, "stopped counting"), ("edit", 3, 3, "")]


def test_fabric_counts_in_quarter_metres(admin_client: TestClient, db_session: Session) -> None:
    fabric = make_fabric(db_session)
    response = put_counts(admin_client, fabric, {"count": 2.3})
    assert response.status_code == 422
    assert response.json()["fields"] == {"variants.0.count": "Stock must be in steps of 0.25 m"}

    response = put_counts(admin_client, fabric, {"count": 7.5})
    assert response.status_code == 200
    body = response.json()
    assert body["unit"] == "metre"
    assert counts_of(body) == {("", ""): 7.5}
    response = admin_client.post(stock_url(fabric, "/restock"), json={"amount": 2.25})
    assert counts_of(response.json()) == {("", ""): 9.75}
    listed = admin_client.get(PRODUCTS).json()["items"][0]
    assert listed["stockUnit"] == "metre"
    assert listed["stockTotal"] == 9.75


def test_the_form_names_each_wrong_field(admin_client: TestClient, db_session: Session) -> None:
    shirt = make_product(db_session)
    response = put_counts(
        admin_client,
        shirt,
        {"size": "M", "type": "Half Sleeve", "count": 1.5},
        {"size": "L", "type": "Half Sleeve", "count": 100001},
        {"size": "XXL", "type": "Half Sleeve", "count": 1},
    )
    assert response.status_code == 422
    fields = response.json()["fields"]
    assert fields["variants.0.count"] == "Stock must be a whole number of pieces"
    assert fields["variants.1.count"] == "Stock must be between 0 and 100,000"
    assert "no size 'XXL'" in fields["variants.2"]
    start(admin_client, shirt, M=1)
    response = admin_client.post(
        stock_url(shirt, "/restock"), json={"size": "M", "type": "Half Sleeve", "amount": 0}
    )
    assert response.status_code == 422
    assert response.json()["fields"] == {"amount": "Add at least one piece"}


def test_low_stock_lists_counted_variants_at_or_below_the_threshold(
    admin_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Kurta")
    fabric = make_fabric(db_session, title="Kora")
    untracked = make_product(db_session, title="Untracked")
    start(admin_client, shirt, M=2, L=9)
    assert put_counts(admin_client, fabric, {"count": 0.5}).status_code == 200
    body = admin_client.get("/api/v1/admin/stock/low").json()
    assert body["threshold"] == 3
    assert [(i["title"], i["size"], i["onHand"], i["unit"]) for i in body["items"]] == [
        ("Kora", "", 0.5, "metre"),
        ("Kurta", "M", 2, "piece"),
    ]
    assert untracked.id not in {i["productId"] for i in body["items"]}


def test_users_may_not_see_or_change_stock(
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shirt = make_product(db_session)
    login_as(client, make_user(role="user"))
    assert client.get(stock_url(shirt)).status_code == 403
    assert client.get("/api/v1/admin/stock/low").status_code == 403
    response = put_counts(client, shirt, {"size": "M", "type": "Half Sleeve", "count": 3})
    assert response.status_code == 403
    assert client.delete(stock_url(shirt)).status_code == 403
