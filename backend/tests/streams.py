"""Reading the live-event stream (`GET /api/v1/events`) over real HTTP, for tests.

A stream opens with a `ready` event sent once its subscription is live: a test that waits for it
before changing anything cannot miss the change's event. Every read is bounded by a generous
deadline (tests.waits.DEADLINE); how quickly events arrive is measured by `make bench`.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from khadi.accounts.sessions import COOKIE_NAME
from tests.waits import DEADLINE


class EventStream:
    """An open text/event-stream response, read line by line. Reads are bounded by the client's
    read timeout; the server's heartbeat lets every wait check its own deadline."""

    def __init__(self, response: httpx.Response) -> None:
        self.response = response
        self._lines = response.iter_lines()
        self.comments = 0
        self.retry: int | None = None

    def _next_frame(self, deadline: float) -> tuple[str, dict[str, Any]] | None:
        """The next event, or None at a comment line (a heartbeat)."""
        name: str | None = None
        data: list[str] = []
        while time.monotonic() < deadline:
            line = next(self._lines)
            if line == "":
                if name is not None:
                    return name, json.loads("\n".join(data))
                continue
            if line.startswith(":"):
                self.comments += 1
                return None
            field, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if field == "event":
                name = value
            elif field == "data":
                data.append(value)
            elif field == "retry":
                self.retry = int(value)
        raise AssertionError("the stream sent nothing in time")

    def next_event(self, within: float = DEADLINE) -> tuple[str, dict[str, Any]]:
        """The next event (name, data), skipping heartbeats."""
        deadline = time.monotonic() + within
        while True:
            event = self._next_frame(deadline)
            if event is not None:
                return event

    def wait_for(self, name: str, within: float = DEADLINE) -> dict[str, Any]:
        """The data of the next event called `name`, skipping others."""
        deadline = time.monotonic() + within
        while True:
            got, data = self.next_event(max(deadline - time.monotonic(), 0.001))
            if got == name:
                return data

    def wait_for_comments(self, count: int, within: float = DEADLINE) -> None:
        """Read until the stream has sent `count` comment lines in all, skipping events."""
        deadline = time.monotonic() + within
        while self.comments < count:
            self._next_frame(deadline)

    def ended(self, within: float = DEADLINE) -> bool:
        """True if the server ends the stream within the time."""
        deadline = time.monotonic() + within
        try:
            while time.monotonic() < deadline:
                next(self._lines)
        except (StopIteration, httpx.RemoteProtocolError, httpx.ReadError):
            return True
        return False


@contextmanager
def open_stream(base_url: str, token: str | None = None) -> Iterator[EventStream]:
    """The event stream of a live server, as a guest or with a session token."""
    timeout = httpx.Timeout(10.0, read=DEADLINE)
    with httpx.Client(base_url=base_url, timeout=timeout) as client:
        if token is not None:
            client.cookies.set(COOKIE_NAME, token)
        with client.stream("GET", "/api/v1/events") as response:
            assert response.status_code == 200
            yield EventStream(response)


@contextmanager
def api_client(base_url: str, token: str) -> Iterator[httpx.Client]:
    """A client of a live server carrying the session token."""
    with httpx.Client(base_url=base_url, timeout=DEADLINE) as client:
        client.cookies.set(COOKIE_NAME, token)
        yield client
