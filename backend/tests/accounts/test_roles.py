"""The role comes from the database on every request; nothing a browser sends can raise it."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy import update
from sqlalchemy.orm import Session

from khadi.accounts.models import User

ADMIN_USERS = "/api/v1/admin/users"
LoginAs = Callable[[TestClient, User], str]


def test_a_user_cannot_reach_admin_data_by_any_claim(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs
) -> None:
    user = make_user()
    login_as(client, user)
    browser_user = json.dumps({"uid": user.id, "role": "admin", "email": user.email})
    attempts = [
        {},
        {"headers": {"X-Role": "admin", "X-User-Role": "admin", "Authorization": "Bearer admin"}},
        {"params": {"role": "admin", "admin": "true"}},
        {"cookies": {"user": browser_user, "role": "admin"}},
        {"headers": {"Authorization": "Basic " + base64.b64encode(b"admin:admin").decode()}},
    ]
    for attempt in attempts:
        for name, value in attempt.get("cookies", {}).items():
            client.cookies.set(name, value)
        response = client.get(
            ADMIN_USERS, headers=attempt.get("headers"), params=attempt.get("params")
        )
        assert response.status_code == 403, attempt
        assert response.json() == {
            "error": "admins_only",
            "message": "Admins only",
            "fields": {},
            "reason": "accounts.admins_only",
            "params": {},
        }


def test_the_role_is_read_fresh_from_the_database(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs, db_session: Session
) -> None:
    user = make_user()
    login_as(client, user)
    assert client.get(ADMIN_USERS).status_code == 403

    db_session.execute(update(User).where(User.id == user.id).values(role="admin"))
    db_session.commit()
    assert client.get(ADMIN_USERS).status_code == 200  # same session, new role
    assert client.get("/api/v1/auth/me").json()["role"] == "admin"

    db_session.execute(update(User).where(User.id == user.id).values(role="user"))
    db_session.commit()
    assert client.get(ADMIN_USERS).status_code == 403  # a demotion takes effect at once


def test_guests_get_401_admins_get_in(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs
) -> None:
    response = client.get(ADMIN_USERS)
    assert response.status_code == 401
    assert response.json()["message"] == "Please log in"
    login_as(client, make_user(role="admin"))
    assert client.get(ADMIN_USERS).status_code == 200
