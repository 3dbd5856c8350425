"""Issue 29 (4): forgot-password and login do the same work for an address with an account and
one without, so their time does not tell them apart (the times themselves are measured by `make
bench`, BENCH_ONLY=enumeration). Here: the very same SQL statements run on the answer's path."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event, select
from sqlalchemy.orm import Session

from khadi.accounts import password_reset, service
from khadi.accounts.errors import InvalidCredentials
from khadi.accounts.models import User
from khadi.accounts.passwords import Passwords
from khadi.accounts.ratelimit import LoginLimit
from khadi.accounts.sessions import Lifetime
from khadi.config import Settings
from khadi.db import Database
from khadi.mail.models import OutboxMessage

FORGOT = "/api/v1/auth/forgot-password"


@contextmanager
def statements(database: Database) -> Iterator[list[str]]:
    """The SQL text of every statement the engine runs meanwhile (parameters left out)."""
    seen: list[str] = []

    def record(_conn: Any, _cursor: Any, sql: str, *_: Any) -> None:
        seen.append(" ".join(sql.split()))

    event.listen(database.engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(database.engine, "before_cursor_execute", record)


def _count(database: Database, email: str) -> list[str]:
    with statements(database) as seen, database.sessions() as session:
        password_reset.count_request(session, email, limit=3)
    return seen


def test_a_reset_request_is_answered_by_the_same_statements_for_any_address(
    database: Database, make_user: Callable[..., User]
) -> None:
    make_user(email="meera@example.in")

    known = _count(database, "meera@example.in")
    unknown = _count(database, "nobody@example.in")

    assert known and known == unknown
    assert not [sql for sql in known if "users" in sql or "outbox" in sql]


def test_the_link_still_reaches_a_known_address_after_the_answer(
    client: TestClient, make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email="meera@example.in")

    for email in ("meera@example.in", "nobody@example.in"):
        assert client.post(FORGOT, json={"email": email}).status_code == 200

    sent = db_session.scalars(
        select(OutboxMessage.to_address).where(OutboxMessage.kind == "password_reset")
    ).all()
    assert sent == ["meera@example.in"]


def _fail_login(
    database: Database, passwords: Passwords, settings: Settings, email: str
) -> list[str]:
    with (
        statements(database) as seen,
        database.sessions() as session,
        pytest.raises(InvalidCredentials),
    ):
        service.login(
            session,
            passwords,
            email=email,
            password="wrong-password",
            address="203.0.113.7",
            limit=LoginLimit.from_settings(settings),
            lifetime=Lifetime.from_settings(settings),
        )
    return seen


def test_a_failed_login_runs_the_same_statements_and_one_hash_for_any_address(
    database: Database,
    passwords: Passwords,
    settings: Settings,
    make_user: Callable[..., User],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    make_user(email="meera@example.in")
    verified: list[str | None] = []
    check = passwords.verify
    monkeypatch.setattr(
        passwords, "verify", lambda stored, given: verified.append(stored) or check(stored, given)
    )

    known = _fail_login(database, passwords, settings, "meera@example.in")
    unknown = _fail_login(database, passwords, settings, "nobody@example.in")

    assert known == unknown
    assert len(verified) == 2 and verified[1] is None  # the unknown one against the dummy hash
