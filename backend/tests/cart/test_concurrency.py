"""No lost updates under real concurrency, on SQLite and PostgreSQL (whichever KHADI_TEST_DB runs).

The HTTP tests go through a real uvicorn server, so requests run in its thread pool with their
own database sessions exactly as in production; the service tests give each thread its own
session. A barrier lines the threads up so their writes really overlap.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from decimal import Decimal
from typing import Any

import httpx
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.cart import errors, pricing, service
from khadi.cart.rules import CartRules
from khadi.cart.schemas import CartLineIn, CartLineKey
from khadi.config import Settings
from khadi.db import Database
from khadi.media.storage import LocalMediaStore
from tests.factories import make_fabric, make_product
from tests.waits import TIMEOUT, run_together

SHIRT_M = {"size": "M", "type": "Half Sleeve"}


def _sessions_of(user: User, base_url: str, login_as: Any, count: int) -> list[str]:
    """`count` separate signed-in sessions (cookies) of the same user."""
    tokens = []
    for _ in range(count):
        with httpx.Client(base_url=base_url) as client:
            tokens.append(login_as(client, user))
    return tokens


def _adder(base_url: str, token: str, body: dict[str, Any]) -> Callable[[], httpx.Response]:
    def add() -> httpx.Response:
        with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", token)
            return client.post("/api/v1/cart/lines", json=body)

    return add


def _quantities(base_url: str, token: str) -> list[Any]:
    with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
        client.cookies.set("khadi_session", token)
        return [line["quantity"] for line in client.get("/api/v1/cart").json()["lines"]]


def test_two_sessions_adding_25_times_each_end_at_exactly_the_sum(
    settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
    live_server: Callable[[Any], str],
) -> None:
    base_url = live_server(
        create_app(settings.model_copy(update={"cart_max_units": 100}), database)
    )
    shirt = make_product(db_session)
    tokens = _sessions_of(make_user(), base_url, login_as, 2)
    body = {"productId": shirt.id, "quantity": 1, **SHIRT_M}

    responses = run_together([_adder(base_url, tokens[i % 2], body) for i in range(50)])

    assert [getattr(r, "status_code", r) for r in responses] == [200] * 50
    assert _quantities(base_url, tokens[0]) == [50]


def test_concurrent_fabric_adds_keep_every_quarter_metre(
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
    live_url: str,
) -> None:
    base_url = live_url
    fabric = make_fabric(db_session)
    tokens = _sessions_of(make_user(), base_url, login_as, 2)
    body = {"productId": fabric.id, "quantity": 1.25}

    responses = run_together([_adder(base_url, tokens[i % 2], body) for i in range(20)])

    assert [getattr(r, "status_code", r) for r in responses] == [200] * 20
    assert _quantities(base_url, tokens[1]) == [25]


def test_concurrent_adds_stop_exactly_at_the_limit(
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
    live_url: str,
) -> None:
    base_url = live_url  # at most 10 per line
    shirt = make_product(db_session)
    tokens = _sessions_of(make_user(), base_url, login_as, 2)
    body = {"productId": shirt.id, "quantity": 1, **SHIRT_M}

    responses = run_together([_adder(base_url, tokens[i % 2], body) for i in range(50)])

    statuses = Counter(getattr(r, "status_code", r) for r in responses)
    assert statuses == {200: 10, 422: 40}
    refused = [r.json()["message"] for r in responses if r.status_code == 422]
    assert set(refused) == {"You can buy at most 10 of this item"}
    assert _quantities(base_url, tokens[0]) == [10]


# --- service level: separate sessions in separate threads -----------------------------------

RULES = CartRules(max_units=100, tax_percent=Decimal(10), discount_percent=Decimal(5))


def _in_own_session(database: Database, work: Callable[[Session], Any]) -> Callable[[], Any]:
    def call() -> Any:
        with database.sessions() as session:
            return work(session)

    return call


def _outcome(result: Any) -> str:
    if isinstance(result, Exception):
        return f"{type(result).__name__}: {result}"
    return str(result.message)


def test_concurrent_decrements_remove_the_line_exactly_once(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    media_store: LocalMediaStore,
) -> None:
    store = media_store
    user = make_user()
    shirt = make_product(db_session)
    key = CartLineKey(product_id=shirt.id, **SHIRT_M)
    with database.sessions() as session:
        item = CartLineIn(product_id=shirt.id, quantity=10, **SHIRT_M)
        service.add_line(session, store, user.id, item, RULES)

    def decrement(session: Session) -> Any:
        return service.decrement_line(session, store, user.id, key, RULES)

    results = run_together([_in_own_session(database, decrement) for _ in range(20)])

    assert Counter(_outcome(r) for r in results) == {
        errors.QUANTITY_DECREASED: 9,
        errors.ITEM_REMOVED: 1,
        f"NotInCart: {errors.NOT_IN_CART}": 10,
    }
    with database.sessions() as session:
        assert pricing.get_cart(session, store, user.id, RULES).lines == []


def test_concurrent_increments_and_decrements_cancel_out(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    media_store: LocalMediaStore,
) -> None:
    store = media_store
    user = make_user()
    fabric = make_fabric(db_session)
    key = CartLineKey(product_id=fabric.id)
    with database.sessions() as session:
        item = CartLineIn(product_id=fabric.id, quantity=10)
        service.add_line(session, store, user.id, item, RULES)

    def increment(session: Session) -> Any:
        return service.increment_line(session, store, user.id, key, RULES)

    def decrement(session: Session) -> Any:
        return service.decrement_line(session, store, user.id, key, RULES)

    calls = [_in_own_session(database, increment if i % 2 else decrement) for i in range(40)]
    results = run_together(calls)

    assert Counter(_outcome(r) for r in results) == {
        errors.QUANTITY_INCREASED: 20,
        errors.QUANTITY_DECREASED: 20,
    }
    with database.sessions() as session:
        lines = pricing.get_cart(session, store, user.id, RULES).lines
    assert [line.quantity for line in lines] == [10]  # metres: 20 × +0.25 and 20 × −0.25


def test_concurrent_removes_remove_once(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    media_store: LocalMediaStore,
) -> None:
    store = media_store
    user = make_user()
    shirt = make_product(db_session)
    key = CartLineKey(product_id=shirt.id, **SHIRT_M)
    with database.sessions() as session:
        item = CartLineIn(product_id=shirt.id, quantity=3, **SHIRT_M)
        service.add_line(session, store, user.id, item, RULES)

    def remove(session: Session) -> Any:
        return service.remove_line(session, store, user.id, key, RULES)[1]

    results = run_together([_in_own_session(database, remove) for _ in range(20)])

    assert Counter(results) == {True: 1, False: 19}


def _keyed_adder(
    base_url: str, token: str, body: dict[str, Any], key: str
) -> Callable[[], httpx.Response]:
    def add() -> httpx.Response:
        with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", token)
            return client.post("/api/v1/cart/lines", json=body, headers={"Idempotency-Key": key})

    return add


def test_a_double_click_racing_with_one_key_adds_one_piece(
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
    live_url: str,
) -> None:
    """Issue 28: Add to Cart clicked twice sends one key twice, both requests at once (two tabs
    of one session, two instances): exactly one piece lands; each answer is the cart."""
    shirt = make_product(db_session)
    tokens = _sessions_of(make_user(), live_url, login_as, 2)
    body = {"productId": shirt.id, "quantity": 1, **SHIRT_M}

    responses = run_together(
        [_keyed_adder(live_url, tokens[i % 2], body, "click-0001") for i in range(6)]
    )

    assert [getattr(r, "status_code", r) for r in responses] == [200] * 6
    assert _quantities(live_url, tokens[0]) == [1]
    # another click is another key: it adds
    assert _keyed_adder(live_url, tokens[0], body, "click-0002")().status_code == 200
    assert _quantities(live_url, tokens[1]) == [2]
