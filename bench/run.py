"""`make bench`: catalogue API throughput against a bare-ASGI baseline, and page weight.

Prints a table and writes bench/results/latest.json. Targets are reported as met or not; they
are never asserted in a test. Load comes from `wrk` (Debian package) on loopback, bounded in time.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"
DURATION = os.environ.get("BENCH_DURATION", "10s")
CONNECTIONS = 64


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_up(url: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=1)  # noqa: S310 - loopback only
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"bench: {url} did not come up")


def seed(database_url: str, count: int) -> None:
    """Insert `count` products straight into a fresh database (no pictures needed)."""
    from khadi.catalog.models import Product
    from khadi.catalog.service import bump_catalog_version
    from khadi.db import Database, migrate

    migrate(database_url)
    db = Database(database_url)
    image = {"key": "product-images/bench.webp", "width": 900, "height": 900, "variants": []}
    with db.sessions.begin() as session:
        session.add_all(
            Product(
                title=f"Handspun Khadi Shirt {n}",
                description="Soft handspun cotton, woven on pit looms in Karnataka.",
                price=89900 + n,
                category="shirts",
                sub_categories=[],
                tags=["shirt", "top-collection"] if n % 3 == 0 else ["shirt"],
                images=[image, image],
                out_of_stock=False,
                coming_soon=False,
                options={"category": "shirts", "availableSizes": ["M", "L"], "availableTypes": []},
            )
            for n in range(count)
        )
        bump_catalog_version(session)
    db.dispose()


def wrk(url: str) -> dict[str, float]:
    out = subprocess.run(  # noqa: S603
        ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{DURATION}", "--latency", url],
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


def serve(args: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(  # noqa: S603
        args, env={**os.environ, **env}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )


def api_bench(count: int, work: Path) -> list[dict[str, Any]]:
    database_url = f"sqlite:///{work}/bench-{count}.db"
    seed(database_url, count)
    port, base_port = free_port(), free_port()
    env = {
        "KHADI_ENV": "test",
        "KHADI_DEMO": "false",
        "KHADI_DATABASE_URL": database_url,
        "KHADI_MEDIA_DIR": str(work / "media"),
        "KHADI_LOG_LEVEL": "warning",
    }
    uvicorn = [sys.executable, "-m", "uvicorn", "--log-level", "warning", "--no-access-log"]
    store = serve([*uvicorn, "--factory", "khadi.app:create_app", "--port", str(port)], env)
    try:
        wait_up(f"http://127.0.0.1:{port}/healthz")
        first = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/products").read())  # noqa: S310
        product_id = first["products"][count // 2]["id"]
        routes = {"list": "/api/v1/products", "one": f"/api/v1/products/{product_id}"}
        bodies = work / f"bodies-{count}"
        bodies.mkdir()
        for path in routes.values():
            data = urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read()  # noqa: S310
            (bodies / (path.strip("/").replace("/", "__") + ".json")).write_bytes(data)
        baseline = serve(
            [*uvicorn, "baseline_app:app", "--app-dir", str(ROOT / "bench"), "--port", str(base_port)],
            {"BENCH_BODIES": str(bodies)},
        )
        try:
            wait_up(f"http://127.0.0.1:{base_port}/")
            rows = []
            for name, path in routes.items():
                ours = wrk(f"http://127.0.0.1:{port}{path}")
                theirs = wrk(f"http://127.0.0.1:{base_port}{path}")
                rows.append(
                    {
                        "route": f"GET {'/api/v1/products' if name == 'list' else '/api/v1/products/{id}'}",
                        "products": count,
                        "store": ours,
                        "baseline": theirs,
                        "ratio": round(ours["rps"] / theirs["rps"], 3) if theirs["rps"] else 0,
                    }
                )
            return rows
        finally:
            baseline.terminate()
            baseline.wait(10)
    finally:
        store.terminate()
        store.wait(10)


def page_weight() -> dict[str, Any]:
    """Gzipped bytes of the JS and CSS the first page loads, and of each lazy chunk."""
    dist = ROOT / "frontend" / "dist"
    index = (dist / "index.html").read_text()
    first = set(re.findall(r'(?:src|href)="/(assets/[^"]+\.(?:js|css))"', index))
    sizes = {
        str(path.relative_to(dist)): len(gzip.compress(path.read_bytes(), 9))
        for path in sorted((dist / "assets").glob("*"))
        if path.suffix in (".js", ".css")
    }
    first_js = sum(size for name, size in sizes.items() if name in first and name.endswith(".js"))
    first_css = sum(size for name, size in sizes.items() if name in first and name.endswith(".css"))
    lazy = {name: size for name, size in sizes.items() if name not in first}
    return {"first_route_js_gzip": first_js, "first_route_css_gzip": first_css, "lazy": lazy}


def main() -> None:
    if not shutil.which("wrk"):
        raise SystemExit("bench: wrk is missing (make bench installs Debian's wrk)")
    RESULTS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        rows = [*api_bench(500, Path(tmp)), *api_bench(10_000, Path(tmp))]
    weight = page_weight()
    targets = {
        "catalogue >= 50% of baseline req/s": all(r["ratio"] >= 0.5 for r in rows),
        "10,000-product list p99 < 50 ms": all(
            r["store"]["p99_ms"] < 50 for r in rows if r["products"] == 10_000 and "{id}" not in r["route"]
        ),
        "first-route JS <= 120 KB gzipped": weight["first_route_js_gzip"] <= 120 * 1024,
    }
    print(f"{'route':32} {'products':>8} {'store rps':>10} {'base rps':>10} {'ratio':>6} {'p50 ms':>7} {'p99 ms':>7}")
    for r in rows:
        s = r["store"]
        print(f"{r['route']:32} {r['products']:>8} {s['rps']:>10.0f} {r['baseline']['rps']:>10.0f} "
              f"{r['ratio']:>6.2f} {s['p50_ms']:>7.2f} {s['p99_ms']:>7.2f}")
    print(f"first route: JS {weight['first_route_js_gzip'] / 1024:.1f} KB gz, "
          f"CSS {weight['first_route_css_gzip'] / 1024:.1f} KB gz; {len(weight['lazy'])} lazy chunks")
    for name, met in targets.items():
        print(f"target {name}: {'met' if met else 'NOT met'}")
    (RESULTS / "latest.json").write_text(
        json.dumps({"api": rows, "page_weight": weight, "targets": targets}, indent=2)
    )


if __name__ == "__main__":
    main()
