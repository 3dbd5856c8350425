"""'Free delivery above ₹X' means what the shopper pays for the goods, after the discount code
(issue 31, docs/delivery.md): a ₹1,050 cart with a ₹100 code pays ₹950 for its goods and so pays
delivery under a ₹1,000 threshold. The cart's delivery line, the cash-on-delivery quote and both
checkouts agree to the paisa."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.cart.pricing import PricedLine
from khadi.cart.rules import Measure
from khadi.delivery.quotes import goods_paid
from khadi.orders.models import Order
from tests.cod.support import cod_checkout
from tests.cod.support import save_settings as save_cod_settings
from tests.discounts.support import cart_quote, enter, make_code
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok

PINCODE = "571431"  # Mandya, Karnataka: the demo's ₹60 zone for a 300 g shirt
FEE = 6_000


def _charge(client: TestClient) -> int:
    return int(client.get("/api/v1/cart").json()["summary"]["charge"])


def _line(total: int, discount: int) -> PricedLine:
    return PricedLine(
        product_id="p", size="", type="", quantity=1, measure=Measure("piece", 1, 10),
        product=None, problem=None, unit_price=total, line_total=total, discount=discount,
    )  # fmt: skip


def test_the_goods_paid_are_the_line_totals_less_their_shares_of_the_code() -> None:
    assert goods_paid([_line(70_000, 6_667), _line(35_000, 3_333)]) == 95_000
    assert goods_paid([]) == 0


@pytest.mark.usefixtures("threshold_1000")
def test_a_code_that_takes_the_goods_below_the_threshold_brings_delivery_back(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    add_line(client, make_product(db_session, price=105_000).id, 1, **SHIRT_M)
    before = cart_quote(client, PINCODE)
    assert (before["goods"], before["fee"], before["free"]) == (105_000, 0, True)

    make_code(admin, code="KHADI100", kind="fixed", value=10_000)
    assert enter(client, "khadi100").status_code == 200

    quote = cart_quote(client, PINCODE)
    assert (quote["goods"], quote["fee"], quote["free"]) == (95_000, FEE, False)
    assert quote["goods"] == _charge(client)  # what the cart summary says the goods cost
    assert quote["total"] == 101_000
    body = checkout_ok(client, pincode=PINCODE)
    assert (body["amount"], body["deliveryFee"]) == (quote["total"], FEE)
    order = db_session.get(Order, body["orderId"])
    assert order is not None
    assert (order.amount, order.delivery_fee, order.discount_amount) == (101_000, FEE, 10_000)


@pytest.mark.usefixtures("threshold_1000")
def test_goods_that_still_reach_the_threshold_after_the_code_travel_free(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    add_line(client, make_product(db_session, price=110_000).id, 1, **SHIRT_M)
    make_code(admin, code="KHADI100", kind="fixed", value=10_000)
    assert enter(client, "KHADI100").status_code == 200
    quote = cart_quote(client, PINCODE)
    assert (quote["goods"], quote["fee"], quote["free"], quote["total"]) == (
        100_000,
        0,
        True,
        100_000,
    )
    assert checkout_ok(client, pincode=PINCODE)["amount"] == 100_000


@pytest.mark.usefixtures("threshold_1000")
def test_cash_on_delivery_collects_delivery_when_the_code_takes_the_goods_below(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    assert save_cod_settings(admin).status_code == 200  # a ₹40 fee
    add_line(client, make_product(db_session, price=105_000).id, 1, **SHIRT_M)
    make_code(admin, code="KHADI100", kind="fixed", value=10_000)
    assert enter(client, "khadi100").status_code == 200
    quote = client.get("/api/v1/cart/cod", params={"pincode": PINCODE}).json()
    assert (quote["goods"], quote["deliveryFee"], quote["fee"]) == (95_000, FEE, 4_000)
    placed = cod_checkout(client)
    assert placed.status_code == 200, placed.text
    assert placed.json()["amount"] == quote["total"] == 95_000 + FEE + 4_000
