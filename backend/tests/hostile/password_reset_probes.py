"""Probes for the account's own text fields (issue 14), for test_text_fields.py. The forgot- and
reset-password fields and the login code (issue 29) store nothing they are sent (a token is looked
up by its hash, an address only counts a request): 'METHOD /path body field' -> send. The account
page's fields: -> (send, read_back[, expect])."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from httpx import Response
from sqlalchemy import select

from khadi.accounts.models import User
from tests.hostile.support import send_json

Send = Callable[[Any, str], Response]
RESET_FORM = {"token": "t0ken", "password": "abcdef1", "confirmPassword": "abcdef1"}


def _forgot(shop: Any, value: str) -> Response:
    return send_json(
        shop.client, "POST", "/api/v1/auth/forgot-password", {"email": value + "@k.in"}
    )


def _reset(field: str) -> Send:
    def send(shop: Any, value: str) -> Response:
        body = {**RESET_FORM, field: value}
        return send_json(shop.client, "POST", "/api/v1/auth/reset-password", body)

    return send


def _login_code(shop: Any, value: str) -> Response:
    """Issue 29: a code with a forged challenge cookie; nothing is stored, it is refused."""
    shop.client.cookies.set("khadi_login_code", "forged-challenge", path="/api/v1/auth")
    try:
        return send_json(shop.client, "POST", "/api/v1/auth/login/code", {"code": value})
    finally:
        shop.client.cookies.delete("khadi_login_code", path="/api/v1/auth")


RESET_PROBES: dict[str, Send] = {
    "POST /api/v1/auth/forgot-password body email": _forgot,
    "POST /api/v1/auth/login/code body code": _login_code,
    **{
        f"POST /api/v1/auth/reset-password body {name}": _reset(name)
        for name in ("token", "password", "confirmPassword")
    },
}


# --- the signed-in account page ---------------------------------------------------------------

ReadBack = Callable[[Any, Response, str], Any]


def _send(method: str, path: str, body: Callable[[str], dict[str, str]]) -> Send:
    return lambda shop, value: send_json(shop.client, method, path, body(value))


def _field(name: str) -> ReadBack:
    return lambda _shop, response, _value: response.json()[name]


def _own_password_kept(shop: Any, _response: Response, value: str) -> str | None:
    """The signed-in user's password after a change: the value when it verifies."""
    shop.db.expire_all()
    email = shop.client.get("/api/v1/account").json()["email"]
    user = shop.db.scalar(select(User).where(User.email == email))
    assert user is not None
    passwords = shop.client.app.state.passwords
    return value if passwords.verify(user.password_hash, value) else None


def _change_password(**fields: str) -> dict[str, str]:
    new = fields.get("newPassword", "khadi-pass-2")
    return {"currentPassword": "khadi-pass-1", "newPassword": new, "confirmPassword": new, **fields}


PASSWORD = "/api/v1/account/password"
ACCOUNT_PROBES: dict[str, tuple[Any, ...]] = {
    "PATCH /api/v1/account body name": (
        _send("PATCH", "/api/v1/account", lambda v: {"name": v}),
        _field("name"),
    ),
    "PATCH /api/v1/account body phone": (
        _send("PATCH", "/api/v1/account", lambda v: {"phone": v}),
        _field("phone"),
    ),
    "POST /api/v1/account/password body currentPassword": (
        _send("POST", PASSWORD, lambda v: _change_password(currentPassword=v)),
    ),
    "POST /api/v1/account/password body newPassword": (
        _send("POST", PASSWORD, lambda v: _change_password(newPassword=v)),
        _own_password_kept,
        str,
    ),
    "POST /api/v1/account/password body confirmPassword": (
        _send("POST", PASSWORD, lambda v: _change_password(confirmPassword=v)),
    ),
}
