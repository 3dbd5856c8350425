"""Issue 29 (4): forgot-password and login do the same work for an address with an account and
one without, so their time does not tell them apart (the times themselves are measured by `make
bench`, BENCH_ONLY=enumeration). Here: the very same SQL statements run on the answer's path."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import event, select
from sqlalchemy.orm import Session

from khadi.accounts import password_reset
from khadi.accounts.models import User
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

    assert known == unknown
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
