"""The processes a benchmark measures: `khadi serve` on a database of its own, and the baseline.

Every process gets a free loopback port, logs to a file in the run's work folder (its tail is
shown when it fails to come up) and is stopped when the benchmark is done with it.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"
# The venv's own interpreter and console scripts: bench/run.py runs under `uv run`.
PYTHON = sys.executable
KHADI = str(Path(sys.executable).with_name("khadi"))
UVICORN = [PYTHON, "-m", "uvicorn", "--log-level", "warning", "--no-access-log"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def get(url: str, timeout: float = 30, headers: dict[str, str] | None = None) -> bytes:
    request = urllib.request.Request(url, headers=headers or {})  # noqa: S310 - loopback only
    with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
        body: bytes = response.read()
        return body


def wait_up(url: str, process: subprocess.Popen[bytes], log: Path, seconds: float = 180) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            break
        try:
            get(url, timeout=2)
            return
        except OSError:
            time.sleep(0.2)
    tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
    stop(process)
    raise SystemExit(f"bench: {url} did not come up\n{tail}")


def start(args: list[str], env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:
        return subprocess.Popen(  # noqa: S603
            args, env={**os.environ, **env}, stdout=out, stderr=subprocess.STDOUT
        )


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(5)


def khadi_env(database_url: str, work: Path, port: int, *, demo: bool) -> dict[str, str]:
    return {
        "KHADI_ENV": "test",
        "KHADI_DEMO": "true" if demo else "false",
        "KHADI_HOST": "127.0.0.1",
        "KHADI_PORT": str(port),
        "KHADI_DATABASE_URL": database_url,
        "KHADI_MEDIA_DIR": str(work / "media"),
        "KHADI_MAIL_DIR": str(work / "mail"),
        "KHADI_SITE_URL": f"http://127.0.0.1:{port}",
        "KHADI_LOG_LEVEL": "warning",
    }


@contextmanager
def khadi_serve(database_url: str, work: Path, *, demo: bool, name: str) -> Iterator[str]:
    """`khadi serve` (migrate, optional demo catalogue, one uvicorn worker), as `make run` starts
    the store; yields its base URL."""
    port = free_port()
    log = work / f"{name}.log"
    process = start([KHADI, "serve"], khadi_env(database_url, work, port, demo=demo), log)
    base = f"http://127.0.0.1:{port}"
    wait_up(f"{base}/healthz", process, log)
    try:
        yield base
    finally:
        stop(process)


@contextmanager
def uvicorn_app(
    args: list[str], env: dict[str, str], work: Path, *, name: str, ready: str = "/"
) -> Iterator[str]:
    """An ASGI app under uvicorn, one worker, no access log: the store and the baseline alike."""
    port = free_port()
    log = work / f"{name}.log"
    process = start([*UVICORN, *args, "--port", str(port)], env, log)
    base = f"http://127.0.0.1:{port}"
    wait_up(f"{base}{ready}", process, log)
    try:
        yield base
    finally:
        stop(process)
