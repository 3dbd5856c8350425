"""Printing the figures and keeping them in bench/results/latest.json.

Every figure is one row: what it is, its value, its target (or '-' when it has none) and whether
the target is met. latest.json keeps each section with the time it was measured; a BENCH_ONLY run
replaces its own sections and keeps the others from the previous run.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import enumeration
import reports

import uploads
from server import RESULTS

LATEST = RESULTS / "latest.json"


def _mark(met: bool | None) -> str:
    return "-" if met is None else "met" if met else "NOT met"


def show_api(rows: list[dict[str, Any]]) -> None:
    print(
        f"{'route':28} {'products':>8} {'store rps':>10} {'base rps':>10} {'ratio':>6} "
        f"{'p50 ms':>7} {'p99 ms':>7}"
    )
    for r in rows:
        s = r["store"]
        print(
            f"{r['route']:28} {r['products']:>8} {s['rps']:>10.0f} {r['baseline']['rps']:>10.0f} "
            f"{r['ratio']:>6.2f} {s['p50_ms']:>7.2f} {s['p99_ms']:>7.2f}"
        )


def show_checkout(result: dict[str, Any]) -> None:
    print(
        f"checkout: {result['shoppers']} shoppers on {result['database']}, "
        f"{result['seconds']:.2f} s for all; {result['repeated_key_together']} sent the key twice "
        f"at once, {result['repeated_key_after_paying']} again after paying; "
        f"{result['orders_in_database']} orders in the database"
    )
    steps = ", ".join(
        f"{step} {ms:.0f}" for step, ms in result["step_p50_ms"].items() if ms is not None
    )
    print(f"checkout: p50 ms per step: {steps}")
    for problem in result["problems"]:
        print(f"checkout problem: {problem}")


def show_events(result: dict[str, Any]) -> None:
    print(
        f"live events: {result['rounds']} wishlist changes on {result['database']}; change to "
        f"open tab p50 {result['p50_ms']:.0f} ms, p99 {result['p99_ms']:.0f} ms, "
        f"max {result['max_ms']:.0f} ms"
    )


def show_weight(weight: dict[str, Any]) -> None:
    print(
        f"first route: JS {weight['first_route_js_gzip'] / 1024:.1f} KB gz, "
        f"CSS {weight['first_route_css_gzip'] / 1024:.1f} KB gz; {len(weight['lazy'])} lazy chunks"
    )


def show_lighthouse(pages: dict[str, Any]) -> None:
    print(
        f"{'lighthouse page':16} {'perf':>5} {'a11y':>5} {'bp':>5} {'seo':>5} "
        f"{'LCP s':>6} {'TBT ms':>7} {'CLS':>6}"
    )
    for name, page in pages.items():
        if "error" in page:
            print(f"{name:16} failed: {page['error']}")
            continue
        s = page["scores"]
        print(
            f"{name:16} {s['performance']:>5} {s['accessibility']:>5} {s['best-practices']:>5} "
            f"{s['seo']:>5} {page['lcp_ms'] / 1000:>6.1f} {page['tbt_ms']:>7} {page['cls']:>6.3f}"
        )
    for name, page in pages.items():
        element = page.get("lcp_element") or {}
        if element:
            phases = ", ".join(f"{k} {v}" for k, v in element.get("phases_ms", {}).items())
            print(f"lighthouse {name} LCP element: {element.get('selector')} ({phases} ms)")
        for category, audits in page.get("failing_audits", {}).items():
            print(f"lighthouse {name} {category} {page['scores'][category]}, failing audits:")
            for audit in audits:
                display = f" ({audit['display']})" if audit["display"] else ""
                where = f" — {', '.join(audit['where'])}" if audit.get("where") else ""
                print(f"    {audit['id']}: {audit['title']}{display}{where}")
    warnings = {w for page in pages.values() for w in page.get("warnings", [])}
    for warning in sorted(warnings):
        print(f"lighthouse warning: {warning[:160]}")


SHOW: dict[str, Callable[[Any], None]] = {
    "api": show_api,
    "checkout": show_checkout,
    "events": show_events,
    "weight": show_weight,
    "lighthouse": show_lighthouse,
    "uploads": uploads.show,
    "enumeration": enumeration.show,
    "reports": reports.show,
}


def show(results: dict[str, Any], figures: list[dict[str, Any]]) -> None:
    for name, result in results.items():
        print()
        if "crashed" in result:
            print(f"{name}: crashed: {result['crashed']}")
        else:
            SHOW[name](result)
    print()
    width = max((len(f["figure"]) for f in figures), default=10)
    print(f"{'figure':{width}}  {'value':>10}  {'target':>10}  met")
    for f in figures:
        print(
            f"{f['figure']:{width}}  {f['shown']:>10}  {f['target'] or '-':>10}  {_mark(f['met'])}"
        )
    judged = [f for f in figures if f["met"] is not None]
    met = sum(1 for f in judged if f["met"])
    print(f"\ntargets met: {met} of {len(judged)}")


def save(results: dict[str, Any], figures: dict[str, list[dict[str, Any]]], settings: Any) -> None:
    """Write latest.json: this run's sections, plus the sections it did not measure as the
    previous file had them."""
    previous: dict[str, Any] = {}
    if LATEST.exists():
        try:
            previous = json.loads(LATEST.read_text()).get("sections", {})
        except (ValueError, AttributeError):
            previous = {}
    now = datetime.now(UTC).isoformat(timespec="seconds")
    sections = {name: section for name, section in previous.items() if name in SHOW}
    for name, result in results.items():
        sections[name] = {
            "measured_at": now,
            "settings": settings,
            "result": result,
            "figures": figures[name],
        }
    every = [f for name in SHOW if name in sections for f in sections[name]["figures"]]
    judged = [f for f in every if f["met"] is not None]
    LATEST.write_text(
        json.dumps(
            {
                "written_at": now,
                "targets_met": sum(1 for f in judged if f["met"]),
                "targets": len(judged),
                "sections": {name: sections[name] for name in SHOW if name in sections},
            },
            indent=2,
        )
        + "\n"
    )
