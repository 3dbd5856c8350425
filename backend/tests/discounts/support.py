"""Helpers of the discount-code tests: a code made through the dashboard's API, the cart's code
box, and what the database holds of a code's uses."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select

from khadi.db import Database
from khadi.discounts.models import DiscountCode, DiscountUse

CODES = "/api/v1/admin/discount-codes"
CART_CODE = "/api/v1/cart/discount-code"

FORM: dict[str, Any] = {
    "code": "Dasara10",
    "kind": "percent",
    "value": 10,
    "minOrder": 0,
    "startsAt": None,
    "endsAt": None,
    "maxUses": None,
    "perCustomer": None,
    "categories": [],
    "productIds": [],
    "active": True,
}


def make_code(admin: Any, **changes: Any) -> dict[str, Any]:
    response = admin.post(CODES, json={**FORM, **changes})
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def enter(client: Any, code: str) -> Any:
    return client.put(CART_CODE, json={"code": code})


def used(database: Database, code_id: str) -> int:
    with database.sessions() as session:
        return int(session.scalar(select(DiscountCode.used).where(DiscountCode.id == code_id)) or 0)


def use_states(database: Database, code_id: str) -> list[str]:
    with database.sessions() as session:
        return sorted(
            session.scalars(select(DiscountUse.state).where(DiscountUse.code_id == code_id))
        )


def summary_line(cart: dict[str, Any], code: str) -> dict[str, Any] | None:
    return next((line for line in cart["summary"]["lines"] if line["code"] == code), None)


def cart_quote(client: TestClient, pincode: str) -> dict[str, Any]:
    """The cart's delivery quote for `pincode`, as the cart page asks for it."""
    response = client.get("/api/v1/cart/delivery", params={"pincode": pincode})
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data
