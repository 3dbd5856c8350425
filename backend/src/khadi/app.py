"""The application factory: one FastAPI app serving the API, media and the built SPA."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

from khadi.accounts.passwords import Passwords
from khadi.accounts.routes import router as accounts_router
from khadi.accounts.sessions import SessionCookieMiddleware
from khadi.admin.routes import router as admin_router
from khadi.catalog.routes import router as catalog_router
from khadi.catalog.service import SnapshotCache
from khadi.config import Settings, get_settings
from khadi.db import Database
from khadi.errors import install_error_handlers
from khadi.kit.json import JSONResponse
from khadi.media.storage import LocalMediaStore
from khadi.security import CrossOriginGuardMiddleware, SecurityHeadersMiddleware
from khadi.site.routes import router as site_router
from khadi.site.spa import mount_spa


def create_app(settings: Settings | None = None, database: Database | None = None) -> FastAPI:
    """Build the app; tests pass their own settings and a shared Database."""
    settings = settings or get_settings()
    owns_database = database is None
    database = database or Database(settings.database_url)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        if owns_database:
            database.dispose()

    app = FastAPI(
        title="Khadi store API",
        version="1",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs" if settings.env != "production" else None,
        redoc_url=None,
        default_response_class=JSONResponse,
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.db = database
    app.state.media = LocalMediaStore(settings.media_dir, settings.media_url)
    app.state.snapshots = SnapshotCache()
    app.state.passwords = Passwords.from_settings(settings)

    install_error_handlers(app)
    app.include_router(site_router)
    app.include_router(catalog_router)
    app.include_router(accounts_router)
    app.include_router(admin_router)
    # Last added runs first: headers wrap everything, then the cross-site check, then cookies.
    app.add_middleware(SessionCookieMiddleware, settings=settings)
    app.add_middleware(CrossOriginGuardMiddleware, settings=settings)
    app.add_middleware(SecurityHeadersMiddleware, settings=settings)

    settings.media_dir.mkdir(parents=True, exist_ok=True)
    app.mount(settings.media_url, StaticFiles(directory=settings.media_dir), name="media")
    mount_spa(app, settings.frontend_dist)
    return app
