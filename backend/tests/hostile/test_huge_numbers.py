"""Numbers no column can hold, in every money and quantity field a request carries (issue 29,
finding 5): an integer past 64 bits made SQLite raise OverflowError (a 500), and 10**30 reset the
next request on that connection. Each is refused with a clear 422 before any rule or database sees
it, and what the shop holds is unchanged. NaN and Infinity (which Python's JSON reader takes) too.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.factories import make_order, make_product
from tests.hostile.support import JSON_HEADERS, assert_refusal

HUGE = {
    "2**63": str(2**63),
    "-2**63-1": str(-(2**63) - 1),
    "10**30": str(10**30),
    "1e308": "1e308",
    "NaN": "NaN",
    "Infinity": "Infinity",
    "past-the-bound": str(10**11 + 1),
}
# (method, path, body with the number as "<N>"); {order} and {product} are filled in.
FIELDS = {
    "refund amount": ("POST", "/api/v1/admin/orders/{order}/refunds", '{"amount": <N>}'),
    "cart quantity": ("POST", "/api/v1/cart/lines", '{"productId": "{product}", "quantity": <N>}'),
    "return quantity": (
        "POST",
        "/api/v1/orders/{order}/returns",
        '{"lines": [{"line": 0, "quantity": <N>}], "reason": "Damaged"}',
    ),
    "stock count": (
        "PUT",
        "/api/v1/admin/products/{product}/stock",
        '{"variants": [{"size": "M", "count": <N>}]}',
    ),
    "stock expected": (
        "PUT",
        "/api/v1/admin/products/{product}/stock",
        '{"variants": [{"size": "M", "count": 1, "expected": <N>}]}',
    ),
    "restock amount": (
        "POST",
        "/api/v1/admin/products/{product}/stock/restock",
        '{"size": "M", "amount": <N>}',
    ),
    "tax threshold": (
        "PUT",
        "/api/v1/admin/tax/categories/shirts",
        '{"hsn": "6205", "version": 0, "periods": [{"from": "2026-04-01", "kind": "by_price",'
        ' "rate": 5, "highRate": 12, "threshold": <N>}]}',
    ),
    "tax rate": (
        "PUT",
        "/api/v1/admin/tax/categories/shirts",
        '{"hsn": "6205", "version": 0, "periods": [{"from": "2026-04-01", "kind": "flat",'
        ' "rate": <N>}]}',
    ),
}


@pytest.mark.parametrize("number", sorted(HUGE))
@pytest.mark.parametrize("field", sorted(FIELDS))
def test_a_number_no_column_holds_is_refused(
    field: str,
    number: str,
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    admin = make_user(role="admin")
    login_as(client, admin)
    product = make_product(db_session)
    order = make_order(db_session, admin.id, status="paid")
    method, path, body = FIELDS[field]
    raw = body.replace("{product}", product.id).replace("<N>", HUGE[number])
    headers = {**JSON_HEADERS, "Idempotency-Key": uuid.uuid4().hex}
    url = path.format(order=order.id, product=product.id)
    response = client.request(method, url, content=raw.encode(), headers=headers)
    assert_refusal(response, 422)
    # the connection still serves the next request
    assert client.get("/api/v1/cart").status_code == 200


def test_every_number_a_request_carries_is_bounded(client: TestClient) -> None:
    """Every integer or number in a request body's schema has a minimum and a maximum, so a new
    field without bounds fails here (and schemathesis's negative cases probe past them)."""
    spec: dict[str, Any] = client.app.openapi()  # type: ignore[attr-defined]
    schemas = spec["components"]["schemas"]
    bodies = {
        ref["$ref"].rsplit("/", 1)[1]
        for path in spec["paths"].values()
        for operation in path.values()
        for media in operation.get("requestBody", {}).get("content", {}).values()
        if "$ref" in (ref := media.get("schema", {}))
    }
    unbounded, seen, todo = [], set(), list(bodies)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for prop, schema in schemas[name].get("properties", {}).items():
            for part in [schema, *schema.get("anyOf", []), schema.get("items", {})]:
                if "$ref" in part:
                    todo.append(part["$ref"].rsplit("/", 1)[1])
                bounds = {**schema, **part}  # a union's bounds may sit on the union itself
                if part.get("type") in ("integer", "number") and not (
                    "maximum" in bounds and "minimum" in bounds
                ):
                    unbounded.append(f"{name}.{prop}")
    assert unbounded == [], unbounded
