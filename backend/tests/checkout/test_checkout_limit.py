"""New checkouts per user are limited (issue 14): each new Idempotency-Key opens a provider order,
so a script cannot open thousands. Kept in the database: exact under concurrent requests and
across two app instances on one PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import httpx
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.orders.models import Order
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, new_key, start_checkout
from tests.waits import TIMEOUT, run_together


def _orders(database: Database) -> list[Order]:
    with database.sessions() as session:
        return list(session.scalars(select(Order)))


def test_the_limit_refuses_new_keys_with_a_message_but_not_a_repeated_key(
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
) -> None:
    app = create_app(
        settings.model_copy(update={"checkout_limit": 2, "checkout_window_minutes": 10}), database
    )
    shirt = make_product(db_session)
    with TestClient(app) as client:
        login_as(client, make_user())
        add_line(client, shirt.id, 1, **SHIRT_M)
        first = new_key()
        assert start_checkout(client, first).status_code == 200
        assert start_checkout(client, first).status_code == 200  # a double click: not counted
        assert start_checkout(client).status_code == 200
        refused = start_checkout(client)
        assert refused.status_code == 429
        assert refused.json()["message"] == "Too many attempts. Please try again in 10 minutes."
        assert 540 <= int(refused.headers["Retry-After"]) <= 600
        again = start_checkout(client, first)  # the earlier order is still answered
        assert again.status_code == 200
        assert len(_orders(database)) == 2

        other = TestClient(app)
        login_as(other, make_user())
        add_line(other, shirt.id, 1, **SHIRT_M)
        assert start_checkout(other).status_code == 200  # per user


def _checkout(base_url: str, token: str) -> int:
    with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
        client.cookies.set("khadi_session", token)
        return start_checkout(client).status_code


def _race(urls: list[str], database: Database, make_user: Any, login_as: Any, limit: int) -> None:
    user = make_user()
    with database.sessions() as session:
        shirt = make_product(session)
    tokens = []
    for _ in range(3):
        with httpx.Client(base_url=urls[0]) as c:
            tokens.append(login_as(c, user))
    with httpx.Client(base_url=urls[0]) as c:
        c.cookies.set("khadi_session", tokens[0])
        add_line(c, shirt.id, 1, **SHIRT_M)

    calls = [partial(_checkout, urls[i % len(urls)], tokens[i % 3]) for i in range(10)]
    codes = run_together(calls)

    assert sorted(codes) == [200] * limit + [429] * (10 - limit)
    assert len(_orders(database)) == limit


def test_concurrent_checkouts_allow_exactly_the_limit(
    settings: Settings,
    database: Database,
    make_user: Callable[..., User],
    login_as: Any,
    live_server: Callable[[Any], str],
) -> None:
    app = create_app(settings.model_copy(update={"checkout_limit": 4}), database)
    _race([live_server(app)], database, make_user, login_as, 4)


def _checkout_with(base_url: str, token: str, key: str) -> int:
    with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
        client.cookies.set("khadi_session", token)
        return start_checkout(client, key).status_code


def test_concurrent_repeats_of_one_key_count_once(
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
    live_server: Callable[[Any], str],
) -> None:
    """A double click and a second tab at once are one checkout, however they interleave."""
    url = live_server(create_app(settings.model_copy(update={"checkout_limit": 2}), database))
    user = make_user()
    shirt = make_product(db_session)
    with httpx.Client(base_url=url) as c:
        token = login_as(c, user)
        add_line(c, shirt.id, 1, **SHIRT_M)
    for _ in range(2):
        key = new_key()
        codes = run_together([partial(_checkout_with, url, token, key) for _ in range(8)])
        assert codes == [200] * 8
    assert _checkout(url, token) == 429  # a third key
    assert len(_orders(database)) == 2
