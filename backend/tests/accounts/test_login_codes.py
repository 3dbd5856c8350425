"""Issue 29 (3): anyone could lock the owner out — ten wrong passwords for the admin's e-mail from
ten addresses made the right password from a new address answer 429 for 15 minutes. Now the
account is not locked: the right password's holder is asked for a one-time code sent by e-mail,
a wrong password gets the very same answer (and no code), and the shop is alerted once."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import timedelta

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from khadi.accounts import login_codes
from khadi.accounts.errors import LoginCodeRefused
from khadi.accounts.models import LoginCode, User, UserSession
from khadi.accounts.ratelimit import LoginLimit
from khadi.accounts.sessions import COOKIE_NAME, Lifetime
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.envelope import SHOP_ALERTS
from khadi.mail.models import OutboxMessage
from tests.conftest import TEST_PASSWORD
from tests.waits import run_together

LOGIN = "/api/v1/auth/login"
CODE = "/api/v1/auth/login/code"
OWNER = "owner@example.in"


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


def _attack(client_at: Callable[[str], TestClient], email: str = OWNER) -> None:
    """Ten wrong passwords from ten addresses (the issue's attack)."""
    for n in range(10):
        response = client_at(f"198.51.100.{n + 1}").post(
            LOGIN, json={"email": email, "password": f"guess-{n}"}
        )
        assert response.status_code == 401


def _mails(db: Session, kind: str) -> list[OutboxMessage]:
    db.expire_all()
    return list(db.scalars(select(OutboxMessage).where(OutboxMessage.kind == kind)))


def _code(message: OutboxMessage) -> str:
    found = re.search(r"^(\d{6})$", message.text_body, re.MULTILINE)
    assert found, message.text_body
    return found.group(1)


def test_the_owner_under_attack_logs_in_with_a_code_from_a_new_address(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email=OWNER, name="Shop Owner", role="admin")
    _attack(client_at)
    owner = client_at("203.0.113.50")

    asked = owner.post(LOGIN, json={"email": OWNER, "password": TEST_PASSWORD})

    assert asked.status_code == 401  # not 429: the owner is not locked out
    assert asked.json()["error"] == "login_code_required"
    assert asked.json()["reason"] == "accounts.login_code_sent"
    assert COOKIE_NAME not in asked.cookies  # no session yet
    [mail] = _mails(db_session, "login_code")
    assert mail.to_address == OWNER and mail.sensitive
    me = owner.post(CODE, json={"code": _code(mail)})
    assert me.status_code == 200, me.text
    assert me.json()["email"] == OWNER
    assert owner.get("/api/v1/auth/me").json()["role"] == "admin"

    again = owner.post(CODE, json={"code": _code(mail)})  # single use
    assert (again.status_code, again.json()["reason"]) == (401, "accounts.login_code_refused")


def test_a_wrong_password_gets_the_same_answer_and_no_code(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email=OWNER)
    _attack(client_at)

    right = client_at("203.0.113.50").post(LOGIN, json={"email": OWNER, "password": TEST_PASSWORD})
    attacker = client_at("203.0.113.66")
    wrong = attacker.post(LOGIN, json={"email": OWNER, "password": "guess-11"})

    assert (wrong.status_code, wrong.json()) == (right.status_code, right.json())
    assert login_codes.COOKIE in wrong.cookies  # a challenge like any other…
    assert len(_mails(db_session, "login_code")) == 1  # …but only the right password got a code
    refused = attacker.post(CODE, json={"code": "000000"})
    assert (refused.status_code, refused.json()["reason"]) == (401, "accounts.login_code_refused")


def test_an_attack_across_the_clock_s_window_boundary_alerts_once(db_session: Session) -> None:
    # A clean-clone run alerted twice: the attack's logins fell either side of a 15-minute boundary.
    limit = LoginLimit(10, timedelta(minutes=15))
    start = utcnow()

    first = login_codes.alert_shop(db_session, OWNER, limit, start)
    later_in_window = login_codes.alert_shop(
        db_session, OWNER, limit, start + limit.window - timedelta(seconds=1)
    )
    next_window = login_codes.alert_shop(
        db_session, OWNER, limit, start + limit.window + timedelta(seconds=1)
    )

    assert (first, later_in_window, next_window) == (True, False, True)
    assert len(_mails(db_session, "login_attack_alert")) == 2


def test_the_shop_is_alerted_once_per_window(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email=OWNER)
    _attack(client_at)
    for n in range(4):
        client_at(f"192.0.2.{n + 1}").post(LOGIN, json={"email": OWNER, "password": "guess"})

    [alert] = _mails(db_session, "login_attack_alert")
    assert alert.to_address == SHOP_ALERTS
    assert OWNER in alert.subject


def test_a_code_takes_five_tries_and_expires(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email=OWNER)
    _attack(client_at)
    owner = client_at("203.0.113.50")
    owner.post(LOGIN, json={"email": OWNER, "password": TEST_PASSWORD})
    code = _code(_mails(db_session, "login_code")[0])
    wrong = f"{(int(code) + 1) % 10**6:06d}"

    for _ in range(login_codes.TRIES):
        assert owner.post(CODE, json={"code": wrong}).status_code == 401
    assert owner.post(CODE, json={"code": code}).status_code == 401  # tries used up

    other = client_at("203.0.113.51")
    other.post(LOGIN, json={"email": OWNER, "password": TEST_PASSWORD})
    fresh = _code(_mails(db_session, "login_code")[-1])
    db_session.execute(update(LoginCode).values(expires_at=utcnow() - timedelta(seconds=1)))
    db_session.commit()
    assert other.post(CODE, json={"code": fresh}).status_code == 401


def test_neither_the_challenge_nor_the_code_is_stored(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email=OWNER)
    _attack(client_at)
    owner = client_at("203.0.113.50")
    challenge = owner.post(LOGIN, json={"email": OWNER, "password": TEST_PASSWORD}).cookies[
        login_codes.COOKIE
    ]
    code = _code(_mails(db_session, "login_code")[0])

    [row] = db_session.scalars(select(LoginCode)).all()
    assert challenge not in (row.id, row.code_hash)
    assert code not in row.code_hash


def test_the_same_code_sent_at_once_logs_in_exactly_once(
    settings: Settings, database: Database, make_user: Callable[..., User]
) -> None:
    user = make_user(email=OWNER)
    challenge = login_codes.new_challenge()
    with database.sessions() as session:
        code = login_codes.send_code(session, user.id, challenge)
    limit, lifetime = LoginLimit.from_settings(settings), Lifetime.from_settings(settings)

    def submit() -> str:
        with database.sessions() as session:
            _, token = login_codes.redeem(
                session, challenge, code, address="203.0.113.50", limit=limit, lifetime=lifetime
            )
            return token

    results = run_together([submit] * 8)

    assert sum(isinstance(r, str) for r in results) == 1, results
    assert all(isinstance(r, LoginCodeRefused) for r in results if not isinstance(r, str))
    with database.sessions() as session:
        assert len(session.scalars(select(UserSession)).all()) == 1
