"""Live-event latency: how long a change takes to reach the shopper's open tab (DESIGN.md §7).

`khadi serve` (one worker; SQLite in the run's temp folder, or BENCH_DB=postgres, where the app
uses LISTEN/NOTIFY) with one signed-in shopper holding `GET /api/v1/events` open. After the
stream's `ready` event, ROUNDS times: toggle a product on the wishlist through a second client
and time from sending that request to holding its `wishlist` event. The promise is that a change
reaches open tabs within a second; the tests wait for events but no longer time them.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx

from checkout import DATABASE, PASSWORD, database, percentile
from seed import seed
from server import khadi_serve

ROUNDS = 50
TARGET_MS = 1000.0  # a change reaches open tabs within a second
EMAIL = "bench-events@khadi.test"


def events(lines: Iterator[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(name, data) of each event on a text/event-stream, skipping comment lines."""
    name: str | None = None
    data: list[str] = []
    for line in lines:
        if line == "":
            if name is not None:
                yield name, json.loads("\n".join(data))
            name, data = None, []
        elif not line.startswith(":"):
            field, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if field == "event":
                name = value
            elif field == "data":
                data.append(value)


def next_named(stream: Iterator[tuple[str, dict[str, Any]]], wanted: str) -> dict[str, Any]:
    for name, data in stream:
        if name == wanted:
            return data
    raise RuntimeError(f"the event stream ended before a {wanted!r} event")


def sign_in(client: httpx.Client) -> None:
    body = {"name": "Bench Events", "phone": "9876543210", "email": EMAIL, "password": PASSWORD}
    signed_up = client.post("/api/v1/auth/signup", json={**body, "confirmPassword": PASSWORD})
    logged_in = client.post("/api/v1/auth/login", json={"email": EMAIL, "password": PASSWORD})
    if signed_up.status_code != 201 or logged_in.status_code != 200:
        raise RuntimeError(f"sign-in failed: {signed_up.text[:200]} {logged_in.text[:200]}")


def measure(base: str) -> list[float]:
    timeout = httpx.Timeout(30.0)
    with httpx.Client(base_url=base, timeout=timeout) as api:
        sign_in(api)
        product = api.get("/api/v1/products").json()["products"][0]["id"]
        with (
            httpx.Client(base_url=base, timeout=timeout, cookies=api.cookies) as tab,
            tab.stream("GET", "/api/v1/events") as response,
        ):
            stream = events(response.iter_lines())
            next_named(stream, "ready")  # the subscription is live from here on
            latencies = []
            for _ in range(ROUNDS):
                started = time.perf_counter()
                toggled = api.post("/api/v1/wishlist/toggle", json={"productId": product})
                if toggled.status_code != 200:
                    raise RuntimeError(f"wishlist toggle: {toggled.status_code} {toggled.text}")
                next_named(stream, "wishlist")
                latencies.append((time.perf_counter() - started) * 1000)
    return latencies


def run(work: Path) -> dict[str, Any]:
    with database(work) as database_url:
        seed(database_url, 1)
        with khadi_serve(database_url, work, demo=False, name="events") as base:
            latencies = measure(base)
    return {
        "database": DATABASE,
        "rounds": len(latencies),
        "p50_ms": percentile(latencies, 0.5),
        "p99_ms": percentile(latencies, 0.99),
        "max_ms": round(max(latencies), 1),
    }


def targets(result: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for share in ("p50", "p99"):
        value = result[f"{share}_ms"]
        found.append(
            {
                "figure": f"live event, change to open tab ({result['database']}) {share}",
                "value": value,
                "shown": f"{value:.0f} ms",
                "target": f"< {TARGET_MS:.0f} ms" if share == "p99" else None,
                "met": value < TARGET_MS if share == "p99" else None,
            }
        )
    return found
