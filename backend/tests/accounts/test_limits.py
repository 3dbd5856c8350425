"""Sign-up limits (issue 14): per e-mail and per client address, kept in the database, exact
under concurrent requests; and the shared `hit` the other limits use."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import timedelta
from functools import partial
from typing import Any

import httpx
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts import limits
from khadi.accounts.models import RateLimitHit, User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from tests.waits import TIMEOUT, run_together

SIGNUP = "/api/v1/auth/signup"
WINDOW = timedelta(minutes=10)


def _form(email: str) -> dict[str, str]:
    return {
        "name": "Asha",
        "phone": "9876543210",
        "email": email,
        "password": "khadi-pass-1",
        "confirmPassword": "khadi-pass-1",
    }


def _email() -> str:
    return f"limit-{uuid.uuid4().hex[:10]}@khadi.test"


def _strict(settings: Settings, **update: int) -> Settings:
    return settings.model_copy(update=update)


def test_hit_allows_the_limit_then_says_how_long_to_wait(db_session: Session) -> None:
    now = utcnow()
    for minute in range(3):
        at = now + timedelta(minutes=minute)
        assert limits.hit(db_session, "test", "k", 3, WINDOW, at) is None
    wait = limits.hit(db_session, "test", "k", 3, WINDOW, now + timedelta(minutes=3))
    assert wait == 7 * 60  # the first attempt leaves the window at minute 10
    # A refused attempt is not counted; another key is not affected.
    assert len(list(db_session.scalars(select(RateLimitHit)))) == 3
    assert limits.hit(db_session, "test", "other", 3, WINDOW, now) is None
    assert limits.hit(db_session, "other-scope", "k", 3, WINDOW, now) is None
    # Once the oldest leaves the window, one more is allowed (and old rows are forgotten).
    assert limits.hit(db_session, "test", "k", 3, WINDOW, now + timedelta(minutes=10)) is None
    assert limits.hit(db_session, "test", "k", 3, WINDOW, now + timedelta(minutes=10)) == 60


def test_the_same_attempt_counts_once(db_session: Session) -> None:
    now = utcnow()
    for _ in range(3):
        assert limits.hit(db_session, "test", "k", 2, WINDOW, now, attempt="key-1") is None
    assert limits.hit(db_session, "test", "k", 2, WINDOW, now, attempt="key-2") is None
    assert limits.hit(db_session, "test", "k", 2, WINDOW, now, attempt="key-3") == 600
    assert limits.hit(db_session, "test", "k", 2, WINDOW, now, attempt="key-1") is None
    assert len(list(db_session.scalars(select(RateLimitHit)))) == 2


def test_the_database_never_holds_the_raw_key(db_session: Session) -> None:
    limits.hit(db_session, "signup-email", "asha@khadi.test", 5, WINDOW)
    stored = db_session.scalars(select(RateLimitHit.key)).one()
    assert "asha" not in stored and len(stored) == 64


def test_sign_ups_per_email_are_limited_with_a_message_and_retry_after(
    settings: Settings, database: Database
) -> None:
    app = create_app(_strict(settings, signup_limit=2, signup_window_minutes=60), database)
    email = _email()
    with TestClient(app) as client:
        assert client.post(SIGNUP, json=_form(email)).status_code == 201
        assert client.post(SIGNUP, json=_form(email)).status_code == 409  # counted too
        refused = client.post(SIGNUP, json=_form(email))
        assert refused.status_code == 429
        assert refused.json()["message"] == "Too many attempts. Please try again in 60 minutes."
        assert refused.json()["error"] == "too_many_requests"
        assert 3540 <= int(refused.headers["Retry-After"]) <= 3600
        # Case and spaces do not make it another address; a different address is fine.
        assert client.post(SIGNUP, json=_form(f" {email.upper()} ")).status_code == 429
        assert client.post(SIGNUP, json=_form(_email())).status_code == 201


def test_an_invalid_form_is_not_counted(settings: Settings, database: Database) -> None:
    app = create_app(_strict(settings, signup_limit=1), database)
    email = _email()
    with TestClient(app) as client:
        for _ in range(3):
            bad = {**_form(email), "confirmPassword": "other"}
            assert client.post(SIGNUP, json=bad).status_code == 422
        assert client.post(SIGNUP, json=_form(email)).status_code == 201


def test_sign_ups_per_client_address_are_limited(settings: Settings, database: Database) -> None:
    app = create_app(_strict(settings, signup_address_limit=2), database)
    with TestClient(app, client=("203.0.113.7", 5000)) as one:
        assert [one.post(SIGNUP, json=_form(_email())).status_code for _ in range(3)] == [
            201,
            201,
            429,
        ]
    with TestClient(app, client=("203.0.113.8", 5000)) as other:
        assert other.post(SIGNUP, json=_form(_email())).status_code == 201


def _signup(base_url: str, email: str) -> int:
    with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
        return client.post(SIGNUP, json=_form(email)).status_code


def test_concurrent_sign_ups_from_one_address_allow_exactly_the_limit(
    settings: Settings, database: Database, live_server: Callable[[Any], str]
) -> None:
    url = live_server(create_app(_strict(settings, signup_address_limit=3), database))
    codes = run_together([partial(_signup, url, _email()) for _ in range(10)])
    assert sorted(codes) == [201] * 3 + [429] * 7
    with database.sessions() as session:
        assert len(list(session.scalars(select(User)))) == 3


def test_concurrent_sign_ups_with_one_email_allow_exactly_the_limit(
    settings: Settings, database: Database, live_server: Callable[[Any], str]
) -> None:
    url = live_server(create_app(_strict(settings, signup_limit=3), database))
    email = _email()
    codes = run_together([partial(_signup, url, email) for _ in range(10)])
    assert sorted(codes) == [201] + [409] * 2 + [429] * 7
