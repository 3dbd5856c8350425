"""Probes for the Kannada/Hindi fields and the account language (issue 18), for
test_text_fields.py: 'METHOD /path body field' -> (send, read back, expected)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from httpx import Response

from tests.hostile.support import send_json

Send = Callable[[Any, str], Response]


def _field(name: str) -> Callable[[Any, Response, str], Any]:
    return lambda _shop, response, _value: response.json()[name]


def _product(method: str, name: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        url = "/api/v1/admin/products" + (f"/{shop.product_id}" if method == "PUT" else "")
        return send_json(shop.client, method, url, shop.product_form(**{name: value}))

    return send


def _category(name: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        body = {"name": f"Mats {uuid.uuid4().hex[:6]}", name: value}
        return send_json(shop.client, "POST", "/api/v1/admin/categories", body)

    return send


def _category_edit(name: str) -> Send:
    return lambda shop, value: send_json(
        shop.client, "PATCH", "/api/v1/admin/categories/haar", {name: value}
    )


TRANSLATION_PROBES: dict[str, tuple[Any, ...]] = {
    **{
        f"{method} body {name}": (_product(method.split()[0], name), _field(name))
        for method in ("POST /api/v1/admin/products", "PUT /api/v1/admin/products/{product_id}")
        for name in ("titleKn", "titleHi", "descriptionKn", "descriptionHi")
    },
    **{
        f"POST /api/v1/admin/categories body {name}": (_category(name), _field(name))
        for name in ("labelKn", "labelHi")
    },
    **{
        f"PATCH /api/v1/admin/categories/{{name}} body {name}": (
            _category_edit(name),
            _field(name),
        )
        for name in ("labelKn", "labelHi")
    },
    "PATCH /api/v1/account body language": (
        lambda shop, value: send_json(shop.client, "PATCH", "/api/v1/account", {"language": value}),
        _field("language"),
    ),
}
