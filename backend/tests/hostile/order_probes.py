"""Probes for the text fields of stock (issue 15) and order work (issue 16), for
test_text_fields.py: 'METHOD /path field' -> send(shop, value). Each odd value must be refused
with a clear message (the order is unpaid, the variant unknown, the text unstorable) or kept."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any
from urllib.parse import quote_from_bytes

from httpx import Response

from tests.hostile.support import SAME_ORIGIN, send_json
from tests.returns.support import ask, delivered_order

Send = Callable[[Any, str], Response]
URL_TEXT = 2000


def _stock(field: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        variant = {"size": "M", "type": "Half Sleeve", "count": 3, "expected": None, field: value}
        path = f"/api/v1/admin/products/{shop.product_id}/stock"
        return send_json(shop.client, "PUT", path, {"variants": [variant]})

    return send


def _restock(field: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        body = {"size": "M", "type": "Half Sleeve", "amount": 2, field: value}
        path = f"/api/v1/admin/products/{shop.product_id}/stock/restock"
        return send_json(shop.client, "POST", path, body)

    return send


def _history(name: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        raw = quote_from_bytes(value[:URL_TEXT].encode("utf-8", "surrogatepass"), safe="")
        other = "type" if name == "size" else "size"
        path = f"/api/v1/admin/products/{shop.product_id}/stock/history"
        return shop.client.get(f"{path}?{name}={raw}&{other}=M", headers=SAME_ORIGIN)

    return send


def _ship(field: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        body = {"to": "shipped", "courier": "India Post", "trackingNumber": "EK1234", field: value}
        path = f"/api/v1/admin/orders/{shop.order.id}/fulfilment"
        return send_json(shop.client, "POST", path, body)

    return send


def _refund_reason(shop: Any, value: str) -> Response:
    path = f"/api/v1/admin/orders/{shop.order.id}/refunds"
    key = {"Idempotency-Key": uuid.uuid4().hex}
    return send_json(shop.client, "POST", path, {"amount": 100, "reason": value}, headers=key)


def _return(field: str) -> Send:
    """A return request of a freshly delivered order of the shop's admin (who shops too)."""

    def send(shop: Any, value: str) -> Response:
        order = delivered_order(shop.db, shop.order.user_id)
        body: dict[str, Any] = {"lines": [{"line": 0, "quantity": 1}], "reason": "Damaged"}
        body[field] = [value] if field == "photoIds" else value
        path = f"/api/v1/orders/{order.id}/returns"
        key = {"Idempotency-Key": uuid.uuid4().hex}
        return send_json(shop.client, "POST", path, body, headers=key)

    return send


def _decline_reason(shop: Any, value: str) -> Response:
    order = delivered_order(shop.db, shop.order.user_id)
    made = ask(shop.client, order.id, [(0, 1)])
    assert made.status_code == 201, made.text
    path = f"/api/v1/admin/returns/{made.json()['id']}/decline"
    return send_json(shop.client, "POST", path, {"reason": value})


STOCK = "/api/v1/admin/products/{product_id}/stock"
ORDER = "/api/v1/admin/orders/{order_id}"


def _sandbox_pay(field: str, method: str) -> Send:
    """Issue 30: the sandbox popup's UPI ID and netbanking bank."""

    def send(shop: Any, value: str) -> Response:
        body = {
            "providerOrderId": shop.order.provider_order_id,
            "outcome": "failure",
            "method": method,
            field: value,
        }
        return send_json(shop.client, "POST", "/api/v1/payments/sandbox/pay", body)

    return send


ORDER_PROBES: dict[str, Send] = {
    "POST /api/v1/payments/sandbox/pay body vpa": _sandbox_pay("vpa", "upi"),
    "POST /api/v1/payments/sandbox/pay body bank": _sandbox_pay("bank", "netbanking"),
    f"PUT {STOCK} body variants[].size": _stock("size"),
    f"PUT {STOCK} body variants[].type": _stock("type"),
    f"POST {STOCK}/restock body size": _restock("size"),
    f"POST {STOCK}/restock body type": _restock("type"),
    f"GET {STOCK}/history query size": _history("size"),
    f"GET {STOCK}/history query type": _history("type"),
    f"POST {ORDER}/fulfilment body courier": _ship("courier"),
    f"POST {ORDER}/fulfilment body trackingNumber": _ship("trackingNumber"),
    f"POST {ORDER}/fulfilment body trackingUrl": _ship("trackingUrl"),
    f"POST {ORDER}/refunds body reason": _refund_reason,
    "POST /api/v1/orders/{order_id}/returns body note": _return("note"),
    "POST /api/v1/orders/{order_id}/returns body photoIds[]": _return("photoIds"),
    "POST /api/v1/admin/returns/{return_id}/decline body reason": _decline_reason,
}
