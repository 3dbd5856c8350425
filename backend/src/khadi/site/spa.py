"""The built React app: hashed assets cached for a year, `index.html` for every client route.

A path that is no client route still gets `index.html` (the SPA shows 'Page Not Found'), but with
status 404 so crawlers and link checkers see the truth; so does a product page of an unknown id.
Each page's `<title>`, description and Open Graph tags are filled in by `khadi.site.meta`.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Callable
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from pydantic import TypeAdapter
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers, State
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from khadi.accounts.languages import LANG_COOKIE, known
from khadi.accounts.sessions import COOKIE_NAME as SESSION_COOKIE
from khadi.catalog.schemas import CategoryOut, SizeChartOut
from khadi.catalog.service import Snapshot, list_categories, list_size_charts
from khadi.config import Settings
from khadi.errors import NotFound
from khadi.shop.identity import ShopIdentity, read_identity
from khadi.shop.schemas import ShopOut
from khadi.shop.service import get_shop
from khadi.site.client_routes import client_route
from khadi.site.errors import NOT_FOUND
from khadi.site.first_view import FirstViews, page_data
from khadi.site.languages import LANG_PARAM, VARY, Labels, page_language
from khadi.site.meta import CachedTemplate, Catalogue, meta_for, not_found_meta
from khadi.site.preload import (
    RouteChunks,
    listing_picture_hint,
    product_picture_hint,
    render_hints,
)

IMMUTABLE = "public, max-age=31536000, immutable"
LANG_COOKIE_SECONDS = 31536000  # a year, as the app writes it (frontend lib/i18n/languages.ts)
# Text worth compressing; pictures and fonts are compressed formats already.
COMPRESSIBLE = frozenset({".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".xml", ".map"})
COMPRESS_MIN_BYTES = 1024


def accepts_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding header allows gzip (`gzip`, `*`, not `gzip;q=0`)."""
    allowed: dict[str, bool] = {}
    for item in accept_encoding.lower().split(","):
        name, _, params = item.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if name.strip():
            allowed[name.strip()] = quality > 0
    return allowed.get("gzip", allowed.get("*", False))


class ImmutableAssets(StaticFiles):
    """Vite names assets by content hash, so a cached copy never goes stale. Text assets go out
    gzip'd to browsers that take it (the first page's JavaScript is a third of its plain size):
    each is compressed once, at the highest level, and kept, since a hashed file never changes."""

    def __init__(self, *, directory: Path) -> None:
        super().__init__(directory=directory)
        self._gzipped: dict[str, tuple[tuple[int, int], bytes]] = {}

    def _compressed(self, file: str, version: tuple[int, int]) -> bytes:
        cached = self._gzipped.get(file)
        if cached is not None and cached[0] == version:
            return cached[1]
        body = gzip.compress(Path(file).read_bytes(), 9, mtime=0)
        self._gzipped[file] = (version, body)
        return body

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        if response.status_code != 200:
            return response
        response.headers["Cache-Control"] = IMMUTABLE
        if not isinstance(response, FileResponse) or Path(path).suffix not in COMPRESSIBLE:
            return response
        response.headers["Vary"] = "Accept-Encoding"
        stat = response.stat_result
        if stat is None or stat.st_size < COMPRESS_MIN_BYTES:
            return response
        if not accepts_gzip(Headers(scope=scope).get("accept-encoding", "")):
            return response
        version = (stat.st_mtime_ns, stat.st_size)
        body = await run_in_threadpool(self._compressed, str(response.path), version)
        headers = {k: v for k, v in response.headers.items() if k != "content-length"}
        headers["Content-Encoding"] = "gzip"
        return Response(body, headers=headers)


def is_client_route(path: str) -> bool:
    return client_route(path) is not None


def _snapshot_reader(state: State) -> Callable[[], Snapshot]:
    def read() -> Snapshot:
        with state.db.sessions() as session:
            snapshot: Snapshot = state.snapshots.get(session, state.media)
            return snapshot

    return read


def _labels_reader(state: State) -> Callable[[], Labels]:
    """The categories' names as the owner gave them, in English, Kannada and Hindi, keyed by
    slug, and their subcategories' Kannada and Hindi names, keyed 'slug/subcategory' (a category
    page's heading, issue 28: never the slug when the owner named the category)."""

    def read() -> Labels:
        labels: dict[str, dict[str, str]] = {}
        with state.db.sessions() as session:
            for category in list_categories(session):
                slug = category.name.lower()
                labels[slug] = {
                    "en": category.label,
                    "kn": category.label_kn,
                    "hi": category.label_hi,
                }
                for sub, names in category.subcategory_labels.items():
                    labels[f"{slug}/{sub.lower()}"] = {"kn": names.kn, "hi": names.hi}
        return labels

    return read


def _identity_reader(state: State) -> Callable[[], ShopIdentity]:
    def read() -> ShopIdentity:
        with state.db.sessions() as session:
            return read_identity(session)

    return read


_PRODUCT_PAGE = re.compile(r"^/productInfo/([^/]+)/?$")
# The pages that arrive with their first view drawn (issue 33).
_FIRST_VIEW_PAGE = re.compile(r"^/(?:allproducts|category/[^/]+(?:/[^/]+)?|productInfo/[^/]+)?/?$")
_CATEGORIES = TypeAdapter(list[CategoryOut])
_SIZE_CHARTS = TypeAdapter(list[SizeChartOut])
_SHOP = TypeAdapter(ShopOut)


_SLIDER_ONLY = re.compile(r"^\d{1,6}$")


def _first_view_data(state: State) -> Callable[[str], bytes]:
    """The answers the page's queries would fetch (frontend src/first-view.tsx), read as the API
    routes read them."""

    def read(route: str) -> bytes:
        with state.db.sessions() as session:
            snapshot: Snapshot = state.snapshots.get(session, state.media)
            categories = _CATEGORIES.dump_json(list_categories(session), by_alias=True)
            shop = _SHOP.dump_json(get_shop(session, state.media), by_alias=True)
        product = None
        size_charts = None
        if match := _PRODUCT_PAGE.match(route):
            body = snapshot.products.get(match.group(1))
            product = (match.group(1), body) if body is not None else None
            size_charts = _SIZE_CHARTS.dump_json(list_size_charts(), by_alias=True)
        return page_data(snapshot.body, categories, shop, size_charts, product)

    return read


def wants_first_view(route: str, query: list[tuple[str, str]], cookies: dict[str, str]) -> bool:
    """A guest's plain visit to a page that has a first view. A signed-in shopper's header and
    cart are theirs, and a query (a search, a filter) is the app's to draw: drawn here, any
    address would cost a render."""
    return not query and SESSION_COOKIE not in cookies and _FIRST_VIEW_PAGE.match(route) is not None


def page_hints(
    route: str, query: list[tuple[str, str]], catalogue: Catalogue, chunks: RouteChunks
) -> str:
    """Preload links for a page that exists: its code, the catalogue, and the picture that is its
    largest paint (a product's first; the first card of the listing filtered by no more than its
    price slider)."""
    picture = None
    if match := _PRODUCT_PAGE.match(route):
        product = catalogue.product(match.group(1))
        picture = product_picture_hint(product) if product else None
    elif route.rstrip("/") == "/allproducts":
        if not query:
            picture = listing_picture_hint(catalogue.products())
        elif len(query) == 1 and query[0][0] == "max" and _SLIDER_ONLY.match(query[0][1]):
            picture = listing_picture_hint(catalogue.products(), int(query[0][1]))
    return render_hints(chunks.for_path(route), picture)


def mount_spa(app: FastAPI, dist: Path) -> None:
    settings: Settings = app.state.settings
    template = CachedTemplate(dist / "index.html")
    catalogue = Catalogue(_snapshot_reader(app.state), _labels_reader(app.state))
    shop_identity = _identity_reader(app.state)
    chunks = RouteChunks(dist / ".vite" / "manifest.json")
    first_views = FirstViews(dist.parent / "dist-server" / "first-view.js")
    first_view_data = _first_view_data(app.state)
    site_url = settings.site_url.rstrip("/")
    if (dist / "assets").is_dir():
        app.mount("/assets", ImmutableAssets(directory=dist / "assets"), name="assets")

    @app.api_route("/{path:path}", methods=["GET", "HEAD"], include_in_schema=False)
    def spa(path: str, request: Request) -> Response:
        if path.startswith(("api/", "media/")):
            raise NotFound(NOT_FOUND)
        public_file = (dist / path).resolve()
        if path and public_file.is_relative_to(dist.resolve()) and public_file.is_file():
            return FileResponse(public_file, headers={"Cache-Control": "public, max-age=3600"})
        page = template.get()
        if page is None:
            return HTMLResponse(
                "<h1>The store's pages are not built yet.</h1><p>Run <code>make run</code>.</p>",
                status_code=503,
            )
        route = request.scope["path"]
        shop = shop_identity()
        language = page_language(
            request.query_params.get(LANG_PARAM),
            request.cookies.get(LANG_COOKIE),
            request.headers.get("accept-language"),
        )
        if is_client_route(route):
            meta, found = meta_for(route, catalogue, shop, language)
        else:
            meta, found = not_found_meta(route, shop, language), False
        # The language parameter is no filter of /allproducts: the page opens as without it.
        query = [(k, v) for k, v in request.query_params.multi_items() if k != LANG_PARAM]
        hints = page_hints(route, query, catalogue, chunks) if found else render_hints([], None)
        for tag in chunks.for_language(language):
            hints += "\n    " + tag
        first_view = None
        if found and wants_first_view(route, query, request.cookies):
            first_view = first_views.render(route, language, first_view_data(route))
        html = page.render(meta, site_url, shop, hints, first_view)
        # The app's GZipMiddleware compresses the page for browsers that take it (and adds
        # Accept-Encoding to Vary). The language follows the cookie and Accept-Language.
        headers = {"Cache-Control": "no-cache", "Vary": VARY}
        response = HTMLResponse(html, status_code=200 if found else 404, headers=headers)
        # A `?lang=` link is a choice, kept as the app keeps it (lib/i18n, the same cookie) — by
        # the server too, so a shopper without JavaScript stays in it on the pages it links to.
        chosen = known(request.query_params.get(LANG_PARAM))
        if chosen is not None and chosen != request.cookies.get(LANG_COOKIE):
            response.set_cookie(LANG_COOKIE, chosen, max_age=LANG_COOKIE_SECONDS, samesite="lax")
        return response
