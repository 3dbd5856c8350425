"""Two app instances on one PostgreSQL database deliver each other's live events (DESIGN.md §7).

PostgreSQL is always available here, so this test always runs, whatever KHADI_TEST_DB says: it
creates a database of its own, starts two uvicorn servers on loopback against it, and drops it
at the end (after both servers have stopped: fixtures tear down in reverse order).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database, migrate
from khadi.events import PostgresBus, get_bus, publish_catalog_changed
from khadi.events.postgres import LISTENER_NAME
from khadi.kit.time import utcnow
from tests.factories import PG_SERVER, make_product, pg_database
from tests.streams import api_client, open_stream

SHIRT_M = {"size": "M", "type": "Half Sleeve"}


@pytest.fixture
def pg_url() -> Iterator[str]:
    with pg_database() as url:
        migrate(url)
        yield url


@pytest.fixture
def pg_databases(pg_url: str) -> Iterator[tuple[Database, Database]]:
    """One Database (engine and pool) per instance, as two processes would have."""
    first, second = Database(pg_url), Database(pg_url)
    yield first, second
    first.dispose()
    second.dispose()


@pytest.fixture
def instances(
    pg_url: str,
    pg_databases: tuple[Database, Database],
    settings: Settings,
    live_server: Callable[[Any], str],
) -> tuple[tuple[Any, str], tuple[Any, str]]:
    """((app A, URL A), (app B, URL B)) serving the same PostgreSQL database."""
    pg_settings = settings.model_copy(
        update={"database_url": pg_url, "event_bus": "auto", "events_heartbeat_seconds": 0.2}
    )
    app_a = create_app(pg_settings, pg_databases[0])
    app_b = create_app(pg_settings, pg_databases[1])
    return (app_a, live_server(app_a)), (app_b, live_server(app_b))


def _shopper_token(database: Database, settings: Settings) -> str:
    with database.sessions() as session:
        user = User(
            name="Asha Shopper",
            email=f"two-{uuid.uuid4().hex[:8]}@khadi.test",
            phone="9876543210",
            password_hash="not-used",  # signed in by session token below
        )
        session.add(user)
        session.commit()
        token = start_session(session, user.id, Lifetime.from_settings(settings), utcnow())
        session.commit()
    return token


def test_a_cart_change_through_a_reaches_a_stream_on_b(
    instances: tuple[tuple[Any, str], tuple[Any, str]],
    pg_databases: tuple[Database, Database],
    settings: Settings,
) -> None:
    (app_a, url_a), (app_b, url_b) = instances
    assert isinstance(get_bus(app_a), PostgresBus) and isinstance(get_bus(app_b), PostgresBus)
    token = _shopper_token(pg_databases[0], settings)
    with pg_databases[0].sessions() as session:
        shirt = make_product(session)

    with open_stream(url_b, token) as on_b, api_client(url_a, token) as through_a:
        assert on_b.wait_for("ready") == {"signedIn": True}
        added = through_a.post("/api/v1/cart/lines", json={"productId": shirt.id, **SHIRT_M})
        assert added.status_code == 200, added.text
        assert on_b.wait_for("cart") == {"cartTotalItems": 1}

        toggled = through_a.post("/api/v1/wishlist/toggle", json={"productId": shirt.id})
        assert toggled.status_code == 200
        assert on_b.wait_for("wishlist") == {"count": 1}


def test_catalogue_changes_reach_guests_on_every_instance(
    instances: tuple[tuple[Any, str], tuple[Any, str]],
) -> None:
    (app_a, url_a), (_, url_b) = instances
    with open_stream(url_a) as on_a, open_stream(url_b) as on_b:
        on_a.wait_for("ready")
        on_b.wait_for("ready")
        publish_catalog_changed(get_bus(app_a), 42)
        assert on_a.wait_for("catalog") == {"version": 42}
        assert on_b.wait_for("catalog") == {"version": 42}


def test_a_lost_listener_ends_its_streams_and_comes_back(
    instances: tuple[tuple[Any, str], tuple[Any, str]],
    pg_url: str,
    pg_databases: tuple[Database, Database],
    settings: Settings,
) -> None:
    """If B's listening connection dies, B may miss events: its streams end (browsers reconnect
    and refetch) and B listens again, after which events flow as before."""
    (_, url_a), (_, url_b) = instances
    token = _shopper_token(pg_databases[0], settings)
    with pg_databases[0].sessions() as session:
        shirt = make_product(session)
    database_name = pg_url.rsplit("/", 1)[1]

    with open_stream(url_b, token) as on_b:
        on_b.wait_for("ready")
        with psycopg.connect(PG_SERVER, autocommit=True) as admin:
            killed = admin.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE application_name = %s AND datname = %s",
                (LISTENER_NAME, database_name),
            ).fetchone()
        assert killed is not None and killed[0] == 2  # one listener per instance
        assert on_b.ended()

    with open_stream(url_b, token) as again, api_client(url_a, token) as through_a:
        assert again.wait_for("ready") == {"signedIn": True}
        through_a.post("/api/v1/cart/lines", json={"productId": shirt.id, **SHIRT_M})
        assert again.wait_for("cart") == {"cartTotalItems": 1}


def test_the_listener_is_one_connection_per_instance(
    instances: tuple[tuple[Any, str], tuple[Any, str]], pg_url: str
) -> None:
    (_, url_a), _ = instances
    database_name = pg_url.rsplit("/", 1)[1]
    with open_stream(url_a) as one, open_stream(url_a) as two, open_stream(url_a) as three:
        for stream in (one, two, three):
            stream.wait_for("ready")
        with psycopg.connect(PG_SERVER, autocommit=True) as admin:
            row = admin.execute(
                "SELECT count(*) FROM pg_stat_activity"
                " WHERE application_name = %s AND datname = %s",
                (LISTENER_NAME, database_name),
            ).fetchone()
        assert row is not None and row[0] == 2
