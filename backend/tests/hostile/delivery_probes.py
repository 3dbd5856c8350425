"""Addresses and delivery (issue 30) for the hostile tests: their text fields' probes
(test_text_fields.py) and their ownership cases (test_ownership.py)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any
from urllib.parse import quote_from_bytes

from httpx import Response

from tests.factories import make_product
from tests.hostile.support import SAME_ORIGIN, assert_refusal, send_json

BOOK = "/api/v1/account/addresses"
ADDRESS = {"name": "Asha", "address": "12 Temple Road", "pincode": "571431", "mobile": "9876543210"}
URL_TEXT = 600
Send = Callable[[Any, str], Response]


def _query(path: str, name: str, **others: Callable[[Any], str]) -> Send:
    def send(shop: Any, value: str) -> Response:
        raw = quote_from_bytes(value[:URL_TEXT].encode("utf-8", "surrogatepass"), safe="")
        extra = "".join(f"&{key}={quote_from_bytes(v(shop).encode())}" for key, v in others.items())
        return shop.client.request("GET", f"{path}?{name}={raw}{extra}", headers=SAME_ORIGIN)

    return send


def _book(field: str, method: str = "POST") -> tuple[Send, Callable[..., Any]]:
    def send(shop: Any, value: str) -> Response:
        url = BOOK
        if method == "PUT":
            kept = shop.client.get(BOOK).json()
            if not kept:
                kept = [send_json(shop.client, "POST", BOOK, ADDRESS).json()]
            url = f"{BOOK}/{kept[0]['id']}"
        else:  # at most 20 are kept: make room
            for old in shop.client.get(BOOK).json():
                shop.client.delete(f"{BOOK}/{old['id']}", headers=SAME_ORIGIN)
        return send_json(shop.client, method, url, {**ADDRESS, field: value})

    def read(_shop: Any, response: Response, _value: str) -> Any:
        return response.json()[field]

    return send, read


def _checkout(field: str) -> tuple[Send, Callable[..., Any]]:
    def send(shop: Any, value: str) -> Response:
        key = {"Idempotency-Key": uuid.uuid4().hex}
        return send_json(shop.client, "POST", "/api/v1/checkout", {**ADDRESS, field: value},
                         headers=key)  # fmt: skip

    def read(shop: Any, response: Response, _value: str) -> Any:
        order = shop.client.get(f"/api/v1/orders/{response.json()['orderId']}").json()
        return order["address"][field]

    return send, read


def _charges(change: Callable[[dict[str, Any], str], None]) -> tuple[Send]:
    def send(shop: Any, value: str) -> Response:
        charges = shop.client.get("/api/v1/admin/delivery").json()
        change(charges, value)
        return send_json(shop.client, "PUT", "/api/v1/admin/delivery", charges)

    return (send,)


def _zone(field: str, as_list: bool = False) -> Callable[[dict[str, Any], str], None]:
    def change(charges: dict[str, Any], value: str) -> None:
        charges["zones"][0][field] = [value] if as_list else value

    return change


def _weights(kind: str) -> Callable[[dict[str, Any], str], None]:
    def change(charges: dict[str, Any], value: str) -> None:
        charges["weights"][kind] = {value: 500} if kind == "categories" else {value: {"": 500}}

    return change


_PRODUCT = {"productId": lambda shop: shop.product_id}
DELIVERY_PROBES: dict[str, tuple[Any, ...]] = {
    "GET /api/v1/cart/delivery query pincode": (_query("/api/v1/cart/delivery", "pincode"),),
    "GET /api/v1/delivery/quote query pincode": (
        _query("/api/v1/delivery/quote", "pincode", **_PRODUCT),
    ),
    "GET /api/v1/delivery/quote query productId": (
        _query("/api/v1/delivery/quote", "productId", pincode=lambda _: "580020"),
    ),
    "GET /api/v1/delivery/quote query size": (
        _query("/api/v1/delivery/quote", "size", pincode=lambda _: "580020", **_PRODUCT),
    ),
    **{f"POST {BOOK} body {f}": _book(f) for f in ("name", "house", "address", "locality",
                                                    "city", "pincode", "mobile")},
    **{f"PUT {BOOK}/{{address_id}} body {f}": _book(f, "PUT") for f in (
        "name", "house", "address", "locality", "city", "pincode", "mobile")},
    **{f"POST /api/v1/checkout body {f}": _checkout(f) for f in ("house", "locality", "city")},
    "PUT /api/v1/admin/delivery body zones[].code": _charges(_zone("code")),
    "PUT /api/v1/admin/delivery body zones[].name": _charges(_zone("name")),
    "PUT /api/v1/admin/delivery body zones[].states[]": _charges(_zone("states", as_list=True)),
    "PUT /api/v1/admin/delivery body weights.categories": _charges(_weights("categories")),
    "PUT /api/v1/admin/delivery body weights.products": _charges(_weights("products")),
}  # fmt: skip


def addresses_are_ones_own(scene: Any) -> None:
    """Another shopper's address id is 'not found' for reads and writes alike."""
    created = scene.as_owner().post(BOOK, json={**ADDRESS, "name": "Owner Secretname"},
                                    headers=SAME_ORIGIN)  # fmt: skip
    assert created.status_code == 201
    url = f"{BOOK}/{created.json()['id']}"
    other = scene.as_other()
    for response in (
        other.put(url, json=ADDRESS, headers=SAME_ORIGIN),
        other.post(f"{url}/default", headers=SAME_ORIGIN),
        other.delete(url, headers=SAME_ORIGIN),
    ):
        assert_refusal(response, 404)
        scene.assert_no_leak(response)
    assert other.get(BOOK).json() == []
    assert [a["name"] for a in scene.as_owner().get(BOOK).json()] == ["Owner Secretname"]


def quotes_are_public(scene: Any) -> None:
    """A product's delivery quote and a pincode's place are anyone's to ask."""
    shirt = make_product(scene.db)
    other = scene.as_other()
    quote = other.get("/api/v1/delivery/quote", params={"pincode": "580020", "productId": shirt.id})
    assert quote.status_code == 200
    assert other.get("/api/v1/pincodes/580020").status_code == 200
    missing = other.get("/api/v1/delivery/quote", params={"pincode": "580020", "productId": "x"})
    assert_refusal(missing, 404)


DELIVERY_CASES: dict[str, tuple[Any, str]] = {
    **dict.fromkeys([f"PUT {BOOK}/{{address_id}} path address_id",
                     f"POST {BOOK}/{{address_id}}/default path address_id",
                     f"DELETE {BOOK}/{{address_id}} path address_id"],
                    (addresses_are_ones_own, "shoppers")),
    "GET /api/v1/delivery/quote query productId": (quotes_are_public, "shoppers"),
    "GET /api/v1/pincodes/{pincode} path pincode": (quotes_are_public, "shoppers"),
}  # fmt: skip
