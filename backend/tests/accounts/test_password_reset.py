"""Forgot password (issue 14): the answer never says whether an address has an account; the
e-mailed link works once, for 30 minutes; the new password signs every session out and a notice
follows; requests per address are limited for every address alike."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts import password_reset
from khadi.accounts.models import User
from khadi.accounts.passwords import Passwords
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.errors import InvalidInput
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from tests.conftest import TEST_PASSWORD
from tests.waits import run_together

FORGOT = "/api/v1/auth/forgot-password"
RESET = "/api/v1/auth/reset-password"
ANSWER = (
    "If an account uses that e-mail, we have sent it a link to choose a new password. "
    "The link works once, for 30 minutes."
)


def _outbox(db: Session, kind: str) -> list[OutboxMessage]:
    db.expire_all()
    return list(db.scalars(select(OutboxMessage).where(OutboxMessage.kind == kind)))


def _token(message: OutboxMessage) -> str:
    found = re.search(r"/reset-password\?token=([\w-]+)", message.text_body)
    assert found, message.text_body
    return found.group(1)


def test_the_answer_is_the_same_for_a_known_and_an_unknown_address(
    client: TestClient, make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email="meera@example.in", name="Meera Rao")
    known = client.post(FORGOT, json={"email": " Meera@Example.in "})
    unknown = client.post(FORGOT, json={"email": "nobody@example.in"})
    assert (known.status_code, known.json()) == (unknown.status_code, unknown.json())
    # issue 28: coded, so a Kannada shopper reads it in Kannada
    assert known.json() == {
        "message": ANSWER,
        "reason": "accounts.reset_link_sent",
        "params": {"minutes": 30},
    }

    sent = _outbox(db_session, "password_reset")
    assert [m.to_address for m in sent] == ["meera@example.in"]
    assert sent[0].subject == "Reset your Khadi Store password"
    assert "Hello Meera Rao" in sent[0].text_body
    assert "{{site_url}}/reset-password?token=" in sent[0].text_body  # filled in when sent
    assert sent[0].sensitive


def test_a_link_sets_a_new_password_once_and_signs_every_session_out(
    client: TestClient,
    app: object,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
    db_session: Session,
) -> None:
    user = make_user(email="asha@example.in")
    with TestClient(app) as other_device:  # type: ignore[arg-type]
        login_as(other_device, user)
        assert other_device.get("/api/v1/auth/me").status_code == 200
        client.post(FORGOT, json={"email": "asha@example.in"})
        token = _token(_outbox(db_session, "password_reset")[0])

        body = {"token": token, "password": "new-secret-9", "confirmPassword": "new-secret-9"}
        done = client.post(RESET, json=body)
        assert done.status_code == 200
        assert done.json() == {
            "message": "Your password was changed. Please log in with the new one.",
            "reason": "accounts.password_changed",  # issue 28: worded by the client
            "params": {},
        }
        assert other_device.get("/api/v1/auth/me").status_code == 401

    again = client.post(RESET, json={**body, "password": "other-9", "confirmPassword": "other-9"})
    assert again.status_code == 422
    assert (
        again.json()["message"] == "This link has expired or was already used. Ask for a new one."
    )

    login = client.post(
        "/api/v1/auth/login", json={"email": "asha@example.in", "password": "new-secret-9"}
    )
    assert login.status_code == 200
    old = client.post(
        "/api/v1/auth/login", json={"email": "asha@example.in", "password": TEST_PASSWORD}
    )
    assert old.status_code == 401
    notices = _outbox(db_session, "password_changed")
    assert [n.to_address for n in notices] == ["asha@example.in"]


def test_the_new_password_follows_the_sign_up_rules(
    client: TestClient, make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email="ravi@example.in")
    client.post(FORGOT, json={"email": "ravi@example.in"})
    token = _token(_outbox(db_session, "password_reset")[0])
    short = client.post(RESET, json={"token": token, "password": "abc", "confirmPassword": "abc"})
    assert short.json()["fields"] == {"password": "Password must be at least 6 characters"}
    differ = client.post(
        RESET, json={"token": token, "password": "abcdef1", "confirmPassword": "abcdef2"}
    )
    assert differ.json()["fields"] == {"confirmPassword": "Passwords do not match."}
    # A refused form does not spend the link.
    ok = client.post(
        RESET, json={"token": token, "password": "abcdef1", "confirmPassword": "abcdef1"}
    )
    assert ok.status_code == 200


def test_a_link_expires_after_30_minutes(
    database: Database, passwords: Passwords, make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email="kavya@example.in")
    start = utcnow()
    with database.sessions() as session:
        password_reset.request_reset(
            session, "kavya@example.in", limit=3, valid_minutes=30, now=start
        )
    token = _token(_outbox(db_session, "password_reset")[0])
    with database.sessions() as session, pytest.raises(InvalidInput) as refused:
        password_reset.reset_password(
            session, passwords, token, "abcdef1", "abcdef1", now=start + timedelta(minutes=31)
        )
    assert refused.value.message == password_reset.LINK_INVALID


def test_two_uses_of_one_link_at_once_change_the_password_once(
    database: Database, passwords: Passwords, make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email="imran@example.in")
    with database.sessions() as session:
        password_reset.request_reset(session, "imran@example.in", limit=3, valid_minutes=30)
    token = _token(_outbox(db_session, "password_reset")[0])

    def use(password: str) -> Callable[[], str]:
        def call() -> str:
            with database.sessions() as session:
                return password_reset.reset_password(session, passwords, token, password, password)

        return call

    results = run_together([use(f"racer-{n}-secret") for n in range(6)])
    assert sum(isinstance(r, str) for r in results) == 1
    assert all(isinstance(r, InvalidInput) for r in results if not isinstance(r, str))
    assert len(_outbox(db_session, "password_changed")) == 1


def test_requests_per_address_are_limited_alike_for_known_and_unknown(
    settings: Settings, database: Database, make_user: Callable[..., User]
) -> None:
    make_user(email="lakshmi@example.in")
    limited = settings.model_copy(update={"password_resets_per_hour": 2})
    with TestClient(create_app(limited, database)) as client:
        for email in ("lakshmi@example.in", "ghost@example.in"):
            answers = [client.post(FORGOT, json={"email": email}).status_code for _ in range(3)]
            assert answers == [200, 200, 429], email
            refused = client.post(FORGOT, json={"email": email})
            assert refused.json()["message"].startswith("Too many attempts. Please try again in")
            assert int(refused.headers["Retry-After"]) > 0


def test_racing_requests_stay_within_the_limit(
    database: Database, make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email="ganesh@example.in")

    def ask() -> str:
        with database.sessions() as session:
            return password_reset.request_reset(
                session, "ganesh@example.in", limit=3, valid_minutes=30
            )

    results = run_together([ask] * 8)
    assert sum(isinstance(r, str) for r in results) == 3
    assert len(_outbox(db_session, "password_reset")) == 3
