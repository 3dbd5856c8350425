"""Two app instances on one PostgreSQL database share the sign-up and checkout limits (issue 14):
attempts spread over both are counted once, exactly, as they would be on one."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from functools import partial
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, start_checkout
from tests.waits import TIMEOUT, run_together

SIGNUP = "/api/v1/auth/signup"


@pytest.fixture
def urls(
    pg_pair: tuple[Database, Database], settings: Settings, live_server: Callable[[Any], str]
) -> list[str]:
    limited = settings.model_copy(
        update={
            "database_url": pg_pair[0].url,
            "event_bus": "memory",
            "signup_limit": 3,
            "checkout_limit": 3,
        }
    )
    return [live_server(create_app(limited, db)) for db in pg_pair]


def _signup(url: str, email: str) -> int:
    form = {"name": "Asha", "phone": "9876543210", "email": email, "password": "khadi-pass-1"}
    with httpx.Client(base_url=url, timeout=TIMEOUT) as client:
        return client.post(SIGNUP, json={**form, "confirmPassword": form["password"]}).status_code


def _checkout(url: str, token: str) -> int:
    with httpx.Client(base_url=url, timeout=TIMEOUT) as client:
        client.cookies.set("khadi_session", token)
        return start_checkout(client).status_code


def test_sign_ups_for_one_email_over_two_instances(urls: list[str]) -> None:
    email = f"two-{uuid.uuid4().hex[:8]}@khadi.test"
    codes = run_together([partial(_signup, urls[i % 2], email) for i in range(8)])
    assert sorted(codes) == [201, 409, 409] + [429] * 5


def test_checkouts_of_one_user_over_two_instances(
    urls: list[str], pg_pair: tuple[Database, Database], settings: Settings
) -> None:
    with pg_pair[0].sessions() as session:
        user = User(
            name="Asha", email="two-limit@khadi.test", phone="9876543210", password_hash="x"
        )
        session.add(user)
        session.commit()
        shirt = make_product(session)
        token = start_session(session, user.id, Lifetime.from_settings(settings), utcnow())
        session.commit()
    with httpx.Client(base_url=urls[0]) as client:
        client.cookies.set("khadi_session", token)
        add_line(client, shirt.id, 1, **SHIRT_M)

    codes = run_together([partial(_checkout, urls[i % 2], token) for i in range(8)])

    assert sorted(codes) == [200] * 3 + [429] * 5
    with pg_pair[1].sessions() as session:
        assert len(list(session.scalars(select(Order)))) == 3
