"""Failed logins: 10 per 15 minutes per account and per client address, kept in the database. An
address over the limit is refused; an account over it asks for a code (test_login_codes.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import LoginFailure, User
from khadi.accounts.ratelimit import wait_message
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import as_utc
from tests.conftest import TEST_PASSWORD

LOGIN = "/api/v1/auth/login"
BLOCKED = "Too many failed login attempts. Please try again in 15 minutes."


@pytest.fixture
def client_at(app: FastAPI) -> Iterator[Callable[[str], TestClient]]:
    """A client calling from a given address (request.client.host)."""
    clients: list[TestClient] = []

    def _make(address: str) -> TestClient:
        client = TestClient(app, client=(address, 50000))
        client.__enter__()
        clients.append(client)
        return client

    yield _make
    for client in clients:
        client.__exit__(None, None, None)


def _login(client: TestClient, email: str, password: str = "wrong-pass") -> tuple[int, str]:
    response = client.post(LOGIN, json={"email": email, "password": password})
    return response.status_code, response.json().get("message", "")


def _fail(client: TestClient, email: str, times: int) -> None:
    for _ in range(times):
        assert _login(client, email) == (401, "Invalid credentials")


def _age_failures(db_session: Session, by: timedelta) -> None:
    """Move every failure `by` into the past (date arithmetic in Python: SQLite has none)."""
    db_session.expire_all()
    for failure in db_session.scalars(select(LoginFailure)):
        failure.at = as_utc(failure.at) - by
    db_session.commit()


def test_unknown_emails_are_answered_like_accounts_under_attack(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User]
) -> None:
    """Issue 29: an account over its limit asks for a code instead of refusing; an address no
    account has is answered the very same way, so the limit tells nothing of accounts."""
    make_user(email="asha@example.com")
    _fail(client_at("10.0.0.1"), "nobody@example.com", 10)
    _fail(client_at("10.0.0.3"), "asha@example.com", 10)

    unknown = client_at("10.0.0.2").post(
        LOGIN, json={"email": "nobody@example.com", "password": "x"}
    )
    known = client_at("10.0.0.4").post(LOGIN, json={"email": "asha@example.com", "password": "x"})

    assert (unknown.status_code, unknown.json()) == (known.status_code, known.json())
    assert unknown.json()["error"] == "login_code_required"


def test_ten_failures_block_the_address(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User]
) -> None:
    make_user(email="asha@example.com")
    attacker = client_at("203.0.113.9")
    for n in range(10):
        assert _login(attacker, f"guess{n}@example.com")[0] == 401

    assert _login(attacker, "asha@example.com", TEST_PASSWORD) == (429, BLOCKED)
    assert _login(client_at("203.0.113.10"), "asha@example.com", TEST_PASSWORD)[0] == 200


def test_a_success_resets_the_account_count(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User]
) -> None:
    make_user(email="asha@example.com")
    _fail(client_at("10.0.0.1"), "asha@example.com", 9)
    assert _login(client_at("10.0.0.2"), "asha@example.com", TEST_PASSWORD)[0] == 200

    _fail(client_at("10.0.0.3"), "asha@example.com", 9)  # would be 18 without the reset
    assert _login(client_at("10.0.0.3"), "asha@example.com", TEST_PASSWORD)[0] == 200


def test_the_block_lifts_when_the_window_passes(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email="asha@example.com")
    client = client_at("10.0.0.1")
    _fail(client, "asha@example.com", 10)

    _age_failures(db_session, timedelta(minutes=7))
    assert _login(client, "asha@example.com", TEST_PASSWORD) == (
        429,
        "Too many failed login attempts. Please try again in 8 minutes.",
    )
    _age_failures(db_session, timedelta(minutes=7, seconds=30))
    assert _login(client, "asha@example.com", TEST_PASSWORD) == (
        429,
        "Too many failed login attempts. Please try again in 1 minute.",
    )
    _age_failures(db_session, timedelta(seconds=31))
    assert _login(client, "asha@example.com", TEST_PASSWORD)[0] == 200


def test_expired_failures_are_forgotten(
    client_at: Callable[[str], TestClient], db_session: Session
) -> None:
    client = client_at("10.0.0.1")
    _fail(client, "nobody@example.com", 3)
    _age_failures(db_session, timedelta(minutes=16))
    _fail(client, "nobody@example.com", 1)
    assert db_session.query(LoginFailure).count() == 2  # this failure's account + address rows


def test_the_limit_holds_across_app_instances(
    settings: Settings, database: Database, make_user: Callable[..., User]
) -> None:
    make_user(email="asha@example.com")
    with (
        TestClient(create_app(settings, database)) as first,
        TestClient(create_app(settings, database)) as second,
    ):
        _fail(first, "asha@example.com", 5)
        _fail(second, "asha@example.com", 5)
        assert _login(first, "asha@example.com", TEST_PASSWORD) == (429, BLOCKED)
        assert _login(second, "asha@example.com", TEST_PASSWORD) == (429, BLOCKED)


def test_limit_and_window_come_from_settings(
    settings: Settings, database: Database, make_user: Callable[..., User]
) -> None:
    strict = settings.model_copy(update={"login_limit": 3, "login_window_minutes": 60})
    with TestClient(create_app(strict, database)) as client:
        _fail(client, "nobody@example.com", 3)
        assert _login(client, "nobody@example.com") == (
            429,
            "Too many failed login attempts. Please try again in 60 minutes.",
        )


def test_wait_message_rounds_up_to_whole_minutes() -> None:
    assert wait_message(timedelta(minutes=15)).endswith("in 15 minutes.")
    assert wait_message(timedelta(minutes=14, seconds=1)).endswith("in 15 minutes.")
    assert wait_message(timedelta(seconds=1)).endswith("in 1 minute.")
