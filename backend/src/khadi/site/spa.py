"""The built React app: hashed assets cached for a year, `index.html` for every client route.

A path that is no client route still gets `index.html` (the SPA shows 'Page Not Found'), but with
status 404 so crawlers and link checkers see the truth.
"""

from __future__ import annotations

import re
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from khadi.errors import NotFound

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


def mount_spa(app: FastAPI, dist: Path) -> None:
    index = dist / "index.html"
    if (dist / "assets").is_dir():
        app.mount("/assets", ImmutableAssets(directory=dist / "assets"), name="assets")

    @app.api_route("/{path:path}", methods=["GET", "HEAD"], include_in_schema=False)
    def spa(path: str, request: Request) -> Response:
        if path.startswith(("api/", "media/")):
            raise NotFound("Not found")
        public_file = (dist / path).resolve()
        if path and public_file.is_relative_to(dist.resolve()) and public_file.is_file():
            return FileResponse(public_file, headers={"Cache-Control": "public, max-age=3600"})
        if not index.is_file():
            return HTMLResponse(
                "<h1>The store's pages are not built yet.</h1><p>Run <code>make run</code>.</p>",
                status_code=503,
            )
        status = 200 if is_client_route(request.url.path) else 404
        return FileResponse(index, status_code=status, headers={"Cache-Control": "no-cache"})
