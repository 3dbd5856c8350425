"""Live events (DESIGN.md §7): what changed, pushed to open tabs over Server-Sent Events.

Channels and events (the data is small; the client refetches on each event):
- `user:{user id}` — `cart` {"cartTotalItems": n}, `wishlist` {"count": n},
  `orders` {"orderId": "…", "status": "…"}: the user's own changes, seen in all their tabs;
- `catalog` — `catalog` {"version": n}: the catalogue changed; `shop` {"version": n}: the shop's
  settings changed; `page` {"slug": "about", "version": n}: a page changed — for everyone.

The bus is `app.state.events`, made by `create_event_bus`: in-process for one instance (the
embedded default), PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL
(`KHADI_EVENT_BUS=auto|memory|postgres`), so a change made through one instance reaches a tab
connected to another.

Publishing — always AFTER the transaction has committed (a tab that refetches must see the
change); from sync or async code: while the app runs, publishing only queues the event. Services
publish: they take the bus (`EventBus`; a route gets the app's as `events: Events`) and publish
once their change has committed, so routes never publish themselves.

    from khadi.events import EventBus, publish_user_event
    publish_user_event(events, user.id, "orders", {"orderId": order.id, "status": "paid"})
    publish_catalog_changed(events, catalog_version(session))  # after a product change

Both take the bus and never raise.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Annotated, Any

from fastapi import Depends
from starlette.applications import Starlette
from starlette.requests import Request

from khadi.config import Settings
from khadi.db import Database
from khadi.events.bus import Event, EventBus, InProcessBus, Subscription
from khadi.events.postgres import PostgresBus

__all__ = [
    "CATALOG",
    "Event",
    "EventBus",
    "Events",
    "InProcessBus",
    "PostgresBus",
    "Subscription",
    "create_event_bus",
    "get_bus",
    "publish_catalog_changed",
    "publish_user_event",
    "user_channel",
]

log = logging.getLogger(__name__)

CATALOG = "catalog"


def user_channel(user_id: str) -> str:
    return f"user:{user_id}"


def create_event_bus(settings: Settings, database: Database) -> EventBus:
    use_postgres = settings.event_bus == "postgres" or (
        settings.event_bus == "auto" and settings.uses_postgres
    )
    if use_postgres:
        return PostgresBus(settings.database_url, database.engine)
    return InProcessBus()


def get_bus(app: Starlette) -> EventBus:
    """The app's bus (`app.state.events`, set by create_app)."""
    bus: EventBus = app.state.events
    return bus


def _publish(events: EventBus, channel: str, name: str, data: Mapping[str, Any]) -> None:
    try:
        events.publish(channel, name, data)
    except Exception:  # a lost event must never fail a change already committed
        log.warning("could not publish %s on %s", name, channel, exc_info=True)


def publish_user_event(events: EventBus, user_id: str, name: str, data: Mapping[str, Any]) -> None:
    """Tell the user's open tabs that their `cart`, `wishlist` or `orders` changed."""
    _publish(events, user_channel(user_id), name, data)


def publish_catalog_changed(events: EventBus, version: int) -> None:
    """Tell every open tab that the catalogue is now at `version` (after the commit that bumped
    it with `catalog.service.bump_catalog_version`)."""
    _publish(events, CATALOG, CATALOG, {"version": version})


def app_events(request: Request) -> EventBus:
    """The running app's bus, for routes: `events: Events`."""
    return get_bus(request.app)


Events = Annotated[EventBus, Depends(app_events)]
