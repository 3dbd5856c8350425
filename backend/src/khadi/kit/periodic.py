"""A background chore of `khadi serve`: one call every few seconds in a daemon thread, until
stopped. A failing round is logged and the next one still runs (a database hiccup must not end
the chore)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)


class Periodic:
    def __init__(self, name: str, call: Callable[[], Any], every_seconds: float) -> None:
        self.name = name
        self._call = call
        self._every = every_seconds
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name=f"khadi-{self.name}", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self._call()
            except Exception:
                log.exception("%s round failed", self.name)
            self._stop.wait(self._every)

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
