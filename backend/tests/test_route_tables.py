"""The test suite builds each route once per process and shares it between the apps its tests
make (tests/route_tables.py). That is only sound while a built route keeps nothing of the app it
was first built for: each app must still answer from its own settings and database."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fastapi.testclient import TestClient

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database, migrate


def test_apps_made_one_after_another_answer_from_their_own_database(
    app,  # type: ignore[no-untyped-def]
    settings: Settings,
    tmp_path: Path,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    other_url = f"sqlite:///{tmp_path / 'other.db'}"
    migrate(other_url)
    other_database = Database(other_url)
    other_app = create_app(settings.model_copy(update={"database_url": other_url}), other_database)
    user = make_user(name="Meera Rao")
    try:
        with TestClient(app) as first, TestClient(other_app) as second:
            token = login_as(first, user)
            second.cookies.set(COOKIE_NAME, token)
            assert first.get("/api/v1/auth/me").json()["name"] == "Meera Rao"
            # The same session token means nothing to the other shop's database.
            assert second.get("/api/v1/auth/me").status_code == 401
    finally:
        other_database.dispose()
