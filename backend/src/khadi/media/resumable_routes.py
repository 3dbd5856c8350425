"""Resumable product image uploads (tus 1.0: creation, HEAD, PATCH, termination, expiration)
for anything larger than 256 KB, under /api/v1/admin/uploads/tus (included by `media.routes`,
whose router requires an admin). An upload cut off by a dropped connection continues from the
offset HEAD reports; GET /uploads/tus/{id} then returns the stored image.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from email.utils import format_datetime
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect

from khadi.accounts.deps import AdminUser
from khadi.config import AppSettings
from khadi.db import DbSession
from khadi.errors import Conflict, InvalidInput
from khadi.kit.time import utcnow
from khadi.media import resumable
from khadi.media import service as media
from khadi.media.deps import Limits, Media
from khadi.media.errors import (
    UPLOAD_OFFSET_MISMATCH,
    UPLOAD_TOO_LONG,
    UnsupportedMediaType,
    UploadTooLong,
)
from khadi.media.schemas import UploadedImageOut

router = APIRouter()

TUS_PATH = "/uploads/tus"
TUS_CONTENT_TYPE = "application/offset+octet-stream"


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
_TUS_VERSION = _header(
    "Tus-Resumable",
    {"type": "string", "enum": [resumable.TUS_VERSION]},
    "The tus version: 412 otherwise",
)
_WHOLE_NUMBER = {"type": "integer", "minimum": 0}
_TUS_CREATE: dict[str, Any] = {
    "parameters": [
        _TUS_VERSION,
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
_TUS_ONLY: dict[str, Any] = {"parameters": [_TUS_VERSION]}
_TUS_PATCH: dict[str, Any] = {
    "parameters": [
        _TUS_VERSION,
        _header("Upload-Offset", _WHOLE_NUMBER, "Where these bytes start (HEAD tells)"),
    ],
    "requestBody": {
        "required": True,
        "content": {TUS_CONTENT_TYPE: {"schema": {"type": "string", "format": "binary"}}},
    },
}
_TUS_REFUSALS: dict[int | str, dict[str, Any]] = {
    404: {"description": "No such upload (or another admin's)"},
    410: {"description": "Upload expired"},
    412: {"description": "Unsupported tus version"},
}


def _require_tus(request: Request) -> None:
    if request.headers.get("tus-resumable") != resumable.TUS_VERSION:
        raise HTTPException(
            412, "Unsupported tus version", headers={"Tus-Version": resumable.TUS_VERSION}
        )


def _int_header(request: Request, name: str) -> int:
    value = request.headers.get(name, "")
    if not value.isdigit() or len(value) > 15:
        raise InvalidInput(f"{name.title()} is required", fields={name: "a whole number"})
    return int(value)


def _tus_headers(
    extra: dict[str, str] | None = None, expires_at: datetime | None = None
) -> dict[str, str]:
    headers = {"Tus-Resumable": resumable.TUS_VERSION, **(extra or {})}
    if expires_at is not None:
        headers["Upload-Expires"] = format_datetime(expires_at, usegmt=True)
    return headers


@router.options(TUS_PATH, status_code=204, response_class=Response, summary="tus capabilities")
def tus_capabilities(_: AdminUser, limits: Limits) -> Response:
    return Response(
        status_code=204,
        headers=_tus_headers(
            {
                "Tus-Version": resumable.TUS_VERSION,
                "Tus-Extension": resumable.TUS_EXTENSIONS,
                "Tus-Max-Size": str(limits.max_bytes),
            }
        ),
    )


@router.post(
    TUS_PATH,
    status_code=201,
    response_class=Response,
    openapi_extra=_TUS_CREATE,
    responses={
        201: {"description": "Created; Location names the upload"},
        412: _TUS_REFUSALS[412],
        413: {"description": "Image is larger than 10 MB"},
        429: {"description": "Too many uploads in progress"},
    },
    summary="tus creation: headers Tus-Resumable, Upload-Length, Upload-Metadata",
)
def create_resumable_upload(
    request: Request, admin: AdminUser, db: DbSession, settings: AppSettings, limits: Limits
) -> Response:
    _require_tus(request)
    state = resumable.create_upload(
        db,
        user_id=admin.id,
        length=_int_header(request, "upload-length"),
        metadata=resumable.parse_metadata(request.headers.get("upload-metadata")),
        limits=limits,
        lifetime=timedelta(hours=settings.resumable_upload_hours),
        now=utcnow(),
    )
    location = f"{request.url.path.rstrip('/')}/{state.id}"
    return Response(
        status_code=201,
        headers=_tus_headers({"Location": location, "Upload-Offset": "0"}, state.expires_at),
    )


@router.head(
    TUS_PATH + "/{upload_id}",
    response_class=Response,
    openapi_extra=_TUS_ONLY,
    responses=_TUS_REFUSALS,
    summary="tus: how many bytes the server holds (Upload-Offset)",
)
def resumable_upload_offset(
    upload_id: str, request: Request, admin: AdminUser, db: DbSession
) -> Response:
    _require_tus(request)
    state = resumable.upload_state(db, upload_id, admin.id, utcnow())
    return Response(
        status_code=200,
        headers=_tus_headers(
            {
                "Upload-Offset": str(state.offset),
                "Upload-Length": str(state.length),
                "Cache-Control": "no-store",
            },
            state.expires_at,
        ),
    )


async def _receive(request: Request, limit: int) -> tuple[bytes, bool]:
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


@router.patch(
    TUS_PATH + "/{upload_id}",
    status_code=204,
    response_class=Response,
    openapi_extra=_TUS_PATCH,
    responses={
        **_TUS_REFUSALS,
        409: {"description": "Upload-Offset is not where the server is"},
        413: {"description": "More bytes than Upload-Length"},
        415: {"description": f"Content-Type is not {TUS_CONTENT_TYPE}"},
    },
    summary="tus: send bytes from Upload-Offset (Content-Type application/offset+octet-stream)",
)
async def append_to_resumable_upload(
    upload_id: str, request: Request, admin: AdminUser, db: DbSession, store: Media, limits: Limits
) -> Response:
    _require_tus(request)
    user_id = admin.id  # read now: upload_state ends the transaction, which expires `admin`
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type != TUS_CONTENT_TYPE:
        raise UnsupportedMediaType(f"Content-Type must be {TUS_CONTENT_TYPE}")
    offset = _int_header(request, "upload-offset")
    state = await run_in_threadpool(resumable.upload_state, db, upload_id, user_id, utcnow())
    if state.offset != offset:
        raise Conflict(UPLOAD_OFFSET_MISMATCH)
    remaining = state.length - offset
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > remaining:
        raise UploadTooLong(UPLOAD_TOO_LONG)
    data, _cut_off = await _receive(request, remaining)
    state = await run_in_threadpool(
        resumable.append_chunk, db, upload_id, user_id, offset, data, utcnow()
    )
    if state.received_all:
        await run_in_threadpool(resumable.finish_upload, db, store, upload_id, limits)
    return Response(
        status_code=204,
        headers=_tus_headers({"Upload-Offset": str(state.offset)}, state.expires_at),
    )


@router.delete(
    TUS_PATH + "/{upload_id}",
    status_code=204,
    response_class=Response,
    openapi_extra=_TUS_ONLY,
    responses=_TUS_REFUSALS,
    summary="tus termination: cancel an upload and drop the bytes received",
)
def cancel_resumable_upload(
    upload_id: str, request: Request, admin: AdminUser, db: DbSession
) -> Response:
    _require_tus(request)
    resumable.terminate_upload(db, upload_id, admin.id, utcnow())
    return Response(status_code=204, headers=_tus_headers())


@router.get(
    TUS_PATH + "/{upload_id}",
    response_model=UploadedImageOut,
    responses={
        404: _TUS_REFUSALS[404],
        409: {"description": "The upload is not complete yet"},
        410: _TUS_REFUSALS[410],
    },
    summary="The stored image of a finished resumable upload",
)
def resumable_upload_result(
    upload_id: str, admin: AdminUser, db: DbSession, store: Media, limits: Limits
) -> UploadedImageOut:
    record = resumable.upload_result(db, store, upload_id, admin.id, limits, utcnow())
    return media.uploaded_image_out(record, store)
