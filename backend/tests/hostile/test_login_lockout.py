"""Issue 29 (3), the attack as it was run: wrong passwords for the admin's e-mail from ever new
addresses (through the trusted proxy, so each counts as its own address), again and again. The
owner, with the right password from a new address, is never refused: they are asked for the
e-mailed code and get in with it."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.mail.models import OutboxMessage
from tests.conftest import TEST_PASSWORD

LOGIN = "/api/v1/auth/login"
ADMIN = "owner@khadi.test"


@pytest.fixture
def client_at(app: FastAPI) -> Iterator[Callable[[str], TestClient]]:
    clients: list[TestClient] = []

    def _make(address: str) -> TestClient:
        client = TestClient(app, client=(address, 50000))
        client.__enter__()
        clients.append(client)
        return client

    yield _make
    for client in clients:
        client.__exit__(None, None, None)


def test_wrong_passwords_from_many_addresses_never_lock_the_owner_out(
    client_at: Callable[[str], TestClient], make_user: Callable[..., User], db_session: Session
) -> None:
    make_user(email=ADMIN, role="admin")
    for wave in range(3):  # the attack goes on; the owner comes back each time
        for n in range(12):
            attacker = client_at(f"198.51.{wave}.{n + 1}")
            attacker.post(LOGIN, json={"email": ADMIN, "password": f"guess-{wave}-{n}"})
        owner = client_at(f"203.0.113.{wave + 1}")

        asked = owner.post(LOGIN, json={"email": ADMIN, "password": TEST_PASSWORD})

        assert asked.status_code != 429
        assert asked.json()["error"] == "login_code_required"
        db_session.expire_all()
        mail = db_session.scalars(
            select(OutboxMessage)
            .where(OutboxMessage.kind == "login_code")
            .order_by(OutboxMessage.created_at.desc())
        ).first()
        assert mail is not None
        found = re.search(r"^(\d{6})$", mail.text_body, re.MULTILINE)
        assert found
        assert owner.post(f"{LOGIN}/code", json={"code": found.group(1)}).status_code == 200
        assert owner.get("/api/v1/auth/me").json()["role"] == "admin"
