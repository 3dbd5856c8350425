"""`/healthz` says the process is up; `/readyz` that it can serve: database reachable, schema
current. Each on the test run's own database kind (SQLite or PostgreSQL)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database


def _readyz(settings: Settings, url: str) -> tuple[int, dict[str, str], str]:
    database = Database(url)
    try:
        app = create_app(settings.model_copy(update={"database_url": url}), database)
        with TestClient(app) as client:
            response = client.get("/readyz")
    finally:
        database.dispose()
    return response.status_code, response.json(), response.headers["cache-control"]


@pytest.fixture
def unreachable_database_url(database_url: str, tmp_path: Path) -> str:
    if database_url.startswith("postgresql"):
        return database_url.rsplit("/", 1)[0] + "/khadi_no_such_database"
    return f"sqlite:///{tmp_path / 'no-such-folder' / 'khadi.db'}"


def test_ready_on_a_migrated_database(client: TestClient) -> None:
    response = client.get("/readyz")
    assert response.status_code == 200
    assert response.json() == {"status": "ready"}
    assert response.headers["cache-control"] == "no-store"
    assert client.get("/healthz").json() == {"status": "ok"}


def test_not_ready_while_migrations_are_pending(
    settings: Settings, empty_database_url: str
) -> None:
    status, body, cache = _readyz(settings, empty_database_url)
    assert status == 503
    assert body == {"status": "not ready", "reason": "migrations pending"}
    assert cache == "no-store"


def test_not_ready_when_the_database_is_unreachable(
    settings: Settings, unreachable_database_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    status, body, _ = _readyz(settings, unreachable_database_url)
    assert status == 503
    assert body == {"status": "not ready", "reason": "database unreachable"}
    # the cause goes to the log, not to whoever asked
    assert any("readiness: database unreachable" in r.getMessage() for r in caplog.records)


def test_readyz_is_not_in_the_api_document(client: TestClient) -> None:
    assert "/readyz" not in client.get("/api/openapi.json").json()["paths"]
