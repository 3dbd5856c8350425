"""The OpenAPI document as the API really answers: every error response carries ErrorOut."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from khadi.errors import ErrorOut

_ERROR_BODY = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}}
_METHODS = {"get", "put", "post", "delete", "options", "head", "patch"}
_BODY_METHODS = {"post", "put", "patch", "delete"}


def document_errors(document: dict[str, Any]) -> dict[str, Any]:
    """The OpenAPI document as the API really answers: every error response carries ErrorOut
    (FastAPI documents its own {"detail": [...]} shape for 422, which this app never sends), and
    every API operation lists the refusals the middleware may give any of them — 422 (bad input,
    a NUL in the address), 403 on unsafe methods (a cross-site request, security.py) and 413 on
    those with a body (over 1 MB)."""
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    schemas["ErrorOut"] = ErrorOut.model_json_schema(by_alias=True)
    for path, item in document.get("paths", {}).items():
        for method, operation in item.items():
            if method not in _METHODS:
                continue
            responses: dict[str, Any] = operation.setdefault("responses", {})
            if path.startswith("/api/"):
                responses.setdefault("422", {"description": "Invalid input"})
                if method in _BODY_METHODS:
                    responses.setdefault("403", {"description": "Cross-site request refused"})
                    responses.setdefault("413", {"description": "Request body too large"})
            for status, response in responses.items():
                if status.isdigit() and int(status) >= 400:
                    if response.get("description") == "Validation Error":
                        response["description"] = "Invalid input"
                    if "text/html" not in response.get("content", {}):  # a page's own answer
                        response["content"] = _ERROR_BODY
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    return document


def serve_documented_errors(app: FastAPI) -> None:
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = document_errors(build())
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
