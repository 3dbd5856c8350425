"""Discount codes, sale prices (issue 31), order tools, customers and WhatsApp (issue 32), and the
owed COD refund (issue 30) for the hostile tests: their text fields' probes (test_text_fields.py).
Each sends the odd text in an otherwise good request; test_text_fields checks it is refused
clearly (unstorable text always) or taken without a 5xx. The shop's client is an admin."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from httpx import Response

from tests.hostile.delivery_probes import _query
from tests.hostile.support import send_json

Send = Callable[[Any, str], Response]
CODES = "/api/v1/admin/discount-codes"


def _code_form(**fields: Any) -> dict[str, Any]:
    return {"code": f"P{uuid.uuid4().hex[:8].upper()}", "kind": "percent", "value": 10, **fields}


def _as_list(field: str, value: str) -> Any:
    return [value] if field.endswith("[]") else value


def _code(field: str, method: str = "POST") -> Send:
    name = field.removesuffix("[]")

    def send(shop: Any, value: str) -> Response:
        url = CODES
        if method == "PUT":
            made = send_json(shop.client, "POST", CODES, _code_form())
            assert made.status_code in (200, 201), made.text
            url, version = f"{CODES}/{made.json()['id']}", made.json()["version"]
            form = _code_form(**{name: _as_list(field, value), "version": version})
            return send_json(shop.client, "PUT", url, form)
        return send_json(shop.client, method, url, _code_form(**{name: _as_list(field, value)}))

    return send


def _product(field: str, method: str = "POST") -> Send:
    def send(shop: Any, value: str) -> Response:
        form = shop.product_form(price="100", **{field: value})
        if method == "PUT":
            return send_json(shop.client, "PUT", f"/api/v1/admin/products/{shop.product_id}", form)
        return send_json(shop.client, "POST", "/api/v1/admin/products", form)

    return send


def _orders(path: str, field: str) -> Send:
    name = field.removesuffix("[]")

    def send(shop: Any, value: str) -> Response:
        body: dict[str, Any] = {"orderIds": [shop.order.id], name: _as_list(field, value)}
        return send_json(shop.client, "POST", path, body)

    return send


def _sent(field: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        url = f"/api/v1/admin/orders/{shop.order.id}/refunds/r_nosuchrefund00/sent"
        return send_json(
            shop.client, "POST", url, {"method": "upi", "reference": "R1", field: value}
        )

    return send


def _whatsapp(field: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        body: dict[str, Any] = {"phoneNumberId": "1234567890"}
        if field.startswith("templates."):
            body["templates"] = {field.removeprefix("templates."): value}
        else:
            body[field] = value
        return send_json(shop.client, "PUT", "/api/v1/admin/whatsapp/settings", body)

    return send


def _unsubscribe_page(shop: Any, value: str) -> Response:
    """The link's page answers in HTML: a page for a good token, 404 for any other text."""
    answer = _query("/api/v1/cart-reminders/unsubscribe", "token")(shop, value)
    assert answer.status_code in (404, 422), (answer.status_code, answer.text[:200])
    if answer.status_code == 422:
        return answer  # the error envelope (unstorable text)
    assert "text/html" in answer.headers["content-type"]
    return Response(204)


def _cart_code(shop: Any, value: str) -> Response:
    return send_json(shop.client, "PUT", "/api/v1/cart/discount-code", {"code": value})


SELLING_PROBES: dict[str, tuple[Any, ...]] = {
    "GET /api/v1/admin/customers query q": (_query("/api/v1/admin/customers", "q"),),
    "GET /api/v1/admin/orders query state": (_query("/api/v1/admin/orders", "state"),),
    "GET /api/v1/admin/orders/export.csv query q": (
        _query("/api/v1/admin/orders/export.csv", "q"),),
    "GET /api/v1/admin/orders/export.csv query state": (
        _query("/api/v1/admin/orders/export.csv", "state"),),
    "GET /api/v1/cart-reminders/unsubscribe query token": (_unsubscribe_page,),
    **{f"POST {CODES} body {f}": (_code(f),) for f in ("categories[]", "code", "productIds[]")},
    **{f"PUT {CODES}/{{code_id}} body {f}": (_code(f, "PUT"),)
       for f in ("categories[]", "code", "productIds[]")},
    "POST /api/v1/admin/orders/packed body orderIds[]": (
        _orders("/api/v1/admin/orders/packed", "orderIds[]"),),
    "POST /api/v1/admin/orders/print body note": (_orders("/api/v1/admin/orders/print", "note"),),
    "POST /api/v1/admin/orders/print body orderIds[]": (
        _orders("/api/v1/admin/orders/print", "orderIds[]"),),
    **{f"POST /api/v1/admin/orders/{{order_id}}/refunds/{{refund_id}}/sent body {f}": (_sent(f),)
       for f in ("method", "reference")},
    **{f"POST /api/v1/admin/products body {f}": (_product(f),)
       for f in ("mrp", "saleEndsAt", "salePrice", "saleStartsAt")},
    **{f"PUT /api/v1/admin/products/{{product_id}} body {f}": (_product(f, "PUT"),)
       for f in ("mrp", "saleEndsAt", "salePrice", "saleStartsAt")},
    **{f"PUT /api/v1/admin/whatsapp/settings body {f}": (_whatsapp(f),)
       for f in ("accessToken", "phoneNumberId", "templates.confirmation", "templates.delivered",
                 "templates.shipped")},
    "PUT /api/v1/cart/discount-code body code": (_cart_code,),
    **{f"GET /api/v1/admin/reports/sales query {f}": (_query("/api/v1/admin/reports/sales", f),)
       for f in ("from", "to")},
    **{f"GET /api/v1/admin/reports/sales/{{chart}}.csv query {f}": (
        _query("/api/v1/admin/reports/sales/days.csv", f),) for f in ("from", "to")},
}  # fmt: skip
