"""The application factory: one FastAPI app serving the API, media and the built SPA."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.middleware.gzip import GZipMiddleware
from starlette.types import ASGIApp

from khadi.accounts.passwords import Passwords
from khadi.accounts.routes import account_router
from khadi.accounts.routes import admin_router as accounts_admin_router
from khadi.accounts.routes import router as accounts_router
from khadi.accounts.sessions import SessionCookieMiddleware
from khadi.addresses.routes import book_router as addresses_router
from khadi.addresses.routes import router as pincodes_router
from khadi.cart.routes import router as cart_router
from khadi.catalog.admin_routes import admin_router as catalog_admin_router
from khadi.catalog.fastpath import CatalogueFastPath
from khadi.catalog.routes import router as catalog_router
from khadi.catalog.service import SnapshotCache
from khadi.checkout.routes import router as checkout_router
from khadi.cod.routes import admin_router as cod_admin_router
from khadi.cod.routes import router as cod_router
from khadi.config import Settings, get_settings
from khadi.db import Database
from khadi.delivery.routes import admin_router as delivery_admin_router
from khadi.delivery.routes import router as delivery_router
from khadi.discounts.routes import admin_router as discounts_admin_router
from khadi.discounts.routes import router as discounts_router
from khadi.error_docs import serve_documented_errors
from khadi.errors import install_error_handlers
from khadi.events import create_event_bus
from khadi.events.routes import router as events_router
from khadi.invoices.routes import admin_router as invoices_admin_router
from khadi.invoices.routes import router as invoices_router
from khadi.kit.json import JSONResponse
from khadi.kit.request_id import RequestIdMiddleware
from khadi.mail.routes import router as mail_router
from khadi.mail.service import mail_worker
from khadi.media.routes import router as media_router
from khadi.media.static import MediaFiles
from khadi.media.storage import media_origin, media_store_from_settings
from khadi.orders.admin_routes import admin_router as orders_admin_router
from khadi.orders.routes import router as orders_router
from khadi.orders.stock import stock_worker
from khadi.payments.provider_factory import create_provider
from khadi.payments.refund_checks import refund_worker
from khadi.payments.routes import router as payments_router
from khadi.reminders.routes import admin_router as reminders_admin_router
from khadi.reminders.routes import router as reminders_router
from khadi.reminders.service import reminder_worker
from khadi.reports.routes import admin_router as reports_admin_router
from khadi.returns.routes import admin_router as returns_admin_router
from khadi.returns.routes import router as returns_router
from khadi.security import (
    CrossOriginGuardMiddleware,
    RequestLimitsMiddleware,
    SecurityHeadersMiddleware,
    security_headers,
)
from khadi.shop.routes import admin_router as shop_admin_router
from khadi.shop.routes import router as shop_router
from khadi.site.routes import router as site_router
from khadi.site.spa import mount_spa
from khadi.stock.routes import router as stock_router
from khadi.tax.routes import router as tax_router
from khadi.whatsapp.routes import router as whatsapp_router
from khadi.whatsapp.service import whatsapp_worker


class KhadiApp(FastAPI):
    """FastAPI with the request id outside everything, even the 500 handler (ServerErrorMiddleware
    sits outside every middleware added with add_middleware), so every response and every log
    line of a request carries its id."""

    def build_middleware_stack(self) -> ASGIApp:
        return RequestIdMiddleware(super().build_middleware_stack())


def create_app(settings: Settings | None = None, database: Database | None = None) -> FastAPI:
    """Build the app; tests pass their own settings and a shared Database."""
    settings = settings or get_settings()
    owns_database = database is None
    database = database or Database(settings.database_url)
    events = create_event_bus(settings, database)
    payments = create_provider(settings, database, events)
    mailer = mail_worker(settings, database)
    chores = [
        chore
        for chore in (
            mailer,
            whatsapp_worker(settings, database),
            reminder_worker(settings, database),  # carts that come back (issue 31)
            stock_worker(settings, database, events),
            refund_worker(settings, database, payments),
        )
        if chore
    ]

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await events.start()
        payments.start()
        # the outboxes (issues 14, 32), lapsed stock holds (issue 15), waiting refunds (issue 29)
        for chore in chores:
            chore.start()
        yield
        for chore in chores:
            chore.stop()
        payments.close()  # the sandbox's pending webhooks
        await events.stop()  # ends the open event streams
        if owns_database:
            database.dispose()

    app = KhadiApp(
        title="Khadi store API",
        version="1",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs" if settings.env != "production" else None,
        redoc_url=None,
        default_response_class=JSONResponse,
        lifespan=lifespan,
        # No OpenTelemetry here (logs are JSON lines, khadi.kit.logs); left on, FastAPI asks the
        # global providers on every request, a fifth of the catalogue's hot path.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.state.settings = settings
    app.state.db = database
    app.state.media = media_store_from_settings(settings)
    app.state.snapshots = SnapshotCache()
    app.state.passwords = Passwords.from_settings(settings)
    app.state.events = events  # khadi.events: publish_user_event, publish_catalog_changed
    app.state.payments = payments  # payments.provider.PaymentProvider (sandbox or razorpay)

    headers = security_headers(settings, media_origin(app.state.media))
    install_error_handlers(app, headers)
    serve_documented_errors(app)
    app.include_router(site_router)
    app.include_router(catalog_router)
    app.include_router(accounts_router)
    app.include_router(account_router)
    # The dashboard's routes, each in the area it serves (under /api/v1/admin, admins only).
    app.include_router(accounts_admin_router)
    app.include_router(orders_admin_router)
    app.include_router(catalog_admin_router)
    app.include_router(stock_router)
    app.include_router(media_router)
    app.include_router(returns_admin_router)
    app.include_router(tax_router)
    app.include_router(invoices_admin_router)
    app.include_router(shop_admin_router)
    app.include_router(mail_router)
    app.include_router(whatsapp_router)
    app.include_router(delivery_admin_router)
    app.include_router(cod_admin_router)
    app.include_router(discounts_admin_router)
    app.include_router(reports_admin_router)
    app.include_router(reminders_admin_router)
    # Shoppers' and everyone's.
    app.include_router(pincodes_router)
    app.include_router(addresses_router)
    app.include_router(cart_router)
    app.include_router(discounts_router)
    app.include_router(checkout_router)
    app.include_router(cod_router)
    app.include_router(reminders_router)
    app.include_router(delivery_router)
    app.include_router(orders_router)
    app.include_router(returns_router)
    app.include_router(invoices_router)
    app.include_router(payments_router)
    app.include_router(events_router)
    app.include_router(shop_router)
    # Last added runs first: headers wrap everything, then the cross-site check, then the body
    # size and URL limits, then cookies.
    # (The request id wraps even these: KhadiApp.)
    # Innermost: JSON answers over 1 KB go out gzipped (the catalogue and the built assets are
    # already, and the event stream never is).
    app.add_middleware(GZipMiddleware, minimum_size=1024, compresslevel=6)
    app.add_middleware(SessionCookieMiddleware, settings=settings)
    app.add_middleware(RequestLimitsMiddleware)
    app.add_middleware(CrossOriginGuardMiddleware, settings=settings)
    app.add_middleware(CatalogueFastPath, snapshots=app.state.snapshots)  # GETs need neither
    app.add_middleware(
        SecurityHeadersMiddleware, headers=headers, docs_enabled=settings.env != "production"
    )

    if settings.media_backend == "local":  # a bucket serves its own objects
        settings.media_dir.mkdir(parents=True, exist_ok=True)
        app.mount(settings.media_url, MediaFiles(directory=settings.media_dir), name="media")
    mount_spa(app, settings.frontend_dist)
    return app
