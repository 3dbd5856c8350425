"""Helpers for the hostile-input suite: requests a same-origin browser would send, raw JSON that
httpx would refuse to encode (lone surrogates), the error envelope, the security headers."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from httpx import Headers, Response

SAME_ORIGIN = {"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin"}
JSON_HEADERS = {**SAME_ORIGIN, "Content-Type": "application/json"}

# What every response of the app carries (khadi.security; tests/test_security.py checks values).
SECURITY_HEADERS = {
    "content-security-policy": "frame-ancestors 'none'",  # a part of the policy
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
}


def send_json(
    client: TestClient,
    method: str,
    path: str,
    body: Any,
    headers: dict[str, str] | None = None,
    **kwargs: Any,
) -> Response:
    """`body` as JSON with every non-ASCII character escaped, so even a lone surrogate ("\\ud800")
    goes out exactly as a hostile client would write it."""
    return client.request(
        method,
        path,
        content=json.dumps(body, ensure_ascii=True).encode(),
        headers={**JSON_HEADERS, **(headers or {})},
        **kwargs,
    )


def assert_refusal(response: Response, status: int | None = None) -> dict[str, Any]:
    """A clear refusal: a 4xx with the app's envelope and a message to show."""
    assert 400 <= response.status_code < 500, (response.status_code, response.text[:300])
    if status is not None:
        assert response.status_code == status, (response.status_code, response.text[:300])
    body: dict[str, Any] = response.json()
    # issue 28: a text with a code also sends its reason (and per field)
    assert set(body) - {"reason", "params", "fieldReasons"} == {"error", "message", "fields"}, body
    assert isinstance(body["message"], str) and body["message"].strip(), body
    return body


def assert_security_headers(headers: Headers) -> None:
    for name, value in SECURITY_HEADERS.items():
        assert value in headers.get(name, ""), (name, headers.get(name))


# the owner of a Scene: secrets that must never show in another user's answers
OWNER_NAME = "Owner Secretname"
OWNER_ADDRESS = "42 Hidden Lane, Srirangapatna"
