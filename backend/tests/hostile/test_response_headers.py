"""The security headers (CSP with frame-ancestors 'none', nosniff, Referrer-Policy,
X-Frame-Options, Permissions-Policy) on the responses tests/test_security.py does not reach:
every kind of refusal, a server error, HEAD, 304, the crawler files, the OpenAPI document and a
missing media file. A server error is sent outside the app's middleware (Starlette's
ServerErrorMiddleware), so it is the one most easily left bare.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from httpx import Response

from khadi.accounts.models import User
from tests.hostile.support import JSON_HEADERS, SAME_ORIGIN, assert_security_headers

Call = Callable[[TestClient], Response]

CALLS: dict[str, Call] = {
    "validation 422": lambda c: c.post("/api/v1/auth/signup", json={"name": 5}),
    "not json 422": lambda c: c.post("/api/v1/newsletter", content=b"{", headers=JSON_HEADERS),
    "nul in url 422": lambda c: c.get("/api/v1/admin/users?q=%00"),
    "too large 413": lambda c: c.post(
        "/api/v1/auth/login", content=b"x" * 2_000_000, headers=JSON_HEADERS
    ),
    "method 405": lambda c: c.put("/api/v1/cart", headers=SAME_ORIGIN),
    "conflict 409": lambda c: c.post(
        "/api/v1/admin/categories", json={"name": "Honey"}, headers=SAME_ORIGIN
    ),
    "tus 412": lambda c: c.post("/api/v1/admin/uploads/tus", headers=SAME_ORIGIN),
    "head": lambda c: c.head("/"),
    "not modified 304": lambda c: c.get(
        "/api/v1/products", headers={"If-None-Match": c.get("/api/v1/products").headers["etag"]}
    ),
    "healthz": lambda c: c.get("/healthz"),
    "openapi": lambda c: c.get("/api/openapi.json"),
    "sitemap": lambda c: c.get("/sitemap.xml"),
    "robots": lambda c: c.get("/robots.txt"),
    "media 404": lambda c: c.get("/media/product-images/none.webp"),
    "spa route": lambda c: c.get("/cart"),
    "unknown product 404": lambda c: c.get("/product/some-id"),
    "spa 404": lambda c: c.get("/no/such/page"),
}


@pytest.fixture
def admin(
    client: TestClient, make_user: Callable[..., User], login_as: Callable[[TestClient, User], str]
) -> TestClient:
    login_as(client, make_user(role="admin"))
    return client


@pytest.mark.parametrize("name", sorted(CALLS))
def test_every_kind_of_response_carries_the_headers(admin: TestClient, name: str) -> None:
    response = CALLS[name](admin)
    status = name.split()[-1]
    assert response.status_code == int(status) if status.isdigit() else response.status_code < 400
    assert_security_headers(response.headers)


def test_a_server_error_carries_them_too(app: FastAPI) -> None:
    def broken() -> None:
        raise RuntimeError("a bug")

    app.add_api_route("/api/v1/broken", broken)
    app.router.routes.insert(0, app.router.routes.pop())  # ahead of the SPA's catch-all
    with TestClient(app, raise_server_exceptions=False) as client:
        response = client.get("/api/v1/broken")
    assert response.status_code == 500
    assert response.json()["message"] == "Something went wrong. Please try again."
    assert response.json()["reason"] == "request.unexpected"  # issue 28: worded by the client
    assert "a bug" not in response.text
    assert_security_headers(response.headers)
