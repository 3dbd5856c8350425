"""Sliding expiry and expired sessions, by moving the stored timestamps."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy import update
from sqlalchemy.orm import Session

from khadi.accounts.models import User, UserSession
from khadi.accounts.sessions import COOKIE_NAME, hash_token
from khadi.kit.time import as_utc, utcnow

ME = "/api/v1/auth/me"
LoginAs = Callable[[TestClient, User], str]


def _stored(db_session: Session, token: str) -> UserSession:
    db_session.expire_all()
    stored = db_session.get(UserSession, hash_token(token))
    assert stored is not None
    return stored


def _move(db_session: Session, token: str, *, seen_ago: timedelta, expires_in: timedelta) -> None:
    now = utcnow()
    db_session.execute(
        update(UserSession)
        .where(UserSession.token_hash == hash_token(token))
        .values(last_seen_at=now - seen_ago, expires_at=now + expires_in)
    )
    db_session.commit()


def test_requests_within_a_day_do_not_write(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs, db_session: Session
) -> None:
    token = login_as(client, make_user())
    _move(db_session, token, seen_ago=timedelta(hours=23), expires_in=timedelta(days=13, hours=1))
    before = _stored(db_session, token)

    response = client.get(ME)

    assert response.status_code == 200
    assert "set-cookie" not in response.headers
    after = _stored(db_session, token)
    assert after.expires_at == before.expires_at
    assert after.last_seen_at == before.last_seen_at


def test_expiry_slides_after_a_day_and_the_cookie_is_resent(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs, db_session: Session
) -> None:
    token = login_as(client, make_user())
    _move(db_session, token, seen_ago=timedelta(days=2), expires_in=timedelta(days=1))

    response = client.get(ME)

    assert response.status_code == 200
    assert response.headers["set-cookie"].startswith(f"{COOKIE_NAME}={token};")
    assert f"Max-Age={14 * 24 * 3600}" in response.headers["set-cookie"]
    stored = _stored(db_session, token)
    now = utcnow()
    assert abs(as_utc(stored.expires_at) - (now + timedelta(days=14))) < timedelta(minutes=1)
    assert abs(as_utc(stored.last_seen_at) - now) < timedelta(minutes=1)


def test_an_expired_session_is_refused(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs, db_session: Session
) -> None:
    token = login_as(client, make_user())
    _move(db_session, token, seen_ago=timedelta(days=15), expires_in=-timedelta(seconds=1))

    response = client.get(ME)

    assert response.status_code == 401
    assert response.json()["message"] == "Please log in"
    assert "Max-Age=0" in response.headers["set-cookie"]


def test_sessions_end_with_their_user(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs, db_session: Session
) -> None:
    user = make_user()
    login_as(client, user)
    db_session.delete(db_session.get(User, user.id))
    db_session.commit()
    assert client.get(ME).status_code == 401
    assert db_session.query(UserSession).count() == 0
