"""Assertions and request helpers shared by the cart tests."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.kit.time import utcnow
from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.models import SETTINGS_ID, ShopSettings


def refusal(response: Any, status: int, message: str) -> None:
    """The response is our error envelope with this status and message."""
    assert response.status_code == status, response.text
    body = response.json()
    assert body["message"] == message, body
    assert set(body) - {"reason", "params", "fieldReasons"} == {"error", "message", "fields"}


def cart(client: TestClient) -> dict[str, Any]:
    response = client.get("/api/v1/cart")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


SHIRT_M = {"size": "M", "type": "Half Sleeve"}


def add(client: TestClient, product_id: str | None, **fields: Any) -> Any:
    return client.post("/api/v1/cart/lines", json={"productId": product_id, **fields})


def step(client: TestClient, direction: str, product_id: str, **key: str) -> Any:
    return client.post(f"/api/v1/cart/lines/{direction}", json={"productId": product_id, **key})


def only_line(client: TestClient) -> dict[str, Any]:
    lines = cart(client)["lines"]
    assert len(lines) == 1
    line: dict[str, Any] = lines[0]
    return line


def use_summary(session: Session, style: str) -> None:
    """The shop shows this cart summary (issue 28): 'spec' (the spec's four lines) or 'gst'."""
    row = session.get(ShopSettings, SETTINGS_ID)
    if row is None:
        row = ShopSettings(id=SETTINGS_ID, **DEFAULT_SETTINGS, version=1, updated_at=utcnow())
        session.add(row)
    row.cart_summary = style
    session.commit()
