"""Return photos under attack (issue 29, finding 2): 16 signed-in shoppers each send the costliest
photo the shop takes — a one-colour RGBA PNG of just under the shopper cap (13 megapixels, a few
kB on the wire, 52 MB once decoded) — all at once, while four browsers keep reading the
catalogue. `khadi serve` (one worker, SQLite, 500 products) is measured from the outside: its peak
resident memory (the kernel's VmHWM for the process) and its memory once the uploads are done,
and the catalogue's latency while they ran.
"""

from __future__ import annotations

import io
import statistics
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
from PIL import Image

from seed import seed
from server import KHADI, free_port, khadi_env, start, stop, wait_up

UPLOADS = 16
READERS = 4
SIDE = 3605  # 3605² = 12,996,025 pixels: the largest square under the 13 MP cap
PASSWORD = "bench-shopper-2026"  # noqa: S105 - a throwaway account in a temp database
SAME_ORIGIN = {"Sec-Fetch-Site": "same-origin"}


def maximal_png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGBA", (SIDE, SIDE), (200, 40, 40, 255)).save(buffer, "PNG")
    return buffer.getvalue()


def memory_mb(pid: int) -> dict[str, float]:
    """The process's resident memory now (VmRSS) and at its peak (VmHWM), in MB."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0]) / 1024
    return {"rss_mb": round(fields["VmRSS"], 1), "peak_mb": round(fields["VmHWM"], 1)}


def sign_in(base: str, number: int) -> httpx.Client:
    client = httpx.Client(base_url=base, headers={**SAME_ORIGIN, "Origin": base}, timeout=600)
    email = f"bench-photo-{number}@khadi.test"
    body = {"name": "Bench Shopper", "phone": "9876543210", "email": email}
    signup = {**body, "password": PASSWORD, "confirmPassword": PASSWORD}
    client.post("/api/v1/auth/signup", json=signup).raise_for_status()
    client.post("/api/v1/auth/login", json={"email": email, "password": PASSWORD})
    return client


def read_catalogue(base: str, done: threading.Event, latencies: list[float]) -> None:
    with httpx.Client(base_url=base, headers={"Accept-Encoding": "gzip"}) as client:
        while not done.is_set():
            started = time.perf_counter()
            client.get("/api/v1/products").raise_for_status()
            latencies.append((time.perf_counter() - started) * 1000)


def run(work: Path) -> dict[str, Any]:
    database_url = f"sqlite:///{work}/uploads.db"
    seed(database_url, 500)
    photo = maximal_png()
    port = free_port()
    log = work / "uploads-store.log"
    process = start([KHADI, "serve"], khadi_env(database_url, work, port, demo=False), log)
    base = f"http://127.0.0.1:{port}"
    wait_up(f"{base}/healthz", process, log)
    try:
        shoppers = [sign_in(base, n) for n in range(UPLOADS)]
        before = memory_mb(process.pid)
        quiet: list[float] = []
        calm = threading.Event()
        timer = threading.Timer(3, calm.set)
        timer.start()
        read_catalogue(base, calm, quiet)  # the catalogue with nothing else going on, 3 s

        done = threading.Event()
        busy: list[float] = []
        readers = [
            threading.Thread(target=read_catalogue, args=(base, done, busy)) for _ in range(READERS)
        ]
        for reader in readers:
            reader.start()
        started = time.perf_counter()

        def send(client: httpx.Client) -> int:
            files = {"file": ("damage.png", photo, "image/png")}
            return client.post("/api/v1/return-photos", files=files).status_code

        with ThreadPoolExecutor(UPLOADS) as pool:
            statuses = list(pool.map(send, shoppers))
        seconds = time.perf_counter() - started
        done.set()
        for reader in readers:
            reader.join()
        after = memory_mb(process.pid)
        for client in shoppers:
            client.close()
    finally:
        stop(process)
    cuts = statistics.quantiles(busy, n=100) if len(busy) > 1 else [float("nan")] * 99
    return {
        "uploads": UPLOADS,
        "photo_bytes": len(photo),
        "photo_pixels": SIDE * SIDE,
        "accepted": statuses.count(201),
        "statuses": sorted(set(statuses)),
        "seconds": round(seconds, 2),
        "memory_before_mb": before["rss_mb"],
        "memory_peak_mb": after["peak_mb"],
        "memory_after_mb": after["rss_mb"],
        "catalogue_quiet_p50_ms": round(statistics.median(quiet), 2),
        "catalogue_requests": len(busy),
        "catalogue_p50_ms": round(cuts[49], 2),
        "catalogue_p99_ms": round(cuts[98], 2),
    }


def show(result: dict[str, Any]) -> None:
    print(
        f"photos: {result['uploads']} shoppers sent a {result['photo_pixels'] / 1e6:.1f} MP PNG "
        f"of {result['photo_bytes'] / 1024:.0f} kB at once; {result['accepted']} taken in "
        f"{result['seconds']:.1f} s (answers {result['statuses']})"
    )
    print(
        f"photos: server memory {result['memory_before_mb']:.0f} MB before, peak "
        f"{result['memory_peak_mb']:.0f} MB, {result['memory_after_mb']:.0f} MB after; catalogue "
        f"p50 {result['catalogue_p50_ms']:.1f} ms, p99 {result['catalogue_p99_ms']:.1f} ms over "
        f"{result['catalogue_requests']} reads (quiet p50 {result['catalogue_quiet_p50_ms']:.1f})"
    )


def targets(result: dict[str, Any]) -> list[dict[str, Any]]:
    """Peak memory < 600 MB, the catalogue's p99 < 100 ms while the photos decode, all taken."""
    peak, p99 = result["memory_peak_mb"], result["catalogue_p99_ms"]
    return [
        {
            "figure": "16 maximal photos at once: server peak memory",
            "value": peak,
            "shown": f"{peak:.0f} MB",
            "target": "< 600 MB",
            "met": peak < 600,
        },
        {
            "figure": "16 maximal photos at once: catalogue p99",
            "value": p99,
            "shown": f"{p99:.1f} ms",
            "target": "< 100 ms",
            "met": p99 < 100,
        },
        {
            "figure": "16 maximal photos at once: photos taken",
            "value": result["accepted"],
            "shown": f"{result['accepted']} of {result['uploads']}",
            "target": "all",
            "met": result["accepted"] == result["uploads"],
        },
    ]
