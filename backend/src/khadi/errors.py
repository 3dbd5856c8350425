"""One error type and one envelope for every failure: {"error", "message", "fields"}."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from khadi.kit.json import JSONResponse

log = logging.getLogger(__name__)


class KhadiError(Exception):
    """A failure the caller can understand: stable code, human message, HTTP status."""

    status = 400
    code = "bad_request"

    def __init__(self, message: str, *, fields: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.fields = fields or {}


class NotFound(KhadiError):
    status = 404
    code = "not_found"


class Unauthenticated(KhadiError):
    status = 401
    code = "unauthenticated"


class Forbidden(KhadiError):
    status = 403
    code = "forbidden"


class Conflict(KhadiError):
    status = 409
    code = "conflict"


class InvalidInput(KhadiError):
    status = 422
    code = "validation_error"


class TooManyRequests(KhadiError):
    status = 429
    code = "too_many_requests"


def envelope(code: str, message: str, fields: dict[str, str] | None = None) -> dict[str, Any]:
    return {"error": code, "message": message, "fields": fields or {}}


def _field_name(loc: tuple[Any, ...]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header", "cookie")]
    return ".".join(parts) or "request"


def _clean_message(message: str) -> str:
    return message.removeprefix("Value error, ")


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(KhadiError)
    async def _khadi(_: Request, exc: KhadiError) -> JSONResponse:
        return JSONResponse(envelope(exc.code, exc.message, exc.fields), status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        fields: dict[str, str] = {}
        for err in exc.errors():
            fields.setdefault(_field_name(tuple(err.get("loc", ()))), _clean_message(err["msg"]))
        first = next(iter(fields.values()), "Invalid request")
        return JSONResponse(envelope("validation_error", first, fields), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return JSONResponse(
            envelope(code, str(exc.detail)), status_code=exc.status_code, headers=exc.headers
        )

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error", exc_info=exc)
        return JSONResponse(
            envelope("internal_error", "Something went wrong. Please try again."), status_code=500
        )
