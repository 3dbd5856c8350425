"""A request id on every request, its response and its log lines, and one access line each.

Pure ASGI (no BaseHTTPMiddleware, which would buffer the event stream at /api/v1/events). The
app wraps the whole stack in it, error handling included (khadi.app.KhadiApp), so a 500 built
by the error handler carries the id too.
"""

from __future__ import annotations

import logging
import re
import time
import uuid

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from khadi.kit.logs import request_id_var

HEADER = b"x-request-id"
# An id from a proxy or client is kept when it cannot break a log line or a header.
_SANE_ID = re.compile(rb"[A-Za-z0-9._-]{1,64}")
# Load balancers poll these every few seconds; their successes are logged at DEBUG only.
PROBE_PATHS = frozenset({"/healthz", "/readyz"})

access_log = logging.getLogger("khadi.access")


def incoming_request_id(scope: Scope) -> str | None:
    for name, value in scope["headers"]:
        if name == HEADER:
            return value.decode("ascii") if _SANE_ID.fullmatch(value) else None
    return None


class RequestIdMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = incoming_request_id(scope) or uuid.uuid4().hex
        # Not reset afterwards on purpose: uvicorn logs an escaped exception after we return,
        # still in this request's task, and that line should carry the id as well.
        request_id_var.set(request_id)
        header = (HEADER, request_id.encode("ascii"))
        status: int | None = None

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = [h for h in message.get("headers", ()) if h[0].lower() != HEADER]
                message["headers"] = [*headers, header]
            await send(message)

        started = time.perf_counter()
        try:
            await self.app(scope, receive, send_with_id)
        finally:
            self._log(scope, status, time.perf_counter() - started)

    @staticmethod
    def _log(scope: Scope, status: int | None, seconds: float) -> None:
        quiet = scope["path"] in PROBE_PATHS and status is not None and status < 400
        level = logging.DEBUG if quiet else logging.INFO
        if not access_log.isEnabledFor(level):
            return
        client = scope.get("client")
        # The path only: a query string may carry tokens, and headers carry cookies.
        access_log.log(
            level,
            "%s %s %s",
            scope["method"],
            scope["path"],
            status if status is not None else "-",
            extra={
                "method": scope["method"],
                "path": scope["path"],
                "status": status,
                "duration_ms": round(seconds * 1000, 2),
                "client": client[0] if client else None,
            },
        )
