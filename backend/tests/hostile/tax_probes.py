"""Tax data routes (issue 17) for the hostile tests: their text fields' probes
(test_text_fields.py) and their ownership case (test_ownership.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from httpx import Response

from khadi.invoices.issue import issue_for_order
from khadi.payments.service import Payment, mark_paid
from tests.factories import make_order, make_product
from tests.hostile.support import SAME_ORIGIN, assert_refusal, send_json

TAX = "/api/v1/admin/tax"
INVOICE_ROUTES = [
    "GET /api/v1/admin/orders/{order_id}/documents path order_id",
    "GET /api/v1/admin/orders/{order_id}/invoice.pdf path order_id",
    "GET /api/v1/admin/documents/{document_id}.pdf path document_id",
]
MY_INVOICE_ROUTE = "GET /api/v1/orders/{order_id}/invoice.pdf path order_id"
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


def _paid(scene: Any) -> Any:
    order = make_order(scene.db, scene.owner.id, shipping_name="Owner Secretname",
                       shipping_address="42 Hidden Lane, Srirangapatna")  # fmt: skip
    mark_paid(scene.db, order, Payment(f"pay_{order.id}", order.amount, "INR"), source="verify")
    return order


def _shipped_cod(scene: Any) -> Any:
    """A cash-on-delivery order, shipped: its invoice issued, no payment (issue 30)."""
    order = make_order(scene.db, scene.owner.id, status="cod", payment_method="cod",
                       provider="cod", cod_state="confirmed", fulfilment="shipped",
                       shipping_name="Owner Secretname",
                       shipping_address="42 Hidden Lane, Srirangapatna")  # fmt: skip
    issue_for_order(scene.db, order)
    scene.db.commit()
    return order


def own_invoice_stays_private(scene: Any) -> None:
    """A shopper's invoice PDF is theirs: another's order id is 'not found' (issue 17) - a
    paid order's and a shipped cash-on-delivery order's alike (issue 30)."""
    for order in (_paid(scene), _shipped_cod(scene)):
        url = f"/api/v1/orders/{order.id}/invoice.pdf"
        response = scene.as_other().get(url)
        assert_refusal(response, 404)
        scene.assert_no_leak(response)
        mine = scene.as_owner().get(url)
        assert mine.status_code == 200 and mine.content.startswith(b"%PDF-")
        assert scene.as_owner().get(f"/api/v1/orders/{order.id}").json()["hasInvoice"] is True


def invoices_are_the_shops(scene: Any) -> None:
    """Any admin reads any order's documents (issue 17)."""
    order = _paid(scene)
    other = scene.as_other()
    listed = other.get(f"/api/v1/admin/orders/{order.id}/documents").json()
    assert other.get(f"/api/v1/admin/orders/{order.id}/invoice.pdf").status_code == 200
    assert other.get(f"/api/v1/admin/documents/{listed[0]['id']}.pdf").status_code == 200


# route -> (check, people) for test_ownership's CASES
TAX_CASES: dict[str, tuple[Any, str]] = {
    **dict.fromkeys(TAX_ROUTES, (tax_data_is_the_shops, "admins")),
    **dict.fromkeys(INVOICE_ROUTES, (invoices_are_the_shops, "admins")),
    MY_INVOICE_ROUTE: (own_invoice_stays_private, "shoppers"),
}
