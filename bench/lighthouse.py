"""Lighthouse 12 (bench/package.json) in Debian's Chromium, against `khadi serve` with the demo
catalogue: the home page, /allproducts and one product page.

Lighthouse's defaults: mobile form factor, simulated throttling (a mid-range phone on slow 4G).
The full JSON reports go to bench/results/lighthouse/ (not committed); latest.json keeps the
scores, LCP, TBT, CLS and, for every category under 95, its top failing audits.
BENCH_LIGHTHOUSE_RUNS=3 runs each page three times and keeps the median by performance score.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from server import RESULTS, ROOT, get, khadi_serve

LIGHTHOUSE = ROOT / "bench" / "node_modules" / ".bin" / "lighthouse"
CHROME = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
CHROME_FLAGS = "--headless=new --no-sandbox"
REPORTS = RESULTS / "lighthouse"
RUNS = int(os.environ.get("BENCH_LIGHTHOUSE_RUNS", "1"))
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
TARGETS = {"performance": 95, "accessibility": 95}
WORRYING_BELOW = 95  # a category under this gets its failing audits listed
TOP_AUDITS = 5


def lighthouse(url: str, report: Path) -> dict[str, Any]:
    """One Lighthouse run; its JSON report is written to `report` and returned."""
    completed = subprocess.run(  # noqa: S603
        [
            str(LIGHTHOUSE),
            url,
            "--output=json",
            f"--output-path={report}",
            f"--chrome-flags={CHROME_FLAGS}",
            f"--only-categories={','.join(CATEGORIES)}",
            "--quiet",
        ],
        env={**os.environ, "CHROME_PATH": CHROME},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if completed.returncode != 0 or not report.exists():
        raise RuntimeError(f"lighthouse failed on {url}: {completed.stderr.strip()[-500:]}")
    result: dict[str, Any] = json.loads(report.read_text())
    return result


def _savings(audit: dict[str, Any]) -> float:
    """What fixing a performance audit would save, in ms of LCP, FCP and TBT together."""
    saved = audit.get("metricSavings") or {}
    return float(sum(saved.get(metric, 0) or 0 for metric in ("LCP", "FCP", "TBT")))


def _where(audit: dict[str, Any]) -> list[str]:
    """The first few things an audit blames (resource URLs, page elements), path only."""
    details = audit.get("details") or {}
    places = []
    for item in details.get("items", [])[:3]:
        if not isinstance(item, dict):
            continue
        url = item.get("url")
        node = item.get("node") or {}
        place = url if isinstance(url, str) else node.get("selector") or node.get("nodeLabel")
        if place:
            places.append(re.sub(r"^https?://[^/]+", "", str(place)))
    return places


def lcp_element(result: dict[str, Any]) -> dict[str, Any]:
    """Which element the LCP is, and how its time splits (TTFB, load delay, load, render delay)."""
    details = result["audits"].get("largest-contentful-paint-element", {}).get("details") or {}
    tables = details.get("items", [])
    element: dict[str, Any] = {}
    if tables and tables[0].get("items"):
        node = tables[0]["items"][0].get("node", {})
        element = {"selector": node.get("selector", ""), "label": node.get("nodeLabel", "")}
    if len(tables) > 1:
        element["phases_ms"] = {
            row["phase"]: round(row["timing"]) for row in tables[1].get("items", [])
        }
    return element


def failing_audits(result: dict[str, Any], category: str) -> list[dict[str, Any]]:
    """The category's failing audits, worst first: performance by what fixing them would save
    (the metrics and the LCP element are reported apart; the 'insight' duplicates are left out),
    the others by their weight in the score."""
    audits = result["audits"]
    found = []
    for ref in result["categories"][category]["auditRefs"]:
        audit = audits[ref["id"]]
        score = audit.get("score")
        if score is None or score >= 0.9:
            continue
        if audit.get("scoreDisplayMode") in ("notApplicable", "manual", "informative"):
            continue
        if category == "performance" and ref.get("group") in ("metrics", "hidden"):
            continue
        if ref["id"] == "largest-contentful-paint-element":  # shown apart: lcp_element
            continue
        found.append(
            {
                "id": ref["id"],
                "title": audit["title"],
                "display": audit.get("displayValue", ""),
                "weight": ref.get("weight", 0),
                "savings_ms": _savings(audit),
                "score": score,
                "where": _where(audit),
            }
        )
    if category == "performance":
        found.sort(key=lambda a: (-a["savings_ms"], a["score"]))
    else:
        found.sort(key=lambda a: (-a["weight"], a["score"]))
    return found[:TOP_AUDITS]


def summarise(result: dict[str, Any]) -> dict[str, Any]:
    audits = result["audits"]
    scores = {name: round((result["categories"][name]["score"] or 0) * 100) for name in CATEGORIES}
    return {
        "url": result["finalDisplayedUrl"],
        "lighthouse": result["lighthouseVersion"],
        "form_factor": result["configSettings"]["formFactor"],
        "throttling": result["configSettings"]["throttlingMethod"],
        "scores": scores,
        "lcp_ms": round(audits["largest-contentful-paint"]["numericValue"]),
        "tbt_ms": round(audits["total-blocking-time"]["numericValue"]),
        "cls": round(audits["cumulative-layout-shift"]["numericValue"], 3),
        "lcp_element": lcp_element(result),
        "warnings": result.get("runWarnings", []),
        "failing_audits": {
            name: failing_audits(result, name)
            for name, score in scores.items()
            if score < WORRYING_BELOW
        },
    }


def measure(name: str, url: str) -> dict[str, Any]:
    """RUNS runs of one page; the median by performance score is kept, with its report."""
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        for number in range(RUNS):
            report = Path(tmp) / f"{number}.json"
            runs.append((lighthouse(url, report), report))
        runs.sort(key=lambda run: run[0]["categories"]["performance"]["score"] or 0)
        result, report = runs[len(runs) // 2]
        (REPORTS / f"{name}.json").write_bytes(report.read_bytes())
    summary = summarise(result)
    summary["runs"] = RUNS
    return summary


def pages(base: str) -> dict[str, str]:
    """The three pages — home, the full listing and the first product's page (paths.ts) — in
    English, and again in Kannada (issue 18: its fonts and messages load only for it; `?lang=kn`
    as a shared link)."""
    catalogue = json.loads(get(f"{base}/api/v1/products"))
    product_id = catalogue["products"][0]["id"]
    english = {
        "home": f"{base}/",
        "allproducts": f"{base}/allproducts",
        "product": f"{base}/productInfo/{product_id}",
    }
    kannada = {f"{name}-kn": f"{url}?lang=kn" for name, url in english.items()}
    return english | kannada


def run(work: Path) -> dict[str, Any]:
    if not LIGHTHOUSE.exists():
        raise SystemExit(
            "bench: Lighthouse is missing (make bench runs npm install --prefix bench)"
        )
    if not Path(CHROME).exists():
        raise SystemExit(f"bench: Chromium is missing at {CHROME} (make bench installs it)")
    REPORTS.mkdir(parents=True, exist_ok=True)
    database_url = f"sqlite:///{work}/lighthouse.db"
    results: dict[str, Any] = {}
    with khadi_serve(database_url, work, demo=True, name="lighthouse") as base:
        for name, url in pages(base).items():
            try:
                results[name] = measure(name, url)
            except (RuntimeError, subprocess.TimeoutExpired, KeyError) as problem:
                results[name] = {"url": url, "error": str(problem)}
    return results


def targets(results: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for name, page in results.items():
        if "error" in page:
            found.append(
                {
                    "figure": f"lighthouse {name}: run",
                    "value": None,
                    "shown": "failed",
                    "target": "completes",
                    "met": False,
                }
            )
            continue
        for category in CATEGORIES:
            score = page["scores"][category]
            minimum = TARGETS.get(category)
            found.append(
                {
                    "figure": f"lighthouse {name}: {category}",
                    "value": score,
                    "shown": str(score),
                    "target": f">= {minimum}" if minimum else None,
                    "met": score >= minimum if minimum else None,
                }
            )
        for label, value, shown in (
            ("LCP", page["lcp_ms"], f"{page['lcp_ms'] / 1000:.1f} s"),
            ("TBT", page["tbt_ms"], f"{page['tbt_ms']} ms"),
            ("CLS", page["cls"], f"{page['cls']:.3f}"),
        ):
            found.append(
                {
                    "figure": f"lighthouse {name}: {label}",
                    "value": value,
                    "shown": shown,
                    "target": None,
                    "met": None,
                }
            )
    return found
