"""Security middleware: response headers on everything, and refusal of cross-site unsafe requests.

Both are pure ASGI (no BaseHTTPMiddleware): they touch only the response start or the request
headers, so the catalogue's hot path pays next to nothing.
"""

from __future__ import annotations

import base64
import hashlib
import re

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from khadi.config import Settings
from khadi.errors import BODY_TOO_LARGE, CSRF_REFUSED, NUL_IN_ADDRESS, envelope
from khadi.kit.json import JSONResponse
from khadi.kit.urls import origin

RAZORPAY_SCRIPT = "https://checkout.razorpay.com"
RAZORPAY_FRAME = "https://api.razorpay.com"
# Swagger UI (development only) loads from a CDN and runs an inline script.
DOCS_PATHS = ("/api/docs", "/docs/oauth2-redirect")

_INLINE_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_SRC_ATTRIBUTE = re.compile(r"\bsrc\s*=", re.IGNORECASE)


def inline_script_hashes(html: str) -> list[str]:
    """A CSP source ('sha256-…') for every inline <script> (no src) in the page, in order."""
    hashes: list[str] = []
    for attributes, body in _INLINE_SCRIPT.findall(html):
        if _SRC_ATTRIBUTE.search(attributes):
            continue
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        if f"'sha256-{digest}'" not in hashes:
            hashes.append(f"'sha256-{digest}'")
    return hashes


def content_security_policy(settings: Settings, media_origin: str | None = None) -> str:
    """Our own origin only, plus the media bucket's origin when media is served from another host
    and the payment provider's hosts when it is Razorpay. The hashes allow the built index.html's
    inline scripts (the theme script that avoids a light flash), read once at start so they
    follow the frontend build."""
    index = settings.frontend_dist / "index.html"
    html = index.read_text(encoding="utf-8") if index.is_file() else ""
    scripts = ["'self'", *inline_script_hashes(html)]
    images = ["'self'", "data:", "blob:"]
    if media_origin:  # a bucket on another host (S3 public base URL or an absolute media URL)
        images.append(media_origin)
    frames: list[str] = []
    if settings.payment_provider == "razorpay":
        scripts.append(RAZORPAY_SCRIPT)
        frames = ["frame-src " + RAZORPAY_FRAME]
    directives = [
        "default-src 'self'",
        "script-src " + " ".join(scripts),
        "style-src 'self' 'unsafe-inline'",
        "img-src " + " ".join(images),
        "connect-src 'self'",
        "font-src 'self'",
        *frames,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
    return "; ".join(directives)


HeaderList = list[tuple[bytes, bytes]]


def security_headers(settings: Settings, media_origin: str | None = None) -> HeaderList:
    """Computed once at start-up (create_app) and shared by the middleware and the 500 handler."""
    headers = {
        "content-security-policy": content_security_policy(settings, media_origin),
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "DENY",
        "permissions-policy": "camera=(), microphone=(), geolocation=()",
    }
    if settings.env == "production":
        headers["strict-transport-security"] = "max-age=63072000; includeSubDomains"
    return [(name.encode(), value.encode()) for name, value in headers.items()]


class SecurityHeadersMiddleware:
    """Adds the security headers to every HTTP response (API, SPA, media) that has not set its
    own value for one of them."""

    def __init__(self, app: ASGIApp, headers: HeaderList, docs_enabled: bool) -> None:
        self.app = app
        self.headers = headers
        self.docs_headers = [h for h in self.headers if h[0] != b"content-security-policy"]
        self.docs_enabled = docs_enabled

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        extra = self.headers
        if self.docs_enabled and scope["path"] in DOCS_PATHS:
            extra = self.docs_headers

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {name.lower() for name, _ in headers}
                headers.extend(h for h in extra if h[0] not in present)
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)


UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class CrossOriginGuardMiddleware:
    """Refuses unsafe API requests sent by a page of another origin (DESIGN.md §5).

    Browsers send `Origin` on cross-origin POSTs (else `Referer`) and `Sec-Fetch-Site`; a page
    elsewhere cannot forge them. Requests with none of them (curl, payment webhooks) pass: they
    carry no browser cookies unless their sender has the token anyway, and SameSite=Lax already
    keeps the session cookie off cross-site form posts.
    """

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        site = origin(settings.site_url)
        self.site_origins = {site} if site else set()

    def _is_cross_site(self, scope: Scope) -> bool:
        headers = Headers(scope=scope)
        if headers.get("sec-fetch-site", "").lower() == "cross-site":
            return True
        claimed = headers.get("origin") or headers.get("referer")
        if claimed is None:
            return False
        claimed_origin = origin(claimed)  # "null" and garbage have none: refused
        if claimed_origin is None:
            return True
        own = set(self.site_origins)
        host = headers.get("host")
        if host:
            request_origin = origin(f"{scope.get('scheme', 'http')}://{host}")
            if request_origin:
                own.add(request_origin)
        return claimed_origin not in own

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] == "http"
            and scope["method"] in UNSAFE_METHODS
            and scope["path"].startswith("/api/")
            and self._is_cross_site(scope)
        ):
            response = JSONResponse(envelope("csrf", CSRF_REFUSED), status_code=403)
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)


JSON_BODY_LIMIT = 1024 * 1024  # the largest product form is a few kB
# Image uploads have their own, larger limits, checked once the caller is known to be an admin
# (media/routes.py), and so has the catalogue's CSV import (catalog/admin_routes.py); the payment
# webhook's own limit is below this one.
OWN_BODY_LIMITS = ("/api/v1/admin/uploads", "/api/v1/admin/products/import")
BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class RequestLimitsMiddleware:
    """Refuses, before any route reads them, API requests no route should have to handle:

    - a body over `max_body_bytes` (413): a declared Content-Length is refused unread; a chunked
      body is read up to the limit and then replayed to the app, or refused;
    - a NUL character in the path or the query string (422): no id or search text has one, and
      PostgreSQL could not even compare it.
    """

    def __init__(self, app: ASGIApp, max_body_bytes: int = JSON_BODY_LIMIT) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/"):
            await self.app(scope, receive, send)
            return
        query: bytes = scope.get("query_string", b"")
        if "\x00" in scope["path"] or b"%00" in query or b"\x00" in query:
            refusal = envelope("validation_error", NUL_IN_ADDRESS, {"request": NUL_IN_ADDRESS})
            await JSONResponse(refusal, status_code=422)(scope, receive, send)
            return
        if scope["method"] not in BODY_METHODS or scope["path"].startswith(OWN_BODY_LIMITS):
            await self.app(scope, receive, send)
            return
        declared = Headers(scope=scope).get("content-length")
        if declared is not None:
            if declared.isdigit() and int(declared) > self.max_body_bytes:
                await self._too_large(scope, receive, send)
                return
            await self.app(scope, receive, send)  # the server delivers exactly that many bytes
            return
        await self._chunked(scope, receive, send)

    async def _chunked(self, scope: Scope, receive: Receive, send: Send) -> None:
        buffered: list[Message] = []
        size = 0
        while True:
            message = await receive()
            buffered.append(message)
            if message["type"] != "http.request":
                break  # the client went away; the app will see it
            size += len(message.get("body", b""))
            if size > self.max_body_bytes:
                await self._too_large(scope, receive, send)
                return
            if not message.get("more_body", False):
                break

        async def replay() -> Message:
            return buffered.pop(0) if buffered else await receive()

        await self.app(scope, replay, send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = JSONResponse(envelope("too_large", BODY_TOO_LARGE), status_code=413)
        await response(scope, receive, send)
