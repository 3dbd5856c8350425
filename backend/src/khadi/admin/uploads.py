"""Product image uploads (spec §7 file storage, §9; issue 7's safe image pipeline).

- POST /uploads: one multipart request, for small files.
- /uploads/tus: resumable uploads (tus 1.0: creation, HEAD, PATCH, termination, expiration) for
  anything larger than 256 KB; an upload cut off by a dropped connection continues from the offset
  HEAD reports. GET /uploads/tus/{id} then returns the stored image.
- DELETE /media?path=…|url=…: remove an image (with its variants) by its key or link.

The request body is read here, after the admin check, never before: FastAPI would parse a declared
File() parameter before any dependency runs, letting anyone make the server spool a large body.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime, timedelta
from email.utils import format_datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response
from fastapi.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect

from khadi.accounts.deps import AdminUser
from khadi.admin import service
from khadi.config import Settings
from khadi.db import DbSession
from khadi.errors import Conflict, InvalidInput, KhadiError
from khadi.kit.time import utcnow
from khadi.media import resumable
from khadi.media import service as media
from khadi.media.schemas import MediaDeleted, UploadedImageOut
from khadi.media.storage import INVALID_MEDIA_PATH, MediaStore
from khadi.media.validation import UploadLimits

router = APIRouter()

CHOOSE_AN_IMAGE = "Choose an image to upload"
LENGTH_REQUIRED = "Content-Length is required"
FORM_OVERHEAD = 64 * 1024  # multipart boundaries and the two short text fields
TUS_PATH = "/uploads/tus"
TUS_CONTENT_TYPE = "application/offset+octet-stream"


class LengthRequired(KhadiError):
    status = 411
    code = "length_required"


class UnsupportedMediaType(KhadiError):
    status = 415
    code = "unsupported_media_type"


def _limits(request: Request) -> UploadLimits:
    settings: Settings = request.app.state.settings
    return media.upload_limits(settings)


def _store(request: Request) -> MediaStore:
    store: MediaStore = request.app.state.media
    return store


# --- one-request upload ---------------------------------------------------------------------

_MULTIPART: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {
                        "file": {"type": "string", "format": "binary"},
                        "category": {"type": "string"},
                        "subCategory": {"type": "string"},
                    },
                }
            }
        },
    }
}


def _form_text(form: FormData, name: str) -> str | None:
    value = form.get(name)
    return value if isinstance(value, str) else None


@asynccontextmanager
async def _read_form(request: Request) -> AsyncIterator[FormData]:
    """The multipart form, its files closed afterwards. A form Starlette cannot parse (broken
    boundaries, too many fields, a long text part) is the caller's mistake: 422, not a bare 400."""
    try:
        form = await request.form(max_files=1, max_fields=4, max_part_size=1024)
    except HTTPException as error:
        if error.status_code != 400:
            raise
        raise InvalidInput(str(error.detail)) from None
    try:
        yield form
    finally:
        await form.close()


@router.post(
    "/uploads",
    response_model=UploadedImageOut,
    status_code=201,
    openapi_extra=_MULTIPART,
    responses={
        413: {"description": "Image is larger than 10 MB"},
        422: {"description": "Not a JPEG, PNG, WebP or GIF image, or over 40 megapixels"},
    },
    summary="Upload one product image (multipart `file`, optional `category`, `subCategory`)",
)
async def upload_image(request: Request, admin: AdminUser, db: DbSession) -> UploadedImageOut:
    limits, store = _limits(request), _store(request)
    declared = request.headers.get("content-length", "")
    if not declared.isdigit():
        raise LengthRequired(LENGTH_REQUIRED)
    if int(declared) > limits.max_bytes + FORM_OVERHEAD:
        raise limits.refuse_bytes()
    async with _read_form(request) as form:
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise InvalidInput(CHOOSE_AN_IMAGE, fields={"file": CHOOSE_AN_IMAGE})
        data = await upload.read(limits.max_bytes + 1)
        record = await run_in_threadpool(
            media.store_upload,
            db,
            store,
            data,
            filename=upload.filename or "",
            category=_form_text(form, "category"),
            sub_category=_form_text(form, "subCategory"),
            limits=limits,
            uploaded_by=admin.id,
        )
    return media.uploaded_image_out(record, store)


# --- resumable upload (tus 1.0) ---------------------------------------------------------------


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
def tus_capabilities(request: Request, _: AdminUser) -> Response:
    return Response(
        status_code=204,
        headers=_tus_headers(
            {
                "Tus-Version": resumable.TUS_VERSION,
                "Tus-Extension": resumable.TUS_EXTENSIONS,
                "Tus-Max-Size": str(_limits(request).max_bytes),
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
def create_resumable_upload(request: Request, admin: AdminUser, db: DbSession) -> Response:
    _require_tus(request)
    settings: Settings = request.app.state.settings
    state = resumable.create_upload(
        db,
        user_id=admin.id,
        length=_int_header(request, "upload-length"),
        metadata=resumable.parse_metadata(request.headers.get("upload-metadata")),
        limits=_limits(request),
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
                raise resumable.UploadTooLong(resumable.UPLOAD_TOO_LONG)
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
    upload_id: str, request: Request, admin: AdminUser, db: DbSession
) -> Response:
    _require_tus(request)
    user_id = admin.id  # read now: upload_state ends the transaction, which expires `admin`
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type != TUS_CONTENT_TYPE:
        raise UnsupportedMediaType(f"Content-Type must be {TUS_CONTENT_TYPE}")
    offset = _int_header(request, "upload-offset")
    state = await run_in_threadpool(resumable.upload_state, db, upload_id, user_id, utcnow())
    if state.offset != offset:
        raise Conflict(resumable.UPLOAD_OFFSET_MISMATCH)
    remaining = state.length - offset
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > remaining:
        raise resumable.UploadTooLong(resumable.UPLOAD_TOO_LONG)
    data, _cut_off = await _receive(request, remaining)
    state = await run_in_threadpool(
        resumable.append_chunk, db, upload_id, user_id, offset, data, utcnow()
    )
    if state.received_all:
        await run_in_threadpool(
            resumable.finish_upload, db, _store(request), upload_id, _limits(request)
        )
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
    upload_id: str, request: Request, admin: AdminUser, db: DbSession
) -> UploadedImageOut:
    store = _store(request)
    record = resumable.upload_result(db, store, upload_id, admin.id, _limits(request), utcnow())
    return media.uploaded_image_out(record, store)


# --- removing an image ------------------------------------------------------------------------


@router.delete(
    "/media",
    response_model=MediaDeleted,
    responses={409: {"description": "Image is still used by a product"}},
    summary="Delete an image and its variants by key (`path`) or by link (`url`)",
)
def delete_media(
    request: Request,
    _: AdminUser,
    db: DbSession,
    path: Annotated[str | None, Query(max_length=500)] = None,
    url: Annotated[str | None, Query(max_length=1000)] = None,
) -> MediaDeleted:
    link = path if url is None else url
    if link is None or (path is not None and url is not None):
        raise InvalidInput(INVALID_MEDIA_PATH)
    return service.delete_media(db, _store(request), link)
