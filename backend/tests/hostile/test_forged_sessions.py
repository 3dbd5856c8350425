"""Forged and dead session cookies get a guest's answer (401 'Please log in', and the cookie is
cleared) everywhere: on reads, on changes and on admin routes — never someone's data.

tests/accounts covers the basics on /auth/me: a made-up token (test_login), an expired session
and a deleted user's (test_sessions). Here every kind of forgery, including those, meets a read,
a change and an admin route, with an admin as the victim where that is worse.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, update
from sqlalchemy.orm import Session

from khadi.accounts.models import User, UserSession
from khadi.accounts.sessions import COOKIE_NAME, hash_token
from khadi.kit.time import utcnow
from tests.hostile.support import SAME_ORIGIN, assert_refusal

LoginAs = Callable[[TestClient, User], str]
Forge = Callable[[str, Session, User], str]


def _random(_: str, __: Session, ___: User) -> str:
    return secrets.token_urlsafe(32)


def _tampered(token: str, _: Session, __: User) -> str:
    return token[:-1] + ("A" if token[-1] != "A" else "B")


def _truncated(token: str, _: Session, __: User) -> str:
    return token[:-4]


def _extended(token: str, _: Session, __: User) -> str:
    return token + "x"


def _case_changed(token: str, _: Session, __: User) -> str:
    return token.swapcase()


def _stored_hash(token: str, _: Session, __: User) -> str:
    return hash_token(token)  # what a leaked sessions table would give away


def _huge(token: str, _: Session, __: User) -> str:
    return token * 300  # about 13 kB


def _expired(token: str, db: Session, _: User) -> str:
    past = utcnow() - timedelta(seconds=1)
    db.execute(
        update(UserSession)
        .where(UserSession.token_hash == hash_token(token))
        .values(expires_at=past, last_seen_at=past - timedelta(days=1))
    )
    db.commit()
    return token


def _revoked(token: str, db: Session, _: User) -> str:
    db.execute(delete(UserSession).where(UserSession.token_hash == hash_token(token)))
    db.commit()
    return token


def _deleted_user(token: str, db: Session, user: User) -> str:
    db.execute(delete(User).where(User.id == user.id))
    db.commit()
    return token


FORGERIES: list[Forge] = [
    _random,
    _tampered,
    _truncated,
    _extended,
    _case_changed,
    _stored_hash,
    _huge,
    _expired,
    _revoked,
    _deleted_user,
]
REQUESTS = [
    ("GET", "/api/v1/auth/me"),
    ("GET", "/api/v1/orders"),
    ("POST", "/api/v1/cart/lines"),
    ("POST", "/api/v1/checkout"),
    ("GET", "/api/v1/admin/users"),
    ("DELETE", "/api/v1/admin/products/any-product"),
]


@pytest.mark.parametrize("forge", FORGERIES, ids=lambda forge: forge.__name__.strip("_"))
def test_a_forged_or_dead_session_is_a_guest(
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: LoginAs,
    forge: Forge,
) -> None:
    admin = make_user(role="admin")
    token = login_as(client, admin)
    assert client.get("/api/v1/admin/users").status_code == 200  # the real one works

    client.cookies.set(COOKIE_NAME, forge(token, db_session, admin))
    for method, path in REQUESTS:
        response = client.request(method, path, json={}, headers=SAME_ORIGIN)
        body = assert_refusal(response, 401)
        assert body["message"] == "Please log in", (method, path)
        assert admin.email not in response.text
        assert response.headers["set-cookie"].startswith(f"{COOKIE_NAME}=")
        assert "Max-Age=0" in response.headers["set-cookie"], "the dead cookie is cleared"


@pytest.mark.parametrize(
    "cookie",
    [
        f"{COOKIE_NAME}=",
        f'{COOKIE_NAME}=""',
        f"{COOKIE_NAME}=%00%00",
        f'{COOKIE_NAME}="\\000\\377"',  # a quoted cookie's octal escapes decode to NUL
        f"{COOKIE_NAME}=../../etc/passwd",
        f"{COOKIE_NAME}=a; {COOKIE_NAME}=b",
        f"{COOKIE_NAME}={'é' * 40}",
        "session=admin; role=admin",
    ],
)
def test_malformed_cookie_headers_are_a_guest(client: TestClient, cookie: str) -> None:
    response = client.get("/api/v1/auth/me", headers={"Cookie": cookie.encode()})
    assert assert_refusal(response, 401)["message"] == "Please log in"


def test_logging_out_ends_the_session_for_every_copy_of_the_cookie(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs
) -> None:
    token = login_as(client, make_user())
    assert client.post("/api/v1/auth/logout", headers=SAME_ORIGIN).status_code == 204
    client.cookies.set(COOKIE_NAME, token)  # a copy kept by a thief, replayed
    assert client.get("/api/v1/auth/me").status_code == 401
