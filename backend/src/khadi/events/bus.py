"""The event bus interface, its local fan-out, and the in-process bus.

A bus carries small events (`Event(channel, name, data)`) from whoever changed something to the
open event streams (`GET /api/v1/events`) subscribed to that channel. Subscribers live on the
app's event loop; `publish` may be called from any thread (sync routes run in a thread pool).
Delivery is best effort: a reader that falls far behind, or a bus that loses its connection,
ends the subscription, and the client refetches when it reconnects — so nothing is missed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

# A reader more than this many events behind is cut off; it reconnects and refetches.
MAX_BACKLOG = 256


@dataclass(frozen=True)
class Event:
    channel: str
    name: str
    data: Mapping[str, Any]


class Subscription:
    """Events on a set of channels, in order, for one reader. Use on the bus's event loop."""

    def __init__(self, bus: EventBus, channels: frozenset[str]) -> None:
        self.channels = channels
        self._bus = bus
        self._queue: asyncio.Queue[Event | None] = asyncio.Queue()
        self._closed = False

    @property
    def closed(self) -> bool:
        return self._closed

    def deliver(self, event: Event) -> None:
        if self._closed:
            return
        if self._queue.qsize() >= MAX_BACKLOG:
            log.info("event reader fell %d events behind; ending its stream", MAX_BACKLOG)
            self.close()
            return
        self._queue.put_nowait(event)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._bus._forget(self)
        self._queue.put_nowait(None)  # wakes a waiting reader

    async def wait(self, timeout: float | None = None) -> Event | None:
        """The next event; None when `timeout` passes first or once the subscription is closed
        (check `closed`)."""
        if self._closed and self._queue.empty():
            return None
        try:
            return await asyncio.wait_for(self._queue.get(), timeout)
        except TimeoutError:
            return None

    def __aiter__(self) -> AsyncIterator[Event]:
        return self

    async def __anext__(self) -> Event:
        event = await self.wait()
        if event is None:
            raise StopAsyncIteration
        return event

    async def __aenter__(self) -> Subscription:
        return self

    async def __aexit__(self, *_: object) -> None:
        self.close()


class EventBus(ABC):
    """The interface, with the local fan-out both implementations share.

    - `publish(channel, name, data)`: send an event; call it after the change has committed.
      Thread-safe. It never raises: a lost event must not fail a change already made.
    - `subscribe(channels)`: a `Subscription` (an async iterator of `Event`s); on the event loop.
    - `start()` / `stop()`: from the app's lifespan; `stop()` ends every subscription.
    - `wait_ready(timeout)`: True once events published from now on will be delivered.
    """

    def __init__(self) -> None:
        self._subscribers: dict[str, set[Subscription]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._running = False
        self._stopped = False
        # One app has one lifespan in production; tests may enter one app from several clients,
        # each on its own loop. The first start owns the bus; it stops when its loop leaves.
        self._holders: list[asyncio.AbstractEventLoop] = []

    @property
    def running(self) -> bool:
        return self._running

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        self._holders.append(loop)
        if self._running:
            return
        self._loop = loop
        self._running = True
        self._stopped = False
        await self._on_start()

    async def stop(self) -> None:
        loop = asyncio.get_running_loop()
        if loop in self._holders:
            self._holders.remove(loop)
        if not self._running or self._loop in self._holders:
            return
        self._running = False
        self._stopped = True
        self.close_subscriptions()
        await self._on_stop()

    async def _on_start(self) -> None:  # noqa: B027 - optional hook, empty by default
        """Subclasses: open connections (on the owning loop)."""

    async def _on_stop(self) -> None:  # noqa: B027 - optional hook, empty by default
        """Subclasses: close them."""

    async def wait_ready(self, timeout: float) -> bool:
        return not self._stopped

    @abstractmethod
    def publish(self, channel: str, name: str, data: Mapping[str, Any]) -> None:
        """Send one event to every subscriber of `channel` (in this instance or all of them)."""

    def subscribe(self, channels: Iterable[str]) -> Subscription:
        subscription = Subscription(self, frozenset(channels))
        if self._stopped:
            subscription.close()
            return subscription
        for channel in subscription.channels:
            self._subscribers.setdefault(channel, set()).add(subscription)
        return subscription

    def subscriber_count(self) -> int:
        return len({s for subs in self._subscribers.values() for s in subs})

    def close_subscriptions(self) -> None:
        for subscription in {s for subs in self._subscribers.values() for s in subs}:
            subscription.close()

    def _forget(self, subscription: Subscription) -> None:
        for channel in subscription.channels:
            subs = self._subscribers.get(channel)
            if subs is not None:
                subs.discard(subscription)
                if not subs:
                    del self._subscribers[channel]

    def dispatch(self, event: Event) -> None:
        """Hand an event to this instance's subscribers; on the event loop."""
        for subscription in list(self._subscribers.get(event.channel, ())):
            subscription.deliver(event)

    def dispatch_threadsafe(self, event: Event) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            return  # not started (a test without lifespan): nobody can be listening
        try:
            running: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            self.dispatch(event)
            return
        with contextlib.suppress(RuntimeError):  # the loop closed in between
            loop.call_soon_threadsafe(self.dispatch, event)


class InProcessBus(EventBus):
    """One app instance (the embedded default): events go straight to local subscribers."""

    def publish(self, channel: str, name: str, data: Mapping[str, Any]) -> None:
        self.dispatch_threadsafe(Event(channel, name, dict(data)))
