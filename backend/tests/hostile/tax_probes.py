"""Tax data routes (issue 17) for the hostile tests: their text fields' probes
(test_text_fields.py) and their ownership case (test_ownership.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from httpx import Response

from tests.factories import make_product
from tests.hostile.support import SAME_ORIGIN, send_json

TAX = "/api/v1/admin/tax"
TAX_ROUTES = [
    "PUT /api/v1/admin/tax/categories/{name} path name",
    *(f"{m} {TAX}/products/{{product_id}} path product_id" for m in ("GET", "PUT", "DELETE")),
]


def _tax(path: Callable[[Any], str]) -> Callable[[Any, str], Response]:
    """An HSN code is 4, 6 or 8 digits, so odd text is refused."""

    def send(shop: Any, value: str) -> Response:
        period = {"from": "2025-09-22", "kind": "flat", "rate": 5}
        body = {"hsn": value, "periods": [period], "version": 0}
        return send_json(shop.client, "PUT", path(shop), body)

    return send


TAX_PROBES = {
    "PUT /api/v1/admin/tax/categories/{name} body hsn": _tax(lambda _: f"{TAX}/categories/honey"),
    "PUT /api/v1/admin/tax/products/{product_id} body hsn": _tax(
        lambda shop: f"{TAX}/products/{shop.product_id}"
    ),
}


def tax_data_is_the_shops(scene: Any) -> None:
    """Tax data (issue 17) is the whole shop's: any admin reads and sets any product's."""
    shirt = make_product(scene.db)
    url = f"{TAX}/products/{shirt.id}"
    other = scene.as_other()
    assert other.get(url).status_code == 200
    form = {"hsn": "6205", "periods": [{"from": "2025-09-22", "kind": "flat", "rate": 5}]}
    assert other.put(url, json={**form, "version": 0}, headers=SAME_ORIGIN).status_code == 200
    assert other.delete(url, headers=SAME_ORIGIN).status_code == 204
    honey = f"{TAX}/categories/honey"
    assert other.put(honey, json={**form, "version": 1}, headers=SAME_ORIGIN).status_code == 200
