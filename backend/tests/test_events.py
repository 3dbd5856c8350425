"""Live events (DESIGN.md §7): the bus on its own, and the SSE stream through a real server.

The stream tests run uvicorn on loopback (TestClient and httpx's ASGI transport buffer whole
responses, so they cannot read an endless stream). On KHADI_TEST_DB=postgres the app picks the
PostgreSQL bus, so the same tests cover LISTEN/NOTIFY. Every wait starts from the stream's
`ready` event and is bounded by a generous deadline (tests/streams.py); latency is `make bench`'s.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.events import (
    EventBus,
    InProcessBus,
    PostgresBus,
    create_event_bus,
    get_bus,
    publish_catalog_changed,
    publish_user_event,
    user_channel,
)
from khadi.events.bus import MAX_BACKLOG
from tests.factories import make_product
from tests.streams import api_client, open_stream
from tests.waits import DEADLINE, TIMEOUT, wait_until

SHIRT_M = {"size": "M", "type": "Half Sleeve"}


# --- the bus on its own ---------------------------------------------------------------------


def test_the_in_process_bus_delivers_by_channel_from_any_thread() -> None:
    async def scenario() -> None:
        bus = InProcessBus()
        await bus.start()
        mine = bus.subscribe(["user:a", "catalog"])
        theirs = bus.subscribe(["user:b"])
        publisher = threading.Thread(
            target=lambda: (
                bus.publish("user:b", "cart", {"cartTotalItems": 9}),
                bus.publish("user:a", "cart", {"cartTotalItems": 1}),
                bus.publish("catalog", "catalog", {"version": 3}),
            )
        )
        publisher.start()
        publisher.join(DEADLINE)
        first = await asyncio.wait_for(mine.wait(), DEADLINE)
        second = await asyncio.wait_for(mine.wait(), DEADLINE)
        assert first is not None and second is not None
        assert (first.name, dict(first.data)) == ("cart", {"cartTotalItems": 1})
        assert (second.channel, dict(second.data)) == ("catalog", {"version": 3})
        other = await asyncio.wait_for(theirs.wait(), DEADLINE)
        assert other is not None and dict(other.data) == {"cartTotalItems": 9}

        assert bus.subscriber_count() == 2
        mine.close()
        assert bus.subscriber_count() == 1
        await bus.stop()
        assert theirs.closed and bus.subscriber_count() == 0
        assert [event async for event in theirs] == []
        assert bus.subscribe(["user:a"]).closed  # a stopped bus takes no new readers

    asyncio.run(asyncio.wait_for(scenario(), TIMEOUT))


def test_a_bus_started_twice_runs_until_the_last_stop() -> None:
    """Tests may enter one app from several clients; each lifespan starts and stops the bus."""

    async def scenario() -> None:
        bus = InProcessBus()
        await bus.start()
        await bus.start()
        await bus.stop()
        reader = bus.subscribe(["catalog"])
        assert not reader.closed
        await bus.stop()
        assert reader.closed
        await bus.stop()  # one more is harmless
        await bus.start()  # and it can start again
        assert not bus.subscribe(["catalog"]).closed
        await bus.stop()

    asyncio.run(asyncio.wait_for(scenario(), TIMEOUT))


def test_a_reader_far_behind_is_cut_off_to_refetch() -> None:
    async def scenario() -> None:
        bus = InProcessBus()
        await bus.start()
        slow = bus.subscribe(["catalog"])
        for version in range(MAX_BACKLOG + 1):
            bus.publish("catalog", "catalog", {"version": version})
        assert slow.closed
        assert bus.subscriber_count() == 0
        await bus.stop()

    asyncio.run(asyncio.wait_for(scenario(), TIMEOUT))


def test_publishing_before_start_or_with_no_readers_is_harmless() -> None:
    bus = InProcessBus()
    bus.publish("catalog", "catalog", {"version": 1})
    publish_user_event(bus, "someone", "cart", {"cartTotalItems": 0})


def test_the_bus_follows_the_database(settings: Settings, database: Database) -> None:
    sqlite = settings.model_copy(update={"database_url": "sqlite:///x.db", "event_bus": "auto"})
    assert isinstance(create_event_bus(sqlite, database), InProcessBus)
    pg = settings.model_copy(update={"database_url": "postgresql://db/khadi"})
    assert isinstance(create_event_bus(pg, database), PostgresBus)
    forced = pg.model_copy(update={"event_bus": "memory"})
    assert isinstance(create_event_bus(forced, database), InProcessBus)
    with pytest.raises(ValueError, match="KHADI_EVENT_BUS=postgres"):
        Settings(database_url="sqlite:///x.db", event_bus="postgres")


# --- the stream through a real server -------------------------------------------------------


@pytest.fixture
def events_app(settings: Settings, database: Database) -> Any:
    return create_app(settings.model_copy(update={"events_heartbeat_seconds": 0.2}), database)


@pytest.fixture
def server(events_app: Any, live_server: Callable[[Any], str]) -> str:
    return live_server(events_app)


@pytest.fixture
def token(make_user: Callable[..., User], login_as: Any, server: str) -> str:
    with httpx.Client(base_url=server) as client:
        result: str = login_as(client, make_user())
        return result


def test_the_stream_opens_ready_with_retry_and_no_buffering(server: str, token: str) -> None:
    with open_stream(server, token) as stream:
        headers = stream.response.headers
        assert headers["content-type"].startswith("text/event-stream")
        assert headers["cache-control"] == "no-cache"
        assert headers["x-accel-buffering"] == "no"
        assert stream.next_event() == ("ready", {"signedIn": True})
        assert stream.retry == 2000
        # with nothing to say, the stream sends comment lines (0.2 s apart in these tests)
        stream.wait_for_comments(2)
        assert stream.comments >= 2


def test_a_cart_change_reaches_the_users_open_stream(
    server: str, token: str, db_session: Session
) -> None:
    shirt = make_product(db_session)
    with open_stream(server, token) as stream, api_client(server, token) as api:
        stream.wait_for("ready")
        response = api.post("/api/v1/cart/lines", json={"productId": shirt.id, **SHIRT_M})
        assert response.status_code == 200
        assert stream.wait_for("cart") == {"cartTotalItems": 1}

        api.post(
            "/api/v1/cart/lines", json={"productId": shirt.id, "size": "L", "type": "Half Sleeve"}
        )
        assert stream.wait_for("cart") == {"cartTotalItems": 2}
        api.post("/api/v1/cart/lines/increment", json={"productId": shirt.id, **SHIRT_M})
        assert stream.wait_for("cart") == {"cartTotalItems": 2}
        api.request("DELETE", "/api/v1/cart/lines", json={"productId": shirt.id, **SHIRT_M})
        assert stream.wait_for("cart") == {"cartTotalItems": 1}

        assert api.post("/api/v1/wishlist/toggle", json={"productId": shirt.id}).status_code == 200
        assert stream.wait_for("wishlist") == {"count": 1}


def test_two_tabs_of_one_user_both_hear_and_other_users_do_not(
    server: str,
    token: str,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Any,
) -> None:
    shirt = make_product(db_session)
    with httpx.Client(base_url=server) as client:
        stranger = login_as(client, make_user())
    with (
        open_stream(server, token) as tab_one,
        open_stream(server, token) as tab_two,
        open_stream(server, stranger) as other_user,
        api_client(server, token) as api,
        api_client(server, stranger) as stranger_api,
    ):
        for stream in (tab_one, tab_two, other_user):
            stream.wait_for("ready")
        stranger_api.post("/api/v1/wishlist/toggle", json={"productId": shirt.id})
        api.post("/api/v1/cart/lines", json={"productId": shirt.id, **SHIRT_M})
        assert tab_one.wait_for("cart") == {"cartTotalItems": 1}
        assert tab_two.next_event() == ("cart", {"cartTotalItems": 1})  # nothing before it
        assert other_user.next_event() == ("wishlist", {"count": 1})  # theirs only


def test_guests_hear_catalogue_changes_only(
    server: str, events_app: Any, token: str, db_session: Session
) -> None:
    shirt = make_product(db_session)
    with open_stream(server) as guest, api_client(server, token) as api:
        assert guest.next_event() == ("ready", {"signedIn": False})
        api.post("/api/v1/cart/lines", json={"productId": shirt.id, **SHIRT_M})
        publish_catalog_changed(get_bus(events_app), 7)
        assert guest.next_event() == ("catalog", {"version": 7})


def test_a_dead_cookie_streams_as_a_guest(server: str) -> None:
    with open_stream(server, "not-a-real-session") as stream:
        assert stream.next_event() == ("ready", {"signedIn": False})


def test_orders_events_reach_the_user(server: str, events_app: Any, token: str) -> None:
    with open_stream(server, token) as stream:
        ready = stream.wait_for("ready")
        assert ready == {"signedIn": True}
        with api_client(server, token) as api:
            user_id = api.get("/api/v1/auth/me").json()["uid"]
        publish_user_event(
            get_bus(events_app), user_id, "orders", {"orderId": "o1", "status": "paid"}
        )
        assert stream.wait_for("orders") == {"orderId": "o1", "status": "paid"}


def test_a_closed_stream_unsubscribes(server: str, events_app: Any, token: str) -> None:
    bus: EventBus = get_bus(events_app)
    with open_stream(server, token) as stream:
        stream.wait_for("ready")
        assert bus.subscriber_count() == 1
    assert wait_until(lambda: bus.subscriber_count() == 0)


def test_stopping_the_bus_ends_open_streams(server: str, events_app: Any, token: str) -> None:
    bus: EventBus = get_bus(events_app)
    with open_stream(server, token) as one, open_stream(server) as two:
        one.wait_for("ready")
        two.wait_for("ready")
        loop = bus._loop
        assert loop is not None
        asyncio.run_coroutine_threadsafe(bus.stop(), loop).result(timeout=TIMEOUT)
        assert one.ended()
        assert two.ended()


def test_user_channels_are_named_by_id() -> None:
    assert user_channel("abc") == "user:abc"
