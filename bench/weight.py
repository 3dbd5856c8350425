"""Page weight: gzipped JS and CSS the first page loads (from the built index.html), and each lazy
route chunk."""

from __future__ import annotations

import gzip
import re
from typing import Any

from server import ROOT

FIRST_ROUTE_JS_MAX = 120 * 1024


def run() -> dict[str, Any]:
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


def targets(weight: dict[str, Any]) -> list[dict[str, Any]]:
    js, css = weight["first_route_js_gzip"], weight["first_route_css_gzip"]
    lazy = weight["lazy"]
    largest = max(lazy.values(), default=0)
    return [
        {
            "figure": "first-route JS (gzip)",
            "value": js,
            "shown": f"{js / 1024:.1f} KB",
            "target": "<= 120 KB",
            "met": js <= FIRST_ROUTE_JS_MAX,
        },
        {
            "figure": "first-route CSS (gzip)",
            "value": css,
            "shown": f"{css / 1024:.1f} KB",
            "target": None,
            "met": None,
        },
        {
            "figure": f"largest of {len(lazy)} lazy chunks (gzip)",
            "value": largest,
            "shown": f"{largest / 1024:.1f} KB",
            "target": None,
            "met": None,
        },
    ]
