"""`khadi serve` as a real process: every line it writes is one JSON object, and each request is
logged exactly once, with the id its response carried. And what it asks of uvicorn: how long an
idle connection is kept (KHADI_KEEP_ALIVE_SECONDS)."""

from __future__ import annotations

import logging.config
import os
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import orjson
import pytest
import uvicorn

from khadi.cli import main
from tests.waits import TIMEOUT, wait_until


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _get(url: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:  # a busy machine
            return response.status, response.headers["x-request-id"]
    except urllib.error.HTTPError as error:
        return error.code, error.headers["x-request-id"]


def _serve(
    database_url: str, tmp_path: Path, spa_dist: Path
) -> tuple[int, str, str, dict[str, tuple[int, str]]]:
    """Start `khadi serve`, make two requests, stop it: its exit code, stdout and stderr, and
    each request's (status, X-Request-ID)."""
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "KHADI_ENV": "test",
        "KHADI_DEMO": "false",
        "KHADI_PORT": str(port),
        "KHADI_DATABASE_URL": database_url,
        "KHADI_MEDIA_DIR": str(tmp_path / "media"),
        "KHADI_MAIL_DIR": str(tmp_path / "mail"),
        "KHADI_FRONTEND_DIST": str(spa_dist),
        "KHADI_LOG_LEVEL": "info",
    }
    answers: dict[str, tuple[int, str]] = {}
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    with out.open("wb") as stdout, err.open("wb") as stderr:
        server = subprocess.Popen(
            [sys.executable, "-m", "khadi.cli", "serve"], env=env, stdout=stdout, stderr=stderr
        )
        try:

            def answering() -> bool:
                assert server.poll() is None, err.read_text()
                try:
                    return _get(f"{base}/healthz")[0] == 200
                except OSError:
                    return False

            assert wait_until(answering, TIMEOUT * 2), "khadi serve did not start"
            answers["robots"] = _get(f"{base}/robots.txt?token=s3cret-token")
            answers["missing"] = _get(f"{base}/api/v1/no-such-thing", {"X-Request-ID": "lb-42"})
        finally:
            server.send_signal(signal.SIGINT)
            code = server.wait(timeout=TIMEOUT)
    return code, out.read_text(), err.read_text(), answers


def test_serve_writes_json_lines_with_request_ids(
    database_url: str, tmp_path: Path, spa_dist: Path
) -> None:
    code, stdout, stderr, answers = _serve(database_url, tmp_path, spa_dist)

    assert code == 0, stderr
    assert stdout == ""
    lines: list[dict[str, Any]] = [orjson.loads(line) for line in stderr.splitlines()]
    for line in lines:
        assert {"time", "level", "logger", "message"} <= line.keys()
        assert "color_message" not in line
    messages = [line["message"] for line in lines]
    assert any(message.startswith("Khadi store on http://127.0.0.1:") for message in messages)
    assert any(message.startswith("Uvicorn running on") for message in messages)
    assert not [line for line in lines if line["logger"] == "uvicorn.access"]

    access = [line for line in lines if line["logger"] == "khadi.access"]
    # the /healthz polls are logged at DEBUG only; the two requests once each, with their ids
    assert [(line["path"], line["status"], line["request_id"]) for line in access] == [
        ("/robots.txt", 200, answers["robots"][1]),
        ("/api/v1/no-such-thing", 404, "lb-42"),
    ]
    assert answers["missing"] == (404, "lb-42")
    assert "s3cret-token" not in stderr


@pytest.mark.parametrize(("setting", "kept_for"), [(None, 5), ("600", 600)])
def test_serve_keeps_idle_connections_as_long_as_configured(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, setting: str | None, kept_for: int
) -> None:
    # A browser that reuses a connection just as the server drops it sees a reset: the e2e
    # stores keep idle connections for 600 s; the default stays uvicorn's 5 s.
    asked: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: asked.update(options))
    monkeypatch.setattr(logging.config, "dictConfig", lambda config: None)
    monkeypatch.setenv("KHADI_ENV", "test")
    monkeypatch.setenv("KHADI_DEMO", "false")
    monkeypatch.setenv("KHADI_DATABASE_URL", f"sqlite:///{tmp_path / 'khadi.db'}")
    monkeypatch.setenv("KHADI_MEDIA_DIR", str(tmp_path / "media"))
    if setting is None:
        monkeypatch.delenv("KHADI_KEEP_ALIVE_SECONDS", raising=False)
    else:
        monkeypatch.setenv("KHADI_KEEP_ALIVE_SECONDS", setting)

    assert main(["serve"]) == 0
    assert asked["timeout_keep_alive"] == kept_for


def test_serve_refuses_a_keep_alive_below_one_second(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: None)
    monkeypatch.setenv("KHADI_KEEP_ALIVE_SECONDS", "0")
    assert main(["serve"]) == 2
    assert "KHADI_KEEP_ALIVE_SECONDS" in capsys.readouterr().err
