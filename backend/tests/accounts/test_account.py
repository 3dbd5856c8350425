"""The signed-in account page's API (issue 14): edit name and phone with sign-up's rules, change
the password (current one required; other sessions signed out, this one kept)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User, UserSession
from khadi.accounts.passwords import Passwords
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from tests.conftest import TEST_PASSWORD

ACCOUNT = "/api/v1/account"
PASSWORD = "/api/v1/account/password"
NEW = "new-pass-42"


def _change(client: TestClient, **body: str) -> Any:
    form = {"currentPassword": TEST_PASSWORD, "newPassword": NEW, "confirmPassword": NEW}
    return client.post(PASSWORD, json={**form, **body})


@pytest.mark.parametrize(
    ("method", "path"), [("GET", ACCOUNT), ("PATCH", ACCOUNT), ("POST", PASSWORD)]
)
def test_a_guest_is_asked_to_log_in(client: TestClient, method: str, path: str) -> None:
    response = client.request(method, path, json={})
    assert response.status_code == 401
    assert response.json()["message"] == "Please log in"


def test_the_account_shows_the_users_own_details(client: TestClient, shopper: User) -> None:
    body = client.get(ACCOUNT).json()
    assert body == {
        "uid": shopper.id,
        "name": "Asha Shopper",
        "email": shopper.email,
        "phone": "9876543210",
        "role": "user",
        "language": "en",
    }


def test_name_and_phone_are_changed_and_read_back(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    response = client.patch(ACCOUNT, json={"name": "  Asha Devi ", "phone": " 7012345678 "})
    assert response.status_code == 200
    assert response.json()["name"] == "Asha Devi"
    assert response.json()["phone"] == "7012345678"
    assert client.get("/api/v1/auth/me").json()["name"] == "Asha Devi"
    stored = db_session.get(User, shopper.id, populate_existing=True)
    assert stored is not None and (stored.name, stored.phone) == ("Asha Devi", "7012345678")


def test_a_field_left_out_is_left_as_it_is(client: TestClient, shopper: User) -> None:
    assert client.patch(ACCOUNT, json={"name": "Asha Devi"}).json()["phone"] == "9876543210"
    # issue 28: written as people do, kept as its ten digits
    assert client.patch(ACCOUNT, json={"phone": "+91 70123-45678"}).json()["phone"] == "7012345678"


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"name": "   "}, "name", "Name is required"),
        ({"name": "x" * 101}, "name", "Name must be at most 100 characters"),
        ({"phone": ""}, "phone", "Phone number is required"),
        ({"phone": "12345"}, "phone", "Please enter a valid phone number"),
        ({"phone": "5876543210"}, "phone", "Please enter a valid phone number"),
    ],
)
def test_details_follow_the_sign_up_rules(
    client: TestClient, shopper: User, body: dict[str, str], field: str, message: str
) -> None:
    response = client.patch(ACCOUNT, json=body)
    assert response.status_code == 422
    assert response.json()["message"] == message
    assert response.json()["fields"] == {field: message}
    assert client.get(ACCOUNT).json()["name"] == "Asha Shopper"


def test_the_role_and_email_cannot_be_changed_here(client: TestClient, shopper: User) -> None:
    body = client.patch(ACCOUNT, json={"role": "admin", "email": "x@khadi.test"}).json()
    assert body["role"] == "user" and body["email"] == shopper.email


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"currentPassword": ""}, "currentPassword", "Current password is required"),
        ({"newPassword": "", "confirmPassword": ""}, "newPassword", "Password is required"),
        (
            {"newPassword": "abc", "confirmPassword": "abc"},
            "newPassword",
            "Password must be at least 6 characters",
        ),
        (
            {"newPassword": "x" * 257, "confirmPassword": "x" * 257},
            "newPassword",
            "Password must be at most 256 characters",
        ),
        ({"confirmPassword": "other-pass"}, "confirmPassword", "Passwords do not match."),
        ({"currentPassword": "wrong-pass"}, "currentPassword", "Current password is incorrect"),
    ],
)
def test_password_rules_and_a_wrong_current_password(
    client: TestClient, shopper: User, body: dict[str, str], field: str, message: str
) -> None:
    response = _change(client, **body)
    assert response.status_code == 422
    assert response.json()["message"] == message
    assert response.json()["fields"] == {field: message}
    # Nothing changed: the old password still logs in.
    login = {"email": shopper.email, "password": TEST_PASSWORD}
    assert TestClient(client.app).post("/api/v1/auth/login", json=login).status_code == 200


def test_a_change_signs_out_every_other_session_and_keeps_this_one(
    client: TestClient,
    app: FastAPI,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
    db_session: Session,
) -> None:
    user, someone_else = make_user(), make_user()
    login_as(client, user)
    phone, laptop, theirs = TestClient(app), TestClient(app), TestClient(app)
    login_as(phone, user)
    login_as(laptop, user)
    login_as(theirs, someone_else)

    response = _change(client)

    assert response.status_code == 200
    assert response.json() == {"otherSessionsEnded": 2}
    assert client.get(ACCOUNT).status_code == 200
    for signed_out in (phone, laptop):
        assert signed_out.get(ACCOUNT).status_code == 401
    assert theirs.get(ACCOUNT).status_code == 200
    sessions = db_session.scalars(select(UserSession).where(UserSession.user_id == user.id))
    assert len(list(sessions)) == 1
    # The new password logs in, the old one no longer does.
    fresh = TestClient(app)
    old = {"email": user.email, "password": TEST_PASSWORD}
    assert fresh.post("/api/v1/auth/login", json=old).status_code == 401
    assert fresh.post("/api/v1/auth/login", json={**old, "password": NEW}).status_code == 200


def test_the_stored_password_is_a_hash(
    client: TestClient, shopper: User, db_session: Session, passwords: Passwords
) -> None:
    assert _change(client).status_code == 200
    stored = db_session.get(User, shopper.id, populate_existing=True)
    assert stored is not None and NEW not in stored.password_hash
    assert passwords.verify(stored.password_hash, NEW)


def test_guessing_the_current_password_is_limited(
    settings: Settings,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    app = create_app(settings.model_copy(update={"login_limit": 3}), database)
    with TestClient(app) as client:
        login_as(client, make_user())
        codes = [_change(client, currentPassword="wrong").status_code for _ in range(3)]
        assert codes == [422, 422, 422]
        refused = _change(client)
        assert refused.status_code == 429
        assert refused.json()["message"].startswith("Too many attempts. Please try again in")
        assert "Retry-After" in refused.headers


def test_the_language_is_saved_and_read_back(client: TestClient, shopper: User) -> None:
    response = client.patch(ACCOUNT, json={"language": "kn"})
    assert response.status_code == 200, response.text
    assert response.json()["language"] == "kn"
    assert client.get(ACCOUNT).json()["language"] == "kn"
    # other fields left as they were; a later name change keeps the language
    assert client.patch(ACCOUNT, json={"name": "Asha"}).json()["language"] == "kn"
    assert client.patch(ACCOUNT, json={"language": "hi"}).json()["language"] == "hi"


@pytest.mark.parametrize("language", ["fr", "", "KN", "kannada"])
def test_an_unknown_language_is_refused(client: TestClient, shopper: User, language: str) -> None:
    response = client.patch(ACCOUNT, json={"language": language})
    assert response.status_code == 422
    assert response.json()["fields"]["language"] == "Choose English, Kannada or Hindi"
    assert client.get(ACCOUNT).json()["language"] == "en"
