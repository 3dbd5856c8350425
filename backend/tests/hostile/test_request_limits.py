"""Requests no route should have to read: bodies over 1 MB (413, refused before they are read,
whether their length is declared or they are chunked), bodies that are not JSON, JSON nested a
hundred thousand deep, and NUL characters in the address (422). Always the envelope, never a 500.
Image uploads keep their own 10 MB limit (tests/media/test_routes.py); a picture over 1 MB still
goes through.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from PIL import Image

from khadi.accounts.models import User
from khadi.errors import BODY_TOO_LARGE, NUL_IN_ADDRESS
from khadi.security import JSON_BODY_LIMIT
from tests.hostile.support import (
    JSON_HEADERS,
    SAME_ORIGIN,
    assert_refusal,
    assert_security_headers,
    send_json,
)
from tests.media import images

LoginAs = Callable[[TestClient, User], str]
BODY_ROUTES = [
    ("POST", "/api/v1/auth/login"),
    ("POST", "/api/v1/auth/signup"),
    ("POST", "/api/v1/newsletter"),
    ("POST", "/api/v1/cart/lines"),
    ("DELETE", "/api/v1/cart/lines"),
    ("POST", "/api/v1/checkout"),
    ("POST", "/api/v1/payments/webhook"),
    ("PUT", "/api/v1/admin/products/some-id"),
]
NOT_JSON = "The request body must be valid JSON"


@pytest.fixture
def signed_in(client: TestClient, make_user: Callable[..., User], login_as: LoginAs) -> TestClient:
    login_as(client, make_user(role="admin"))
    return client


def _big_json(size: int) -> bytes:
    return b'{"email": "a@b.in", "password": "' + b"p" * size + b'"}'


def _too_large(response: Response) -> None:
    body = assert_refusal(response, 413)
    assert body == {
        "error": "too_large",
        "message": BODY_TOO_LARGE,
        "fields": {},
        "reason": "request.body_too_large",  # issue 28: worded by the client
        "params": {},
    }
    assert_security_headers(response.headers)


@pytest.mark.parametrize(("method", "path"), BODY_ROUTES)
def test_multi_megabyte_json_is_refused_unread(
    signed_in: TestClient, method: str, path: str
) -> None:
    headers = {**JSON_HEADERS, "Idempotency-Key": "hostile-key-1"}
    _too_large(signed_in.request(method, path, content=_big_json(3_000_000), headers=headers))


def test_a_chunked_body_is_counted_as_it_arrives(signed_in: TestClient) -> None:
    def chunks(total: int) -> Iterator[bytes]:
        yield b'{"email": "a@b.in", "password": "'
        for _ in range(total // 65536):
            yield b"p" * 65536
        yield b'"}'

    login = "/api/v1/auth/login"
    _too_large(signed_in.post(login, content=chunks(2 * JSON_BODY_LIMIT), headers=JSON_HEADERS))
    small = signed_in.post(login, content=chunks(65536 * 2), headers=JSON_HEADERS)
    assert assert_refusal(small, 401)["message"] == "Invalid credentials"  # replayed whole


def test_a_body_just_under_the_limit_reaches_the_route(signed_in: TestClient) -> None:
    body = {"name": "n" * (JSON_BODY_LIMIT - 200), "email": "", "password": ""}
    response = send_json(signed_in, "POST", "/api/v1/auth/signup", body)
    assert assert_refusal(response, 422)["fields"]["name"] == "Name must be at most 100 characters"


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe\x00{not utf-8",
        b'{"email": "a@b.in", ',
        b"{'email': 'single quotes'}",
        b'{"email": "a@b.in"} trailing',
        b"[" * 100_000 + b"]" * 100_000,  # nested past any recursion limit
        b"",
    ],
    ids=["not-utf8", "cut-off", "single-quotes", "trailing", "deep", "empty"],
)
def test_bodies_that_are_not_json_get_one_clear_message(
    signed_in: TestClient, content: bytes
) -> None:
    for path in ("/api/v1/auth/login", "/api/v1/cart/lines", "/api/v1/admin/categories"):
        response = signed_in.post(path, content=content, headers=JSON_HEADERS)
        body = assert_refusal(response, 422)
        if content:  # an empty body is a missing one: the fields' own messages
            assert body["message"] == NOT_JSON, (path, body)


@pytest.mark.parametrize(
    "url",
    [
        "/api/v1/orders/ab%00cd",
        "/api/v1/wishlist/%00",
        "/api/v1/admin/products/x%00",
        "/api/v1/admin/users?q=%00",
        "/api/v1/admin/orders?q=asha%00",
        "/api/v1/admin/media?path=product-images/a%00.webp",
        "/api/v1/cart/lines?productId=%00",
        "/api/v1/cart?ignored=%00",
    ],
)
def test_a_nul_in_the_address_is_refused(signed_in: TestClient, url: str) -> None:
    method = "DELETE" if "media" in url or "lines" in url or "wishlist" in url else "GET"
    response = signed_in.request(method, url, headers=SAME_ORIGIN)
    body = assert_refusal(response, 422)
    assert body["message"] == NUL_IN_ADDRESS
    assert_security_headers(response.headers)


def test_an_image_over_the_json_limit_still_uploads(signed_in: TestClient) -> None:
    buffer = io.BytesIO()
    noise = Image.frombytes("RGB", (700, 700), os.urandom(700 * 700 * 3))
    noise.save(buffer, "PNG")
    photo = buffer.getvalue()
    assert JSON_BODY_LIMIT < len(photo) < 10 * 1024 * 1024

    response = images.upload(signed_in, photo, "loom.png")
    assert response.status_code == 201, response.text
