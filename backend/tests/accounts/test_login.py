"""Login, the session cookie, /auth/me and logout."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User, UserSession
from khadi.accounts.passwords import Passwords
from khadi.accounts.sessions import COOKIE_NAME, hash_token
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from tests.conftest import TEST_PASSWORD

LOGIN = "/api/v1/auth/login"
ME = "/api/v1/auth/me"
LOGOUT = "/api/v1/auth/logout"
MakeUser = Callable[..., User]


def _cookie_attributes(set_cookie: str) -> dict[str, str]:
    name_value, *attributes = (part.strip() for part in set_cookie.split(";"))
    parsed = {"": name_value}
    for attribute in attributes:
        key, _, value = attribute.partition("=")
        parsed[key.lower()] = value
    return parsed


def test_login_sets_an_httponly_lax_cookie_and_returns_the_user(
    client: TestClient, make_user: MakeUser, db_session: Session
) -> None:
    user = make_user(email="asha@example.com", name="Asha Shopper")

    response = client.post(LOGIN, json={"email": " Asha@Example.com", "password": TEST_PASSWORD})

    assert response.status_code == 200
    assert response.json() == {
        "uid": user.id,
        "name": "Asha Shopper",
        "email": "asha@example.com",
        "phone": "9876543210",
        "role": "user",
        "language": "en",
    }
    cookie = _cookie_attributes(response.headers["set-cookie"])
    token = cookie[""].removeprefix(f"{COOKIE_NAME}=")
    assert len(token) >= 43  # secrets.token_urlsafe(32)
    assert "httponly" in cookie
    assert cookie["samesite"] == "lax"
    assert cookie["path"] == "/"
    assert cookie["max-age"] == str(14 * 24 * 3600)
    assert "secure" not in cookie  # plain http outside production
    stored = db_session.scalars(select(UserSession)).one()
    assert stored.token_hash == hash_token(token) != token
    assert stored.user_id == user.id


def test_the_cookie_is_secure_in_production(
    settings: Settings, database: Database, make_user: MakeUser
) -> None:
    make_user(email="asha@example.com")
    production = settings.model_copy(update={"env": "production"})
    with TestClient(create_app(production, database)) as client:
        response = client.post(LOGIN, json={"email": "asha@example.com", "password": TEST_PASSWORD})
        assert response.status_code == 200
        assert "secure" in _cookie_attributes(response.headers["set-cookie"])
        cleared = client.post(LOGOUT)
        assert "secure" in _cookie_attributes(cleared.headers["set-cookie"])


@pytest.mark.parametrize(
    ("email", "password"),
    [
        ("asha@example.com", "wrong-password"),
        ("nobody@example.com", TEST_PASSWORD),
        ("", ""),
        ("asha@example.com", "x" * 10_000),
        ("a" * 10_000, TEST_PASSWORD),
    ],
)
def test_every_failure_is_invalid_credentials(
    client: TestClient, make_user: MakeUser, email: str, password: str
) -> None:
    make_user(email="asha@example.com")

    response = client.post(LOGIN, json={"email": email, "password": password})

    assert response.status_code == 401
    assert response.json() == {
        "error": "invalid_credentials",
        "message": "Invalid credentials",
        "fields": {},
        "reason": "accounts.invalid_credentials",
        "params": {},
    }
    assert "set-cookie" not in response.headers


def test_an_unknown_email_costs_a_password_check_too(
    client: TestClient, make_user: MakeUser, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same work whether or not the e-mail exists, so timing does not reveal accounts."""
    make_user(email="asha@example.com")
    passwords: Passwords = client.app.state.passwords  # type: ignore[attr-defined]
    checks: list[str | None] = []
    real_verify = passwords.verify

    def spy(stored_hash: str | None, password: str) -> bool:
        checks.append(stored_hash)
        return real_verify(stored_hash, password)

    monkeypatch.setattr(passwords, "verify", spy)
    client.post(LOGIN, json={"email": "nobody@example.com", "password": "whatever1"})
    client.post(LOGIN, json={"email": "asha@example.com", "password": "whatever1"})

    assert len(checks) == 2
    assert checks[0] is None and checks[1] is not None


def test_me_returns_the_signed_in_user(
    client: TestClient, make_user: MakeUser, login_as: Callable[[TestClient, User], str]
) -> None:
    assert client.get(ME).status_code == 401
    user = make_user(name="Ravi Kumar", email="ravi@example.com", phone="7000000001")
    login_as(client, user)

    response = client.get(ME)

    assert response.status_code == 200
    assert response.json() == {
        "uid": user.id,
        "name": "Ravi Kumar",
        "email": "ravi@example.com",
        "phone": "7000000001",
        "role": "user",
        "language": "en",
    }


def test_guest_gets_please_log_in(client: TestClient) -> None:
    response = client.get(ME)
    assert response.status_code == 401
    assert response.json() == {
        "error": "unauthenticated",
        "message": "Please log in",
        "fields": {},
        "reason": "accounts.please_log_in",
        "params": {},
    }


def test_logout_revokes_the_session(
    client: TestClient, make_user: MakeUser, db_session: Session
) -> None:
    make_user(email="asha@example.com")
    login = client.post(LOGIN, json={"email": "asha@example.com", "password": TEST_PASSWORD})
    token = client.cookies[COOKIE_NAME]
    assert login.status_code == 200
    assert client.get(ME).status_code == 200

    response = client.post(LOGOUT)

    assert response.status_code == 204
    cleared = _cookie_attributes(response.headers["set-cookie"])
    assert cleared[""] in (f"{COOKIE_NAME}=", f'{COOKIE_NAME}=""')
    assert cleared["max-age"] == "0"
    assert db_session.scalars(select(UserSession)).all() == []
    client.cookies.set(COOKIE_NAME, token)  # the old cookie, replayed
    assert client.get(ME).status_code == 401


def test_logout_without_a_session_is_fine(client: TestClient) -> None:
    assert client.post(LOGOUT).status_code == 204
    client.cookies.set(COOKIE_NAME, "not-a-token")
    assert client.post(LOGOUT).status_code == 204


def test_a_made_up_token_is_refused_and_cleared(client: TestClient) -> None:
    client.cookies.set(COOKIE_NAME, "x" * 43)
    response = client.get(ME)
    assert response.status_code == 401
    assert _cookie_attributes(response.headers["set-cookie"])["max-age"] == "0"


def test_login_rehashes_when_the_cost_changed(
    settings: Settings, database: Database, make_user: MakeUser, db_session: Session
) -> None:
    user = make_user(email="asha@example.com")  # hashed at the test cost (t=1, m=8)
    assert "m=8,t=1,p=1" in user.password_hash
    stronger = settings.model_copy(update={"argon2_time_cost": 2, "argon2_memory_kib": 16})
    with TestClient(create_app(stronger, database)) as client:
        response = client.post(LOGIN, json={"email": "asha@example.com", "password": TEST_PASSWORD})
        assert response.status_code == 200

    db_session.expire_all()
    rehashed = db_session.get(User, user.id)
    assert rehashed is not None
    assert "m=16,t=2,p=1" in rehashed.password_hash
    assert Passwords(time_cost=2, memory_kib=16, parallelism=1).verify(
        rehashed.password_hash, TEST_PASSWORD
    )


def test_production_defaults_are_owasp_argon2id() -> None:
    defaults = Settings(_env_file=None)
    assert (defaults.argon2_memory_kib, defaults.argon2_time_cost) == (19456, 2)
    assert defaults.argon2_parallelism == 1
    hashed = Passwords.from_settings(defaults).hash("secret-12")
    assert hashed.startswith("$argon2id$v=19$m=19456,t=2,p=1$")
