"""A signed-in shopper's address book (issue 30): add, edit, delete, one default, each
shopper's own."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok

HOME = {"name": "Asha", "house": "12, 4th Cross", "address": "Vidyanagar", "pincode": "580020",
        "mobile": "9876543210"}  # fmt: skip
WORK = {"name": "Asha", "address": "MG Road", "pincode": "560001", "mobile": "9876543210"}
URL = "/api/v1/account/addresses"


def _add(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post(URL, json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def _book(client: TestClient) -> list[dict[str, Any]]:
    response = client.get(URL)
    assert response.status_code == 200
    data: list[dict[str, Any]] = response.json()
    return data


def test_a_guest_has_no_address_book(client: TestClient) -> None:
    assert client.get(URL).status_code == 401
    assert client.post(URL, json=HOME).status_code == 401


def test_the_first_address_is_the_default_and_the_directory_fills_in_the_rest(
    client: TestClient, shopper: User
) -> None:
    home = _add(client, **HOME)
    assert home["isDefault"] is True
    assert (home["city"], home["district"], home["state"]) == ("Hubballi", "Dharwad", "Karnataka")
    work = _add(client, **WORK)
    assert work["isDefault"] is False and work["city"] == "Bengaluru"
    assert [a["id"] for a in _book(client)] == [home["id"], work["id"]]


def test_edit_make_default_and_delete(client: TestClient, shopper: User) -> None:
    home, work = _add(client, **HOME), _add(client, **WORK)
    edited = client.put(f"{URL}/{work['id']}", json={**WORK, "house": "Flat 3B"})
    assert edited.status_code == 200 and edited.json()["house"] == "Flat 3B"
    assert client.post(f"{URL}/{work['id']}/default").json()["isDefault"] is True
    assert [(a["id"], a["isDefault"]) for a in _book(client)] == [
        (work["id"], True), (home["id"], False),
    ]  # fmt: skip
    assert client.delete(f"{URL}/{work['id']}").status_code == 204
    assert [(a["id"], a["isDefault"]) for a in _book(client)] == [(home["id"], True)]


def test_an_unknown_pincode_is_not_kept(client: TestClient, shopper: User) -> None:
    response = client.post(URL, json={**HOME, "pincode": "999999"})
    assert response.status_code == 422 and response.json()["error"] == "unknown_pincode"
    assert _book(client) == []


def test_the_book_keeps_at_most_twenty_addresses(client: TestClient, shopper: User) -> None:
    for _ in range(20):
        _add(client, **WORK)
    refused = client.post(URL, json=HOME)
    assert refused.status_code == 422
    assert refused.json()["message"] == "You can keep at most 20 addresses"
    assert refused.json()["reason"] == "addresses.too_many_addresses"
    assert len(_book(client)) == 20


def test_one_shopper_never_sees_or_touches_anothers_addresses(
    client: TestClient,
    shopper: User,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    mine = _add(client, **HOME)
    login_as(client, make_user(email="other@example.in"))
    assert _book(client) == []
    theirs = client.put(f"{URL}/{mine['id']}", json=WORK)
    assert theirs.status_code == 404
    # issue 28: worded in the shopper's language by its code
    assert (theirs.json()["reason"], theirs.json()["message"]) == (
        "addresses.address_not_found",
        "Address not found",
    )
    assert client.post(f"{URL}/{mine['id']}/default").status_code == 404
    assert client.delete(f"{URL}/{mine['id']}").status_code == 404
    login_as(client, shopper)
    assert [a["address"] for a in _book(client)] == ["Vidyanagar"]


def test_checkout_keeps_the_address_when_asked_once(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    product = make_product(db_session)
    add_line(client, product.id, 1, **SHIRT_M)
    checkout_ok(client, **HOME, saveAddress=True)
    checkout_ok(client, **HOME, saveAddress=True)
    checkout_ok(client, **WORK)
    assert [(a["address"], a["isDefault"]) for a in _book(client)] == [("Vidyanagar", True)]
