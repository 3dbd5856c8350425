"""Pincodes against India Post's directory (issue 30): the look-up the checkout and product page
call as a pincode is typed, and checkout's refusal of one the directory does not list."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.addresses.directory import look_up, office_place
from khadi.orders.models import Order
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok, start_checkout


@pytest.mark.parametrize(
    ("pincode", "city", "district", "state", "code"),
    [
        ("580020", "Hubballi", "Dharwad", "Karnataka", "29"),
        ("581115", "Ranebennur", "Haveri", "Karnataka", "29"),
        ("560001", "Bengaluru", "Bengaluru Urban", "Karnataka", "29"),
        ("110001", "New Delhi", "New Delhi", "Delhi", "07"),
        ("744101", "Port Blair", "South Andamans", "Andaman and Nicobar Islands", "35"),
        ("194101", "Leh", "Leh Ladakh", "Ladakh", "38"),
        ("396210", "Daman", "Daman", "Dadra and Nagar Haveli and Daman and Diu", "26"),
    ],
)
def test_a_pincode_fills_in_city_district_and_state(
    client: TestClient, pincode: str, city: str, district: str, state: str, code: str
) -> None:
    response = client.get(f"/api/v1/pincodes/{pincode}")
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["city"], body["district"], body["state"], body["stateCode"]) == (
        city, district, state, code,
    )  # fmt: skip
    assert city in body["localities"]


@pytest.mark.parametrize("pincode", ["000000", "999999", "123456", "560000"])
def test_a_pincode_india_post_does_not_list_is_refused_with_its_code(
    client: TestClient, pincode: str
) -> None:
    response = client.get(f"/api/v1/pincodes/{pincode}")
    assert response.status_code == 422
    assert response.json()["error"] == "unknown_pincode"
    assert response.json()["fields"] == {
        "pincode": "We could not find this pincode. Please check it."
    }
    assert response.json()["fieldReasons"]["pincode"]["reason"] == "checkout.pincode_unknown"


@pytest.mark.parametrize("pincode", ["58002", "5800201", "58002a"])
def test_a_pincode_that_is_not_six_digits_has_the_specs_message(
    client: TestClient, pincode: str
) -> None:
    response = client.get(f"/api/v1/pincodes/{pincode}")
    assert response.status_code == 422
    assert response.json()["fields"] == {"pincode": "Pincode must be 6 digits"}


def test_office_names_lose_their_office_suffix() -> None:
    assert office_place("Hubballi H.O") == "Hubballi"
    assert office_place("Ranebennur S.O") == "Ranebennur"
    assert office_place("Bengaluru G.P.O.") == "Bengaluru"
    assert office_place("Airani B.O") == "Airani"
    assert office_place("New Delhi GPO") == "New Delhi"
    assert look_up("000000") is None


@pytest.mark.parametrize("pincode", ["000000", "999999"])
def test_checkout_refuses_an_unknown_pincode_and_stores_nothing(
    client: TestClient, shopper: User, db_session: Session, pincode: str
) -> None:
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    response = start_checkout(client, pincode=pincode)
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "unknown_pincode"
    assert body["fields"]["pincode"] == "We could not find this pincode. Please check it."
    assert db_session.scalars(select(Order)).all() == []


def test_checkout_keeps_the_full_address_with_the_directorys_district_and_state(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    body = checkout_ok(
        client, house="12, 4th Cross", address="Vidyanagar", locality="Hubballi", city="",
        pincode="580020", district="Elsewhere", state="Goa",
    )  # fmt: skip
    order = db_session.get(Order, body["orderId"])
    assert order is not None
    assert (order.shipping_house, order.shipping_address, order.shipping_locality) == (
        "12, 4th Cross", "Vidyanagar", "Hubballi",
    )  # fmt: skip
    # the directory's, never the browser's; an empty city is the directory's
    assert (order.shipping_city, order.shipping_district, order.shipping_state) == (
        "Hubballi", "Dharwad", "Karnataka",
    )  # fmt: skip
