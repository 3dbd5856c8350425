"""The first view of the shop's public pages, drawn on the server (issue 33).

`/`, `/allproducts`, `/category/…` and `/productInfo/{id}` arrive with their content in the HTML,
so they paint before the app's JavaScript has loaded, and read and link with JavaScript off. The
markup comes from the app's own React components: the build writes them, with the routes and the
message catalogues, as one script (frontend/src/first-view.tsx → frontend/dist-server/first-view.js)
that runs here in an embedded V8 (mini-racer) — no second template of the same pages to drift.

A page is drawn for a guest (no session cookie: a signed-in shopper's header and cart are theirs)
from the same answers the app's queries would fetch, and kept by address, language and those
answers, so a page is drawn again only when the catalogue or the shop changes. A new build of the
script is noticed (its size and time) and loaded. Whatever goes wrong, the page is served without
its first view and the app draws it as before.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

# What #root holds before the app runs (the navigation bar painted first, issue 8): a page with a
# first view (issue 33) holds that instead, and no <noscript> notice.
FIRST_VIEW_START = "<!--khadi-first-view-->"
FIRST_VIEW_END = "<!--/khadi-first-view-->"
_ROOT = '<div id="root">'
_NOSCRIPT = re.compile(r"[ \t]*<noscript>.*?</noscript>\n?", re.S)

# Pages kept drawn (30-150 KB each, so at most ~30 MB): the home page, the listing and the
# categories in every language stay; the least visited products are drawn again (about 30 ms).
CACHE_SIZE = 256
# A render takes tens of milliseconds; one that takes longer is a fault, not a slow page.
RENDER_SECONDS = 5.0


class FirstViews:
    """Draws pages with the built script, one at a time, and keeps what it drew."""

    def __init__(self, script: Path, *, make_context: Callable[[], Any] | None = None) -> None:
        self.script = script
        self._make_context = make_context or _mini_racer
        self._context: Any = None
        self._version: tuple[int, int] | None = None
        self._lock = threading.Lock()
        self._drawn: OrderedDict[tuple[str, str, str, tuple[int, int]], str] = OrderedDict()

    def render(self, url: str, language: str, data: bytes) -> str | None:
        """The HTML of the page at `url` (path and query) in `language`, drawn from `data` (the
        API answers, as JSON); None when there is no script or it fails."""
        try:
            stat = self.script.stat()
        except OSError:
            return None
        version = (stat.st_mtime_ns, stat.st_size)
        key = (url, language, hashlib.blake2b(data, digest_size=16).hexdigest(), version)
        with self._lock:
            drawn = self._drawn.get(key)
            if drawn is not None:
                self._drawn.move_to_end(key)
                return drawn
            try:
                html = self._draw(version, url, language, data)
            except Exception:
                logger.exception("first view of %s failed; the app draws it", url)
                self._context = None  # a broken context is not kept
                return None
            self._drawn[key] = html
            if len(self._drawn) > CACHE_SIZE:
                self._drawn.popitem(last=False)
            return html

    def _draw(self, version: tuple[int, int], url: str, language: str, data: bytes) -> str:
        if self._context is None or self._version != version:
            context = self._make_context()
            context.eval(self.script.read_text(encoding="utf-8"))
            self._context, self._version = context, version
            self._drawn.clear()
        call = "KhadiFirstView.render({}, {}, {})".format(
            json.dumps(url), json.dumps(language), json.dumps(data.decode("utf-8"))
        )
        promise = self._context.eval(call)
        html = promise.get(timeout=RENDER_SECONDS)
        if not isinstance(html, str):
            raise TypeError(f"the first view script answered {type(html).__name__}")
        return html


def _mini_racer() -> Any:
    from py_mini_racer import MiniRacer  # V8 starts only when a first view is drawn

    return MiniRacer()


def page_data(
    products: bytes,
    categories: bytes,
    shop: bytes,
    size_charts: bytes | None = None,
    product: tuple[str, bytes] | None = None,
) -> bytes:
    """The answers a page's queries fetch (frontend src/first-view.tsx FirstViewData), as one JSON
    document built from the already serialised bodies."""
    parts = [b'"products":' + products, b'"categories":' + categories, b'"shop":' + shop]
    if size_charts is not None:
        parts.append(b'"sizeCharts":' + size_charts)
    if product is not None:
        product_id, body = product
        parts.append(
            b'"product":{"id":' + json.dumps(product_id).encode() + b',"body":' + body + b"}"
        )
    return b"{" + b",".join(parts) + b"}"


def with_first_view(body: str, first_view: str) -> str:
    """`body` with #root holding `first_view` (marked for the app, main.tsx) in place of the
    navigation bar painted before the app, and no notice that the page needs JavaScript."""
    start = body.find(FIRST_VIEW_START)
    end = body.find(FIRST_VIEW_END, start + len(FIRST_VIEW_START)) if start >= 0 else -1
    if start < 0 or end < 0 or _ROOT not in body:
        return body
    # markers and all: #root holds the app's markup alone, as the app hydrates it (main.tsx)
    body = body[:start] + first_view + body[end + len(FIRST_VIEW_END) :]
    body = body.replace(_ROOT, '<div id="root" data-first-view="">', 1)
    return _NOSCRIPT.sub("", body, count=1)
