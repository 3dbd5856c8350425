"""The tus 1.0 protocol's headers for the resumable upload routes (media/routes.py): what they
check and send, and how the protocol's headers are documented in the OpenAPI document so clients
(and the schema-driven tests) know them. The upload's state and rules are `media.resumable`."""

from __future__ import annotations

from datetime import datetime
from email.utils import format_datetime
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request

from khadi.errors import InvalidInput
from khadi.media import resumable
from khadi.media.errors import (
    UNSUPPORTED_TUS_VERSION,
    UPLOAD_TOO_LONG,
    WHOLE_NUMBER,
    UploadTooLong,
    header_required,
)

PATH = "/uploads/tus"
CONTENT_TYPE = "application/offset+octet-stream"


def _header(name: str, schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {
        "name": name,
        "in": "header",
        "required": True,
        "schema": schema,
        "description": description,
    }


# The protocol lives in headers the routes read themselves; documented so clients (and the
# schema-driven tests) know them.
VERSION_HEADER = _header(
    "Tus-Resumable",
    {"type": "string", "enum": [resumable.TUS_VERSION]},
    "The tus version: 412 otherwise",
)
_WHOLE_NUMBER = {"type": "integer", "minimum": 0}
OPENAPI_CREATE: dict[str, Any] = {
    "parameters": [
        VERSION_HEADER,
        _header("Upload-Length", _WHOLE_NUMBER, "The image's size in bytes"),
        {
            "name": "Upload-Metadata",
            "in": "header",
            "required": False,
            "schema": {"type": "string"},
            "description": "'filename <base64>, category <base64>, subCategory <base64>'",
        },
    ]
}
OPENAPI_VERSION_ONLY: dict[str, Any] = {"parameters": [VERSION_HEADER]}
OPENAPI_PATCH: dict[str, Any] = {
    "parameters": [
        VERSION_HEADER,
        _header("Upload-Offset", _WHOLE_NUMBER, "Where these bytes start (HEAD tells)"),
    ],
    "requestBody": {
        "required": True,
        "content": {CONTENT_TYPE: {"schema": {"type": "string", "format": "binary"}}},
    },
}
REFUSALS: dict[int | str, dict[str, Any]] = {
    404: {"description": "No such upload (or another admin's)"},
    410: {"description": "Upload expired"},
    412: {"description": "Unsupported tus version"},
}


def require_version(request: Request) -> None:
    if request.headers.get("tus-resumable") != resumable.TUS_VERSION:
        raise HTTPException(
            412, UNSUPPORTED_TUS_VERSION, headers={"Tus-Version": resumable.TUS_VERSION}
        )


def int_header(request: Request, name: str) -> int:
    value = request.headers.get(name, "")
    if not value.isdigit() or len(value) > 15:
        raise InvalidInput(header_required(name.title()), fields={name: WHOLE_NUMBER})
    return int(value)


def response_headers(
    extra: dict[str, str] | None = None, expires_at: datetime | None = None
) -> dict[str, str]:
    headers = {"Tus-Resumable": resumable.TUS_VERSION, **(extra or {})}
    if expires_at is not None:
        headers["Upload-Expires"] = format_datetime(expires_at, usegmt=True)
    return headers


async def receive(request: Request, limit: int) -> tuple[bytes, bool]:
    """The PATCH body, and whether the client went away before sending all of it. What did
    arrive is kept: tus resumes from it (tus 1.0: store as much as possible)."""
    received = bytearray()
    try:
        async for chunk in request.stream():
            received += chunk
            if len(received) > limit:
                raise UploadTooLong(UPLOAD_TOO_LONG)
    except ClientDisconnect:
        return bytes(received), True
    return bytes(received), False
