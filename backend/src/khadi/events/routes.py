"""`GET /api/v1/events`: the Server-Sent Events stream (DESIGN.md §7).

A signed-in user gets their own channel and the catalogue's; a guest the catalogue's only. The
stream opens with `retry: 2000` and a `ready` event — sent once the subscription is live, so a
client that refetches on `ready` (and on every later event) misses nothing, even across
reconnects. A comment line every `events_heartbeat_seconds` keeps proxies from closing it.

The session cookie is checked before streaming starts, in the thread pool (the lookup is sync
database code), and no database connection is held while the stream is open. The stream ends
when the client goes away, when the bus stops (app shutdown) or when the bus loses events.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from khadi.accounts.deps import optional_user
from khadi.config import AppSettings, Settings
from khadi.db import AppDatabase, Database
from khadi.events import CATALOG, EventBus, Events, user_channel
from khadi.kit.json import dumps

router = APIRouter(prefix="/api/v1", tags=["events"])

RETRY_MS = 2000
READY_TIMEOUT = 5.0  # how long a new stream waits for a reconnecting bus before giving up
HEARTBEAT = b": keep-alive\n\n"
STREAM_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def frame(name: str, data: Mapping[str, Any], *, retry: int | None = None) -> bytes:
    head = f"retry: {retry}\n".encode() if retry is not None else b""
    return head + b"event: " + name.encode() + b"\ndata: " + dumps(dict(data)) + b"\n\n"


def _signed_in_user_id(request: Request, database: Database, settings: Settings) -> str | None:
    # Its own short session: the stream stays open for hours and must not hold a connection.
    with database.sessions() as session:
        user = optional_user(request, session, settings)
        return None if user is None else user.id


async def stream_events(
    bus: EventBus, channels: list[str], heartbeat_seconds: float, hello: Mapping[str, Any]
) -> AsyncIterator[bytes]:
    subscription = bus.subscribe(channels)
    try:
        if not await bus.wait_ready(READY_TIMEOUT):
            yield f"retry: {RETRY_MS}\n\n".encode()
            return
        yield frame("ready", hello, retry=RETRY_MS)
        while True:
            event = await subscription.wait(heartbeat_seconds)
            if event is not None:
                yield frame(event.name, event.data)
            elif subscription.closed:
                return
            else:
                yield HEARTBEAT
    finally:  # also on cancellation, when the client disconnects
        subscription.close()


@router.get(
    "/events",
    response_class=StreamingResponse,
    summary="Live events (Server-Sent Events): ready, cart, wishlist, orders, catalog",
    responses={
        200: {
            "content": {"text/event-stream": {}},
            "description": "An endless stream; refetch the named resource on each event",
        }
    },
)
async def events(
    request: Request, database: AppDatabase, settings: AppSettings, bus: Events
) -> StreamingResponse:
    user_id = await run_in_threadpool(_signed_in_user_id, request, database, settings)
    channels = [CATALOG] if user_id is None else [user_channel(user_id), CATALOG]
    body = stream_events(
        bus,
        channels,
        settings.events_heartbeat_seconds,
        {"signedIn": user_id is not None},
    )
    return StreamingResponse(body, media_type="text/event-stream", headers=STREAM_HEADERS)
