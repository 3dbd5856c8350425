"""The cart and tracked stock (issue 15): adding past what is left is refused with what is left,
a line whose variant has none left is unavailable and leaves the summary, and a line holding
more than is left stays in the summary but is flagged until the shopper reduces it. The wishlist
is not touched by stock. Racing adds of one shopper never push a line past what is left."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import delete, update
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.cart import pricing, service
from khadi.cart.rules import CartRules
from khadi.cart.schemas import CartLineIn
from khadi.catalog.models import Product
from khadi.db import Database
from khadi.media.storage import LocalMediaStore
from khadi.stock.models import UNIT_PIECE, UNIT_QUARTER_METRE, StockLevel
from tests.cart.checks import SHIRT_M, add, cart, only_line, refusal, step
from tests.factories import make_fabric, make_product
from tests.waits import run_together

SHIRT_L = {"size": "L", "type": "Half Sleeve"}


def set_stock(session: Session, product: Product, counts: dict[tuple[str, str], int]) -> None:
    """The product's stock rows, replacing any: {(size, type): on_hand in the stored unit}."""
    unit = UNIT_QUARTER_METRE if product.category == "fabrics" else UNIT_PIECE
    session.execute(delete(StockLevel).where(StockLevel.product_id == product.id))
    for (size, type_), on_hand in counts.items():
        session.add(
            StockLevel(product_id=product.id, size=size, type=type_, on_hand=on_hand, unit=unit)
        )
    session.commit()


def change_stock(session: Session, product: Product, size: str, type_: str, on_hand: int) -> None:
    session.execute(
        update(StockLevel)
        .where(
            StockLevel.product_id == product.id,
            StockLevel.size == size,
            StockLevel.type == type_,
        )
        .values(on_hand=on_hand)
    )
    session.commit()


# issue 28: a short line's name also goes in parts, for the client to word in Kannada or Hindi
KURTA_M = {
    "line": '"Kurta" (M, Half Sleeve)',
    "lineTitle": "Kurta",
    "lineSize": "M",
    "lineType": "Half Sleeve",
}


def _shirt(session: Session, m: int, l_: int) -> Product:
    shirt = make_product(session, title="Kurta")
    set_stock(session, shirt, {("M", "Half Sleeve"): m, ("L", "Half Sleeve"): l_})
    return shirt


# --- adding and stepping ------------------------------------------------------------------------


def test_adding_more_than_is_left_is_refused_with_what_is_left(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = _shirt(db_session, m=2, l_=0)

    refusal(
        add(client, shirt.id, quantity=3, **SHIRT_M), 409, 'Only 2 left of "Kurta" (M, Half Sleeve)'
    )
    assert cart(client)["lines"] == []

    assert add(client, shirt.id, quantity=2, **SHIRT_M).status_code == 200
    # The line already holds all there is: one more is refused, the line unchanged.
    refusal(
        add(client, shirt.id, quantity=1, **SHIRT_M), 409, 'Only 2 left of "Kurta" (M, Half Sleeve)'
    )
    refusal(
        step(client, "increment", shirt.id, **SHIRT_M),
        409,
        'Only 2 left of "Kurta" (M, Half Sleeve)',
    )
    assert only_line(client)["quantity"] == 2
    assert only_line(client)["stockLeft"] is None  # exactly what is left: nothing to flag

    # None left: the product page's words.
    refusal(add(client, shirt.id, quantity=1, **SHIRT_L), 409, "This product is out of stock")


def test_a_refusal_names_what_is_left_in_metres_for_fabrics(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    fabric = make_fabric(db_session, title="Khadi Linen Fabric")
    set_stock(db_session, fabric, {("", ""): 10})  # 2.5 m

    refusal(add(client, fabric.id, quantity=3), 409, 'Only 2.5 m left of "Khadi Linen Fabric"')
    assert add(client, fabric.id, quantity=2.25).status_code == 200
    assert step(client, "increment", fabric.id).status_code == 200  # 2.5 m
    refusal(step(client, "increment", fabric.id), 409, 'Only 2.5 m left of "Khadi Linen Fabric"')
    assert only_line(client)["quantity"] == 2.5


def test_a_short_line_is_sent_in_parts_for_the_shoppers_language(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    """Issue 28: the refusal names the line and the length in English, and sends their parts —
    the title (and its Kannada and Hindi), size, type and metres — so that a Kannada shopper reads
    '"ಕುರ್ತಾ" (M, ಅರ್ಧ ತೋಳು)' and '2.5 ಮೀ', not the English."""
    shirt = _shirt(db_session, m=2, l_=0)
    shirt.title_kn, shirt.title_hi = "ಕುರ್ತಾ", "कुर्ता"
    db_session.commit()
    refused = add(client, shirt.id, quantity=3, **SHIRT_M).json()
    assert (refused["reason"], refused["params"]) == (
        "cart.only_left",
        {"amount": "2", **KURTA_M, "lineTitleKn": "ಕುರ್ತಾ", "lineTitleHi": "कुर्ता"},
    )

    fabric = make_fabric(db_session, title="Khadi Linen Fabric")
    set_stock(db_session, fabric, {("", ""): 10})  # 2.5 m
    refused = add(client, fabric.id, quantity=3).json()
    assert refused["message"] == 'Only 2.5 m left of "Khadi Linen Fabric"'
    assert refused["params"] == {
        "line": '"Khadi Linen Fabric"',
        "lineTitle": "Khadi Linen Fabric",
        "lineSize": "",
        "lineType": "",
        "amount": "2.5 m",
        "amountMetres": 2.5,
    }


def test_the_unit_limit_still_speaks_when_more_is_left(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = _shirt(db_session, m=50, l_=0)
    refusal(
        add(client, shirt.id, quantity=11, **SHIRT_M), 422, "You can buy at most 10 of this item"
    )


def test_untracked_products_are_sold_as_before(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    tracked = _shirt(db_session, m=1, l_=1)
    untracked = make_product(db_session, title="Untracked")
    assert add(client, untracked.id, quantity=7, **SHIRT_M).status_code == 200
    line = next(x for x in cart(client)["lines"] if x["productId"] == untracked.id)
    assert line["available"] is True
    assert line["stockLeft"] is None
    assert tracked.id != untracked.id


# --- lines whose stock fell after they were added -----------------------------------------------


def test_a_line_with_none_left_is_unavailable_and_leaves_the_summary(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = _shirt(db_session, m=3, l_=3)
    fabric = make_fabric(db_session)
    add(client, shirt.id, quantity=2, **SHIRT_M)
    add(client, fabric.id, quantity=2)
    assert cart(client)["summary"]["subTotal"] == 2 * 89900 + 2 * 34999

    change_stock(db_session, shirt, "M", "Half Sleeve", 0)

    body = cart(client)
    shirt_line = body["lines"][0]
    assert shirt_line["available"] is False
    assert shirt_line["unavailableReason"] == "This product is out of stock"
    assert shirt_line["stockLeft"] is None
    assert body["summary"]["subTotal"] == 2 * 34999
    assert body["cartTotalItems"] == 2  # still listed, so the shopper can remove it
    refusal(step(client, "increment", shirt.id, **SHIRT_M), 409, "This product is out of stock")
    # Decrement and remove still work on it.
    assert step(client, "decrement", shirt.id, **SHIRT_M).status_code == 200


def test_a_line_holding_more_than_is_left_is_flagged_until_reduced(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = _shirt(db_session, m=5, l_=5)
    fabric = make_fabric(db_session)
    set_stock(db_session, fabric, {("", ""): 40})  # 10 m
    add(client, shirt.id, quantity=4, **SHIRT_M)
    add(client, fabric.id, quantity=3.25)

    change_stock(db_session, shirt, "M", "Half Sleeve", 2)
    change_stock(db_session, fabric, "", "", 10)  # 2.5 m

    body = cart(client)
    shirt_line, fabric_line = body["lines"]
    assert (shirt_line["available"], shirt_line["stockLeft"]) == (True, 2)
    assert (fabric_line["available"], fabric_line["stockLeft"]) == (True, 2.5)
    # Still in the summary: the shopper sees what they meant to buy, and is told to reduce it.
    assert body["summary"]["subTotal"] == 4 * 89900 + round(3.25 * 34999)

    step(client, "decrement", shirt.id, **SHIRT_M)
    assert cart(client)["lines"][0]["stockLeft"] == 2  # 3 > 2: still flagged
    reduced = step(client, "decrement", shirt.id, **SHIRT_M).json()
    assert reduced["lines"][0]["quantity"] == 2
    assert reduced["lines"][0]["stockLeft"] is None


def test_checkout_refuses_a_flagged_line_with_the_message_naming_it(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = _shirt(db_session, m=5, l_=5)
    add(client, shirt.id, quantity=3, **SHIRT_M)
    change_stock(db_session, shirt, "M", "Half Sleeve", 2)

    response = client.post(
        "/api/v1/checkout",
        json={
            "name": "Asha",
            "address": "12, 4th Cross, Hubballi",
            "pincode": "580021",
            "mobile": "9876543210",
        },
        headers={"Idempotency-Key": "stock-flagged-1"},
    )
    assert response.status_code == 409, response.text
    assert response.json()["error"] == "not_enough_stock"
    assert response.json()["message"] == 'Not enough stock: "Kurta" (M, Half Sleeve): only 2 left'
    assert (response.json()["reason"], response.json()["params"]) == (
        "stock.short_only_left",
        {"amount": "2", **KURTA_M},
    )


def test_several_short_lines_at_checkout_are_each_coded_for_the_shoppers_language(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    """Issue 28: two lines short at once — one listing, each line coded (the client words each
    in Kannada or Hindi and joins them); English keeps its words."""
    shirt = _shirt(db_session, m=5, l_=5)
    add(client, shirt.id, quantity=3, **SHIRT_M)
    add(client, shirt.id, quantity=4, size="L", type="Half Sleeve")
    change_stock(db_session, shirt, "M", "Half Sleeve", 2)
    change_stock(db_session, shirt, "L", "Half Sleeve", 1)

    response = client.post(
        "/api/v1/checkout",
        json={
            "name": "Asha",
            "address": "12, 4th Cross, Hubballi",
            "pincode": "580021",
            "mobile": "9876543210",
        },
        headers={"Idempotency-Key": "stock-flagged-2"},
    )
    assert response.status_code == 409, response.text
    body = response.json()
    assert body["message"] == (
        'Not enough stock: "Kurta" (M, Half Sleeve): only 2 left; '
        '"Kurta" (L, Half Sleeve): only 1 left'
    )
    assert body["reason"] == "stock.short_lines"
    assert body["parts"] == [
        {
            "reason": "stock.line_only_left",
            "params": {"amount": "2", **KURTA_M},
        },
        {
            "reason": "stock.line_only_left",
            "params": {
                "line": '"Kurta" (L, Half Sleeve)',
                "amount": "1",
                "lineTitle": "Kurta",
                "lineSize": "L",
                "lineType": "Half Sleeve",
            },
        },
    ]


def test_the_wishlist_is_untouched_by_stock(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = _shirt(db_session, m=0, l_=0)
    toggled = client.post("/api/v1/wishlist/toggle", json={"productId": shirt.id})
    assert toggled.status_code == 200, toggled.text
    assert toggled.json()["added"] is True

    listed = client.get("/api/v1/wishlist").json()
    assert listed["productIds"] == [shirt.id]
    [product] = listed["products"]
    assert product["outOfStock"] is True  # sold out: the wishlist shows it, as the product page
    assert product["stock"]["soldOut"] is True


# --- racing adds --------------------------------------------------------------------------------

RULES = CartRules(max_units=100, tax_percent=Decimal(10), discount_percent=Decimal(5))


def test_racing_adds_of_one_shopper_stop_exactly_at_what_is_left(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    media_store: LocalMediaStore,
) -> None:
    user = make_user()
    shirt = _shirt(db_session, m=3, l_=0)
    item = CartLineIn(product_id=shirt.id, quantity=1, **SHIRT_M)

    def add_one() -> Any:
        with database.sessions() as session:
            return service.add_line(session, media_store, user.id, item, RULES)

    results = run_together([add_one for _ in range(12)])

    outcomes = Counter(str(r) if isinstance(r, Exception) else r.message for r in results)
    assert outcomes == {
        "Product added to cart": 3,
        'Only 3 left of "Kurta" (M, Half Sleeve)': 9,
    }
    with database.sessions() as session:
        lines = pricing.get_cart(session, media_store, user.id, RULES).lines
    assert [(line.quantity, line.stock_left) for line in lines] == [(3, None)]
