"""JSON log lines with the request id: the formatter, the filter and RequestIdMiddleware, through
the real app. (The whole `khadi serve` process: tests/test_serve.py.)"""

from __future__ import annotations

import io
import logging
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

import orjson
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from khadi.kit.logs import JsonFormatter, RequestIdFilter, log_config, request_id_var

Lines = Callable[[], list[dict[str, Any]]]
GENERATED_ID = re.compile(r"[0-9a-f]{32}")


@pytest.fixture
def log_lines() -> Iterator[Lines]:
    """Everything logged from here on, as the server's handler would write it, parsed."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(RequestIdFilter())
    root, ours = logging.getLogger(), logging.getLogger("khadi")
    saved_level = ours.level
    root.addHandler(handler)
    ours.setLevel(logging.INFO)

    def _lines() -> list[dict[str, Any]]:
        raw = stream.getvalue().splitlines()
        return [orjson.loads(line) for line in raw]  # every line must be one JSON object

    try:
        yield _lines
    finally:
        root.removeHandler(handler)
        ours.setLevel(saved_level)


def _access(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [line for line in lines if line["logger"] == "khadi.access"]


def _add_route(app: FastAPI, path: str, endpoint: Callable[[], Any]) -> None:
    """Ahead of the SPA's catch-all mount."""
    app.router.add_api_route(path, endpoint)
    app.router.routes.insert(0, app.router.routes.pop())


def test_access_line_carries_the_response_request_id(client: TestClient, log_lines: Lines) -> None:
    response = client.get("/robots.txt?token=s3cret-token")

    assert response.status_code == 200
    request_id = response.headers["x-request-id"]
    assert GENERATED_ID.fullmatch(request_id)
    [line] = _access(log_lines())
    assert line["request_id"] == request_id
    assert (line["method"], line["path"], line["status"]) == ("GET", "/robots.txt", 200)
    assert line["level"] == "INFO"
    assert isinstance(line["duration_ms"], float) and line["duration_ms"] >= 0
    assert line["message"] == "GET /robots.txt 200"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", line["time"])
    assert "s3cret-token" not in str(log_lines())  # the query string is never logged


def test_a_not_found_answer_carries_its_id_too(client: TestClient, log_lines: Lines) -> None:
    response = client.get("/api/v1/no-such-thing")

    assert response.status_code == 404
    [line] = _access(log_lines())
    assert line["request_id"] == response.headers["x-request-id"]
    assert line["status"] == 404


def test_a_sane_incoming_id_is_kept(client: TestClient, log_lines: Lines) -> None:
    response = client.get("/robots.txt", headers={"X-Request-ID": "lb-2026.abc_DEF-9"})

    assert response.headers["x-request-id"] == "lb-2026.abc_DEF-9"
    assert [line["request_id"] for line in _access(log_lines())] == ["lb-2026.abc_DEF-9"]


@pytest.mark.parametrize("bad", ["has space", "x" * 65, "semi;colon", "", 'quote"d', "é"])
def test_an_unsafe_incoming_id_is_replaced(client: TestClient, log_lines: Lines, bad: str) -> None:
    response = client.get("/robots.txt", headers={"X-Request-ID": bad.encode()})

    request_id = response.headers["x-request-id"]
    assert GENERATED_ID.fullmatch(request_id)
    assert response.headers.get_list("x-request-id") == [request_id]
    assert [line["request_id"] for line in _access(log_lines())] == [request_id]


def test_lines_logged_inside_a_sync_route_carry_the_id(
    app: FastAPI, client: TestClient, log_lines: Lines
) -> None:
    def chatty() -> dict[str, str]:  # runs in the thread pool
        logging.getLogger("khadi.test").info("looked at %s", "the shelf", extra={"shelf": 3})
        return {"ok": "yes"}

    _add_route(app, "/test-chatty", chatty)
    first = client.get("/test-chatty").headers["x-request-id"]
    second = client.get("/test-chatty").headers["x-request-id"]

    assert first != second
    said = [line for line in log_lines() if line["logger"] == "khadi.test"]
    assert [(line["request_id"], line["message"], line["shelf"]) for line in said] == [
        (first, "looked at the shelf", 3),
        (second, "looked at the shelf", 3),
    ]


def test_an_unexpected_error_is_logged_and_answered_with_the_id(
    app: FastAPI, log_lines: Lines
) -> None:
    def broken() -> None:
        raise RuntimeError("the loom jammed")

    _add_route(app, "/test-broken", broken)
    with TestClient(app, raise_server_exceptions=False) as client:
        response = client.get("/test-broken")

    assert response.status_code == 500
    assert response.json()["error"] == "internal_error"
    request_id = response.headers["x-request-id"]
    lines = log_lines()
    [error] = [line for line in lines if line["logger"] == "khadi.errors"]
    assert error["request_id"] == request_id
    assert error["level"] == "ERROR"
    assert "RuntimeError: the loom jammed" in error["exception"]
    [access] = _access(lines)
    assert (access["request_id"], access["status"]) == (request_id, 500)


def test_successful_probes_are_logged_at_debug_only(client: TestClient, log_lines: Lines) -> None:
    assert client.get("/healthz").status_code == 200
    assert client.get("/readyz").status_code == 200
    assert _access(log_lines()) == []
    logging.getLogger("khadi").setLevel(logging.DEBUG)
    client.get("/healthz")
    [line] = _access(log_lines())
    assert (line["level"], line["path"]) == ("DEBUG", "/healthz")


def test_formatter_outside_a_request() -> None:
    record = logging.LogRecord("khadi.cli", logging.WARNING, __file__, 1, "%d left", (2,), None)
    record.odd = object()  # not JSON: written as text rather than losing the line
    RequestIdFilter().filter(record)
    line = orjson.loads(JsonFormatter().format(record))

    assert line["logger"] == "khadi.cli"
    assert line["level"] == "WARNING"
    assert line["message"] == "2 left"
    assert "request_id" not in line
    assert line["odd"].startswith("<object object")


def test_formatter_writes_the_exception_and_the_context_id() -> None:
    token = request_id_var.set("req-1")
    try:
        try:
            raise ValueError("bad thread count")
        except ValueError:
            record = logging.LogRecord(
                "khadi.x", logging.ERROR, __file__, 1, "failed", (), sys.exc_info()
            )
        RequestIdFilter().filter(record)
    finally:
        request_id_var.reset(token)
    line = orjson.loads(JsonFormatter().format(record))

    assert line["request_id"] == "req-1"
    assert "ValueError: bad thread count" in line["exception"]
    assert "\n" not in JsonFormatter().format(record)  # one line, whatever the traceback


def test_log_config_keeps_libraries_at_warning() -> None:
    config = log_config("debug")
    assert config["root"]["level"] == "WARNING"
    assert config["loggers"]["khadi"]["level"] == "DEBUG"
    assert config["loggers"]["uvicorn.error"]["level"] == "DEBUG"
    assert log_config("error")["root"]["level"] == "ERROR"
    assert config["disable_existing_loggers"] is False
