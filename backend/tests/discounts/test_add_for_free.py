"""'Add ₹X more for free delivery' (issue 31, docs/delivery.md): the threshold compares what the
shopper pays for the goods after the cart's code, so with a percentage code the server names the
goods' value that, after the code, reaches it — rounded up to the rupee; with a fixed amount (or
no code), exactly the shortfall. Adding what the line says makes delivery free."""

from __future__ import annotations

from decimal import Decimal

import pytest
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.delivery.rules import add_for_free
from khadi.kit.money import round_half_up
from tests.discounts.support import cart_quote, enter, make_code
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line

PINCODE = "571431"  # Mandya, Karnataka: the demo's ₹60 zone for a 300 g shirt
FEE = 6_000


def test_no_code_or_a_fixed_amount_needs_exactly_the_shortfall() -> None:
    assert add_for_free(100_000, 81_050, FEE) == 18_950
    assert add_for_free(100_000, 95_000, FEE, percent=0, discounted=105_000) == 5_000


def test_a_percentage_code_needs_more_goods_rounded_up_to_the_rupee() -> None:
    # ₹900 of goods with 10% off pays ₹810; ₹212 more pays ₹1,000.80 after the code, ₹211 ₹999.90
    assert add_for_free(100_000, 81_000, FEE, percent=10, discounted=90_000) == 21_200
    # 50% off ₹1,000 pays ₹500 of a ₹1,500 threshold: ₹2,000 more pays ₹1,500 exactly
    assert add_for_free(150_000, 50_000, FEE, percent=50, discounted=100_000) == 200_000


def test_nothing_to_add_when_free_met_or_no_threshold() -> None:
    assert add_for_free(100_000, 100_000, FEE, percent=10, discounted=111_200) == 0
    assert add_for_free(0, 10_000, FEE, percent=10) == 0
    assert add_for_free(100_000, 10_000, 0, percent=10) == 0  # the shop charges nothing here


def _paid(goods: int, percent: int) -> int:
    return goods - round_half_up(Decimal(goods) * percent / 100)


@given(st.integers(1, 90), st.integers(100, 500_000), st.integers(100, 1_000_000))
def test_adding_the_amount_reaches_the_threshold_and_a_rupee_less_does_not(
    percent: int, total: int, free_above: int
) -> None:
    """A code on the whole cart: adding what it says is enough; a rupee less is not."""
    goods = _paid(total, percent)
    more = add_for_free(free_above, goods, FEE, percent, total)
    if goods >= free_above:
        assert more == 0
        return
    assert more % 100 == 0
    assert _paid(total + more, percent) >= free_above
    assert _paid(total + more - 100, percent) < free_above


@pytest.mark.usefixtures("threshold_1000")
def test_the_carts_quote_says_what_to_add_after_a_percentage_code(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    add_line(client, make_product(db_session, price=90_000).id, 1, **SHIRT_M)
    assert cart_quote(client, PINCODE)["addForFree"] == 10_000  # no code yet: the shortfall
    make_code(admin, code="DASARA10", kind="percent", value=10)
    assert enter(client, "dasara10").status_code == 200
    quote = cart_quote(client, PINCODE)
    assert (quote["goods"], quote["fee"], quote["addForFree"]) == (81_000, FEE, 21_200)

    add_line(client, make_product(db_session, price=21_200, title="Khadi Towel").id, 1, **SHIRT_M)
    after = cart_quote(client, PINCODE)
    assert (after["goods"], after["fee"], after["free"], after["addForFree"]) == (
        100_080,
        0,
        True,
        0,
    )


@pytest.mark.usefixtures("threshold_1000")
def test_a_fixed_amount_code_needs_exactly_the_shortfall(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    add_line(client, make_product(db_session, price=105_000).id, 1, **SHIRT_M)
    make_code(admin, code="KHADI100", kind="fixed", value=10_000)
    assert enter(client, "KHADI100").status_code == 200
    quote = cart_quote(client, PINCODE)
    assert (quote["goods"], quote["fee"], quote["addForFree"]) == (95_000, FEE, 5_000)


@pytest.mark.usefixtures("threshold_1000")
def test_the_product_page_quote_says_the_shortfall(client: TestClient, db_session: Session) -> None:
    shirt = make_product(db_session, price=89_900)
    response = client.get(
        "/api/v1/delivery/quote", params={"pincode": PINCODE, "productId": shirt.id, "size": "M"}
    )
    assert response.json()["addForFree"] == 10_100
