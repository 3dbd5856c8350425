"""The built React app: hashed assets cached for a year, `index.html` for every client route.

A path that is no client route still gets `index.html` (the SPA shows 'Page Not Found'), but with
status 404 so crawlers and link checkers see the truth; so does a product page of an unknown id.
Each page's `<title>`, description and Open Graph tags are filled in by `khadi.site.meta`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from starlette.datastructures import State
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from khadi.catalog.service import Snapshot
from khadi.config import Settings
from khadi.errors import NotFound
from khadi.site.meta import CachedTemplate, Catalogue, meta_for, not_found_meta

# The client routes of spec §2 (frontend/src/lib/paths.ts holds the same list for links).
CLIENT_ROUTES = [
    re.compile(pattern)
    for pattern in (
        r"^/$",
        r"^/(login|signup|allproducts|terms-and-conditions|about-us|careers|faq)/?$",
        r"^/(orders|cart|wishlist|checkout|dashboard|add-product)/?$",
        r"^/productInfo/[^/]+/?$",
        r"^/update-product/[^/]+/?$",
        r"^/category/[^/]+(/[^/]+)?/?$",
    )
]
IMMUTABLE = "public, max-age=31536000, immutable"


class ImmutableAssets(StaticFiles):
    """Vite names assets by content hash, so a cached copy never goes stale."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        if response.status_code == 200:
            response.headers["Cache-Control"] = IMMUTABLE
        return response


def is_client_route(path: str) -> bool:
    return any(route.match(path) for route in CLIENT_ROUTES)


def _snapshot_reader(state: State) -> Callable[[], Snapshot]:
    def read() -> Snapshot:
        with state.db.sessions() as session:
            snapshot: Snapshot = state.snapshots.get(session, state.media)
            return snapshot

    return read


def mount_spa(app: FastAPI, dist: Path) -> None:
    settings: Settings = app.state.settings
    template = CachedTemplate(dist / "index.html", settings.shop_whatsapp_number)
    catalogue = Catalogue(_snapshot_reader(app.state))
    site_url = settings.site_url.rstrip("/")
    if (dist / "assets").is_dir():
        app.mount("/assets", ImmutableAssets(directory=dist / "assets"), name="assets")

    @app.api_route("/{path:path}", methods=["GET", "HEAD"], include_in_schema=False)
    def spa(path: str, request: Request) -> Response:
        if path.startswith(("api/", "media/")):
            raise NotFound("Not found")
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
        if is_client_route(route):
            meta, found = meta_for(route, catalogue)
        else:
            meta, found = not_found_meta(route), False
        return HTMLResponse(
            page.render(meta, site_url),
            status_code=200 if found else 404,
            headers={"Cache-Control": "no-cache"},
        )
