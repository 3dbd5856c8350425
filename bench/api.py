"""Catalogue API throughput: the store against a bare-ASGI baseline serving the very same bytes.

Load comes from `wrk` on loopback, bounded in time (BENCH_DURATION), 64 connections, one worker.
Every request says `Accept-Encoding: gzip`, as every browser does, so both servers send the
catalogue's gzipped bytes (the baseline is handed exactly what the store sent).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

from seed import seed
from server import ROOT, get, uvicorn_app

DURATION = os.environ.get("BENCH_DURATION", "10s")
CONNECTIONS = 64
BROWSER = {"Accept-Encoding": "gzip"}
SIZES = (500, 10_000)


def wrk(url: str) -> dict[str, float]:
    out = subprocess.run(  # noqa: S603
        [  # noqa: S607
            "wrk",
            "-t2",
            f"-c{CONNECTIONS}",
            f"-d{DURATION}",
            "--latency",
            *(f"-H{name}: {value}" for name, value in BROWSER.items()),
            url,
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    def latency(label: str) -> float:
        match = re.search(rf"^\s+{label}%\s+([\d.]+)(us|ms|s)", out, re.M)
        if not match:
            return float("nan")
        value, unit = float(match[1]), match[2]
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
    return {"rps": float(rps[1]) if rps else 0.0, "p50_ms": latency("50"), "p99_ms": latency("99")}


def api_bench(count: int, work: Path) -> list[dict[str, Any]]:
    database_url = f"sqlite:///{work}/bench-{count}.db"
    seed(database_url, count)
    env = {
        "KHADI_ENV": "test",
        "KHADI_DEMO": "false",
        "KHADI_DATABASE_URL": database_url,
        "KHADI_MEDIA_DIR": str(work / "media"),
        "KHADI_MAIL_DIR": str(work / "mail"),
        "KHADI_LOG_LEVEL": "warning",
    }
    store_args = ["--factory", "khadi.app:create_app"]
    with uvicorn_app(store_args, env, work, name=f"store-{count}", ready="/healthz") as store:
        first = json.loads(get(f"{store}/api/v1/products"))
        product_id = first["products"][count // 2]["id"]
        routes = {"list": "/api/v1/products", "one": f"/api/v1/products/{product_id}"}
        bodies = work / f"bodies-{count}"
        bodies.mkdir()
        for path in routes.values():
            name = path.strip("/").replace("/", "__") + ".json"
            (bodies / name).write_bytes(get(f"{store}{path}", headers=BROWSER))
        baseline_args = ["baseline_app:app", "--app-dir", str(ROOT / "bench")]
        baseline_env = {"BENCH_BODIES": str(bodies)}
        with uvicorn_app(baseline_args, baseline_env, work, name=f"baseline-{count}") as baseline:
            rows = []
            for name, path in routes.items():
                ours = wrk(f"{store}{path}")
                theirs = wrk(f"{baseline}{path}")
                route = "/api/v1/products" if name == "list" else "/api/v1/products/{id}"
                rows.append(
                    {
                        "route": f"GET {route}",
                        "products": count,
                        "store": ours,
                        "baseline": theirs,
                        "ratio": round(ours["rps"] / theirs["rps"], 3) if theirs["rps"] else 0,
                    }
                )
            return rows


def run(work: Path) -> list[dict[str, Any]]:
    if not shutil.which("wrk"):
        raise SystemExit("bench: wrk is missing (make bench installs Debian's wrk)")
    return [row for count in SIZES for row in api_bench(count, work)]


def targets(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each row's ratio (>= 0.5) and the 10,000-product list's p99 (< 50 ms)."""
    found = []
    for row in rows:
        label = f"{row['route']} ({row['products']:,} products)"
        found.append(
            {
                "figure": f"{label}: req/s vs baseline",
                "value": row["ratio"],
                "shown": f"{row['ratio']:.2f}x",
                "target": ">= 0.50x",
                "met": row["ratio"] >= 0.5,
            }
        )
        if row["products"] == 10_000 and "{id}" not in row["route"]:
            p99 = row["store"]["p99_ms"]
            found.append(
                {
                    "figure": f"{label}: p99",
                    "value": p99,
                    "shown": f"{p99:.1f} ms",
                    "target": "< 50 ms",
                    "met": p99 < 50,
                }
            )
    return found
