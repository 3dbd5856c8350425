"""Cash on delivery (issue 30) for the hostile tests: its text fields' probes (test_text_fields.py).
The shop's client is an admin with a shirt in its cart: each COD checkout turns COD on, puts the
shirt back in the cart, and a kept order is cancelled once read (its slot back for the next)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from httpx import Response

from tests.hostile.delivery_probes import ADDRESS, _query
from tests.hostile.support import SAME_ORIGIN, send_json

SETTINGS = {"enabled": True, "maxOrder": 10_000_000, "fee": 0, "excludedPincodes": [],
            "excludedZones": [], "maxOpenOrders": 20}  # fmt: skip
Send = Callable[[Any, str], Response]


def _turn_on(shop: Any) -> None:
    current = shop.client.get("/api/v1/admin/cod").json()
    if not current["enabled"]:
        saved = send_json(shop.client, "PUT", "/api/v1/admin/cod",
                          {**SETTINGS, "version": current["version"]})  # fmt: skip
        assert saved.status_code == 200, saved.text


def _checkout(field: str) -> tuple[Send, Callable[..., Any]]:
    def send(shop: Any, value: str) -> Response:
        _turn_on(shop)
        line = {"productId": shop.product_id, "quantity": 1, "size": "M", "type": "Half Sleeve"}
        send_json(shop.client, "POST", "/api/v1/cart/lines", line)
        key = {"Idempotency-Key": uuid.uuid4().hex}
        return send_json(shop.client, "POST", "/api/v1/checkout/cod", {**ADDRESS, field: value},
                         headers=key)  # fmt: skip

    def read(shop: Any, response: Response, _value: str) -> Any:
        order = response.json()
        shop.client.post(f"/api/v1/admin/orders/{order['id']}/cod", json={"to": "cancelled"},
                         headers=SAME_ORIGIN)  # fmt: skip
        return order["address"][field]

    return send, read


def _settings(field: str) -> tuple[Send]:
    def send(shop: Any, value: str) -> Response:
        version = shop.client.get("/api/v1/admin/cod").json()["version"]
        body = {**SETTINGS, field: [value], "version": version}
        return send_json(shop.client, "PUT", "/api/v1/admin/cod", body)

    return (send,)


COD_PROBES: dict[str, tuple[Any, ...]] = {
    "GET /api/v1/cart/cod query pincode": (_query("/api/v1/cart/cod", "pincode"),),
    **{f"POST /api/v1/checkout/cod body {f}": _checkout(f) for f in (
        "name", "house", "address", "locality", "city", "pincode", "mobile")},
    "PUT /api/v1/admin/cod body excludedPincodes[]": _settings("excludedPincodes"),
    "PUT /api/v1/admin/cod body excludedZones[]": _settings("excludedZones"),
}  # fmt: skip
