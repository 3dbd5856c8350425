"""Bounded waits and real concurrency for tests, without wall-clock promises.

Tests wait for a signal (a stream's `ready` event, a server's `started`, a row appearing), never
for a fixed time, and give up only after a generous deadline: a loaded CI machine is slow, not
broken. How fast something happens is measured by `make bench`, not asserted here.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

DEADLINE = 20.0  # seconds: the longest any single wait in a test may take before it fails
TIMEOUT = 60  # seconds: the longest a group of racing calls may take; no test may hang
POLL = 0.02  # seconds between checks while waiting

T = TypeVar("T")


def wait_until(check: Callable[[], T], within: float = DEADLINE) -> T:
    """Call `check` until it returns something truthy, and return that; after `within` seconds
    return its last (falsy) answer, so callers `assert wait_until(...)`."""
    deadline = time.monotonic() + within
    while True:
        result = check()
        if result or time.monotonic() >= deadline:
            return result
        time.sleep(POLL)


def run_together(calls: list[Callable[[], Any]]) -> list[Any]:
    """Run every call in its own thread, all released at once by a barrier so they really
    overlap; their results (or the exceptions they raised) in order."""
    barrier = threading.Barrier(len(calls), timeout=TIMEOUT)

    def released(call: Callable[[], Any]) -> Any:
        barrier.wait()
        try:
            return call()
        except Exception as error:
            return error

    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        futures = [pool.submit(released, call) for call in calls]
        return [future.result(timeout=TIMEOUT) for future in futures]
