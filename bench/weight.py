"""Page weight: gzipped JS and CSS the first page loads (the built index.html's, with the page's
language's messages, which the server hints beside them: khadi.site.preload), in English and in
Kannada, and each lazy chunk."""

from __future__ import annotations

import gzip
import json
import re
from typing import Any

from khadi.site.preload import LANGUAGE_MODULES, chunk_files
from server import ROOT

FIRST_ROUTE_JS_MAX = 120 * 1024


def run() -> dict[str, Any]:
    dist = ROOT / "frontend" / "dist"
    index = (dist / "index.html").read_text()
    manifest = json.loads((dist / ".vite" / "manifest.json").read_text())
    first = set(re.findall(r'(?:src|href)="/(assets/[^"]+\.(?:js|css))"', index))
    messages = {
        language: {chunk.lstrip("/") for chunk in chunk_files(manifest, module)}
        for language, module in LANGUAGE_MODULES.items()
    }
    sizes = {
        str(path.relative_to(dist)): len(gzip.compress(path.read_bytes(), 9))
        for path in sorted((dist / "assets").glob("*"))
        if path.suffix in (".js", ".css")
    }

    def first_js(language: str) -> int:
        names = first | messages[language]
        return sum(size for name, size in sizes.items() if name in names and name.endswith(".js"))

    first_css = sum(size for name, size in sizes.items() if name in first and name.endswith(".css"))
    loaded = first.union(*messages.values())
    lazy = {name: size for name, size in sizes.items() if name not in loaded}
    return {
        "first_route_js_gzip": first_js("en"),
        "first_route_js_gzip_kn": first_js("kn"),
        "first_route_css_gzip": first_css,
        "lazy": lazy,
    }


def targets(weight: dict[str, Any]) -> list[dict[str, Any]]:
    js, css = weight["first_route_js_gzip"], weight["first_route_css_gzip"]
    kn = weight.get("first_route_js_gzip_kn", 0)
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
            "figure": "first-route JS in Kannada (gzip)",
            "value": kn,
            "shown": f"{kn / 1024:.1f} KB",
            "target": "<= 120 KB",
            "met": kn <= FIRST_ROUTE_JS_MAX,
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
