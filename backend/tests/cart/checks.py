"""Assertions shared by the cart tests."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient


def refusal(response: Any, status: int, message: str) -> None:
    """The response is our error envelope with this status and message."""
    assert response.status_code == status, response.text
    body = response.json()
    assert body["message"] == message, body
    assert set(body) == {"error", "message", "fields"}


def cart(client: TestClient) -> dict[str, Any]:
    response = client.get("/api/v1/cart")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body
