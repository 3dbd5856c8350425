"""The PostgreSQL bus: LISTEN/NOTIFY, so app instances on one database see each other's events.

Each instance keeps ONE listening connection (psycopg, async) on the single PostgreSQL channel
`khadi_events` and fans each notification out to its own subscribers; the event's own channel
(`user:{id}`, `catalog`) travels in the JSON payload. One PostgreSQL channel keeps LISTEN static
however many users are connected; every instance sees every event, which these small payloads
make cheap. `publish` is called after the change has committed (so no instance hears of a change
it cannot yet read) and only queues the event: one sender connection per instance sends the
`pg_notify`s in order, so a request never needs a second pooled connection to publish.

If the listening connection drops, every open stream on this instance is ended (the browsers
reconnect after `retry` and refetch) and the bus reconnects with back-off; a silent dead
connection is caught by a `SELECT 1` whenever no notification arrived for `keepalive_seconds`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping
from typing import Any

import orjson
import psycopg
from sqlalchemy import Engine, make_url, text

from khadi.events.bus import Event, EventBus
from khadi.kit.json import dumps

log = logging.getLogger(__name__)

PG_CHANNEL = "khadi_events"
# application_name of the bus's two connections, to spot them in pg_stat_activity
LISTENER_NAME = "khadi-event-listener"
SENDER_NAME = "khadi-event-sender"
PAYLOAD_MAX = 7900  # PostgreSQL refuses NOTIFY payloads of 8000 bytes or more


def psycopg_dsn(database_url: str) -> str:
    """'postgresql+psycopg://…' (SQLAlchemy's spelling) -> 'postgresql://…' for psycopg."""
    return make_url(database_url).set(drivername="postgresql").render_as_string(False)


class PostgresBus(EventBus):
    def __init__(
        self,
        database_url: str,
        engine: Engine,
        *,
        keepalive_seconds: float = 10.0,
        start_timeout: float = 5.0,
    ) -> None:
        super().__init__()
        self._dsn = psycopg_dsn(database_url)
        self._engine = engine
        self._keepalive = keepalive_seconds
        self._start_timeout = start_timeout
        self._listening = asyncio.Event()
        self._outbox: asyncio.Queue[str] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []

    async def _on_start(self) -> None:
        self._listening = asyncio.Event()
        self._outbox = asyncio.Queue()
        self._tasks = [
            asyncio.create_task(self._listen_forever(), name="khadi-event-listener"),
            asyncio.create_task(self._send_forever(), name="khadi-event-sender"),
        ]
        if not await self.wait_ready(self._start_timeout):
            log.warning("event listener not connected yet; retrying in the background")

    async def _on_stop(self) -> None:
        with contextlib.suppress(TimeoutError):  # send what was published before shutdown
            await asyncio.wait_for(self._outbox.join(), 2.0)
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []

    async def wait_ready(self, timeout: float) -> bool:
        if self._stopped:
            return False
        try:
            await asyncio.wait_for(self._listening.wait(), timeout)
        except TimeoutError:
            return False
        return True

    def publish(self, channel: str, name: str, data: Mapping[str, Any]) -> None:
        """Queue the NOTIFY for this instance's sender connection and return at once: the caller
        (often a request still holding a pooled connection) never waits for a second one. With
        no running bus (a CLI command) it is sent right away through the pool instead."""
        payload = dumps({"channel": channel, "event": name, "data": dict(data)}).decode()
        if len(payload.encode()) > PAYLOAD_MAX:
            log.error("event %s on %s is too large to send (%d bytes)", name, channel, len(payload))
            return
        loop = self._loop
        if self.running and loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._outbox.put_nowait, payload)
                return
            except RuntimeError:  # the loop closed in between
                pass
        self._notify_through_pool(payload)

    def _notify_through_pool(self, payload: str) -> None:
        try:
            with self._engine.connect() as connection:
                connection.execute(
                    text("SELECT pg_notify(:pg_channel, :payload)"),
                    {"pg_channel": PG_CHANNEL, "payload": payload},
                )
                connection.commit()
        except Exception:
            log.warning("could not publish an event", exc_info=True)

    async def _send_forever(self) -> None:
        """Sends queued events in order over one connection, reconnecting when it breaks."""
        conn: psycopg.AsyncConnection[Any] | None = None
        try:
            while True:
                payload = await self._outbox.get()
                try:
                    for attempt in (1, 2):
                        try:
                            if conn is None or conn.closed:
                                conn = await psycopg.AsyncConnection.connect(
                                    self._dsn, autocommit=True, application_name=SENDER_NAME
                                )
                            await conn.execute("SELECT pg_notify(%s, %s)", (PG_CHANNEL, payload))
                            break
                        except (psycopg.Error, OSError) as error:
                            log.warning("event not sent (attempt %d): %s", attempt, error)
                            if conn is not None:
                                with contextlib.suppress(Exception):
                                    await conn.close()
                            conn = None
                finally:
                    self._outbox.task_done()
        finally:
            if conn is not None:
                with contextlib.suppress(Exception):
                    await conn.close()

    def _receive(self, payload: str) -> None:
        try:
            message = orjson.loads(payload)
            event = Event(str(message["channel"]), str(message["event"]), dict(message["data"]))
        except (orjson.JSONDecodeError, KeyError, TypeError, ValueError):
            log.warning("ignored a malformed event payload: %.200s", payload)
            return
        self.dispatch(event)

    async def _listen_once(self) -> None:
        async with await psycopg.AsyncConnection.connect(
            self._dsn, autocommit=True, application_name=LISTENER_NAME
        ) as conn:
            await conn.execute(f"LISTEN {PG_CHANNEL}")
            self._listening.set()
            log.debug("listening for events on %s", PG_CHANNEL)
            while True:
                async for notify in conn.notifies(timeout=self._keepalive):
                    self._receive(notify.payload)
                await conn.execute("SELECT 1")  # quiet for a while: is the connection alive?

    async def _listen_forever(self) -> None:
        delay = 0.2
        while not self._stopped:
            try:
                await self._listen_once()
            except asyncio.CancelledError:
                raise
            except Exception as error:
                if self._listening.is_set():
                    delay = 0.2  # it had worked: retry soon
                log.warning("event listener disconnected (%s); retrying in %.1f s", error, delay)
            finally:
                # Events may be missed until we listen again: end the open streams, whose
                # browsers reconnect and refetch.
                self._listening.clear()
                self.close_subscriptions()
            await asyncio.sleep(delay)
            delay = min(delay * 2, 5.0)
