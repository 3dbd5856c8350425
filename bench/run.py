"""`make bench`: catalogue API against a bare-ASGI baseline, concurrent sandbox checkouts,
live-event latency, page weight and Lighthouse — each figure printed with its target, met or not,
and kept in bench/results/latest.json. Targets are reported, never asserted in a test.

BENCH_ONLY=api,checkout,events,weight,lighthouse,uploads,enumeration,reports runs a subset;
BENCH_DURATION (wrk, default 10s), BENCH_SHOPPERS (default 32), BENCH_DB (sqlite or postgres),
BENCH_LIGHTHOUSE_RUNS (default 1) tune the sections. See bench/README.md.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import enumeration
import reports

import api
import checkout
import events
import lighthouse
import report
import uploads
import weight
from server import RESULTS

Section = tuple[Callable[[Path], Any], Callable[[Any], list[dict[str, Any]]]]
SECTIONS: dict[str, Section] = {
    "api": (api.run, api.targets),
    "checkout": (checkout.run, checkout.targets),
    "events": (events.run, events.targets),
    "weight": (lambda _work: weight.run(), weight.targets),
    "lighthouse": (lighthouse.run, lighthouse.targets),
    "uploads": (uploads.run, uploads.targets),
    "enumeration": (enumeration.run, enumeration.targets),
    "reports": (reports.run, reports.targets),
}


def selected() -> list[str]:
    only = os.environ.get("BENCH_ONLY", "").strip()
    if not only:
        return list(SECTIONS)
    names = [name.strip() for name in only.split(",") if name.strip()]
    unknown = [name for name in names if name not in SECTIONS]
    if unknown:
        raise SystemExit(f"bench: BENCH_ONLY names {unknown}; choose from {','.join(SECTIONS)}")
    return [name for name in SECTIONS if name in names]


def settings() -> dict[str, Any]:
    return {
        "cpus": os.cpu_count(),
        "load_average_at_start": [round(load, 2) for load in os.getloadavg()],
        "wrk_duration": api.DURATION,
        "wrk_connections": api.CONNECTIONS,
        "shoppers": checkout.SHOPPERS,
        "checkout_database": checkout.DATABASE,
        "lighthouse_runs": lighthouse.RUNS,
    }


def main() -> None:
    names = selected()
    RESULTS.mkdir(parents=True, exist_ok=True)
    started_with = settings()
    results: dict[str, Any] = {}
    figures: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory(prefix="khadi-bench-") as tmp:
        for name in names:
            measure, judge = SECTIONS[name]
            print(f"bench: {name} ...", flush=True)
            work = Path(tmp) / name
            work.mkdir()
            try:
                results[name] = measure(work)
                figures[name] = judge(results[name])
            except Exception as error:  # one broken section must not lose the others' figures
                results[name], figures[name] = crashed(name, error, work)
    report.show(results, [f for name in names for f in figures[name]])
    report.save(results, figures, started_with)
    print(f"written: {report.LATEST.relative_to(RESULTS.parents[1])}")
    if any("crashed" in result for result in results.values() if isinstance(result, dict)):
        sys.exit(1)


def crashed(name: str, error: Exception, work: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Show why a section failed (its traceback, the tail of its servers' logs) and record it."""
    traceback.print_exc()
    for log in sorted(work.glob("*.log")):
        print(f"--- {log.name} (end) ---\n{log.read_text(errors='replace')[-3000:]}")
    figure = {
        "figure": f"{name}: the run",
        "value": None,
        "shown": "crashed",
        "target": "completes",
        "met": False,
    }
    return {"crashed": f"{type(error).__name__}: {error}"}, [figure]


if __name__ == "__main__":
    main()
