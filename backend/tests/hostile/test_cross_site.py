"""Every unsafe API route, found by walking the route table, refuses a request sent by another
site's page — even one carrying a valid session cookie — before anything is read or changed.
tests/test_security.py checks the header combinations (Origin, Referer, null, Sec-Fetch-Site) on
one route and that same-origin and header-less requests pass.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.factories import make_product
from tests.hostile.support import SAME_ORIGIN, assert_refusal, assert_security_headers

UNSAFE = {"POST", "PUT", "PATCH", "DELETE"}
CROSS_SITE = [
    {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
    {"Origin": "https://evil.example"},  # an older browser: no Sec-Fetch-* headers
    {"Referer": "https://evil.example/free-kurta.html"},  # Origin stripped by a privacy setting
    {"Origin": "http://testserver", "Sec-Fetch-Site": "cross-site"},  # a spoofed Origin
]


def unsafe_api_requests(app: FastAPI) -> list[tuple[str, str]]:
    requests = {
        (method, re.sub(r"\{[^}]+\}", "some-id", context.path or ""))
        for context in iter_route_contexts(app.routes)
        if isinstance(context.original_route, APIRoute) and (context.path or "").startswith("/api/")
        for method in (context.methods or set()) & UNSAFE
    }
    return sorted(requests)


@pytest.mark.parametrize("headers", CROSS_SITE, ids=["origin", "old-browser", "referer", "spoof"])
def test_every_unsafe_route_refuses_other_sites(
    app: FastAPI,
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
    headers: dict[str, str],
) -> None:
    login_as(client, make_user(role="admin"))  # a victim with every right
    shirt = make_product(db_session)
    line = {"productId": shirt.id, "quantity": 1, "size": "M", "type": "Half Sleeve"}
    assert client.post("/api/v1/cart/lines", json=line, headers=SAME_ORIGIN).status_code == 200
    cart = client.get("/api/v1/cart").json()

    requests = unsafe_api_requests(app)
    assert ("POST", "/api/v1/checkout") in requests and len(requests) > 15
    for method, path in requests:
        response = client.request(method, path, json=line, headers=headers)
        body = assert_refusal(response, 403)
        assert body == {
            "error": "csrf",
            "message": "Cross-site request refused",
            "fields": {},
            "reason": "request.cross_site",  # issue 28: worded by the client
            "params": {},
        }
        assert_security_headers(response.headers)

    assert client.get("/api/v1/cart").json() == cart  # nothing changed
    assert client.get("/api/v1/orders").json()["items"] == []
    assert client.get(f"/api/v1/products/{shirt.id}").status_code == 200
