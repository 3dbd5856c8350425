"""Product images from the dashboard (spec §7 file storage, §9; issue 7's safe image pipeline),
admins only (the router's dependency):

- POST /api/v1/admin/uploads: one multipart request, for small files.
- /api/v1/admin/uploads/tus: resumable uploads (tus 1.0: creation, HEAD, PATCH, termination,
  expiration; the protocol's headers are `media.tus`, the upload's rules `media.resumable`).
- DELETE /api/v1/admin/media: remove an image, unless a product still shows it (the catalogue's
  rule, catalog.editing.delete_unused_image).

The request body is read here, after the admin check, never before: FastAPI would parse a declared
File() parameter before any dependency runs, letting anyone make the server spool a large body.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Annotated, Any

from fastapi import Query, Request, Response
from fastapi.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.catalog.editing import delete_unused_image
from khadi.config import AppSettings
from khadi.db import DbSession
from khadi.errors import Conflict, InvalidInput
from khadi.kit.time import utcnow
from khadi.media import resumable, tus
from khadi.media import service as media
from khadi.media.deps import Limits, Media
from khadi.media.errors import (
    CHOOSE_AN_IMAGE,
    INVALID_MEDIA_PATH,
    LENGTH_REQUIRED,
    UPLOAD_OFFSET_MISMATCH,
    UPLOAD_TOO_LONG,
    LengthRequired,
    UnsupportedMediaType,
    UploadTooLong,
)
from khadi.media.schemas import MediaDeleted, UploadedImageOut

router = make_admin_router()

FORM_OVERHEAD = 64 * 1024  # multipart boundaries and the two short text fields


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
async def upload_image(
    request: Request, admin: AdminUser, db: DbSession, store: Media, limits: Limits
) -> UploadedImageOut:
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


# --- resumable uploads (tus 1.0), for anything larger than 256 KB: an upload cut off by a
# dropped connection continues from the offset HEAD reports; GET …/{id} then returns the image.


@router.options(tus.PATH, status_code=204, response_class=Response, summary="tus capabilities")
def tus_capabilities(_: AdminUser, limits: Limits) -> Response:
    return Response(
        status_code=204,
        headers=tus.response_headers(
            {
                "Tus-Version": resumable.TUS_VERSION,
                "Tus-Extension": resumable.TUS_EXTENSIONS,
                "Tus-Max-Size": str(limits.max_bytes),
            }
        ),
    )


@router.post(
    tus.PATH,
    status_code=201,
    response_class=Response,
    openapi_extra=tus.OPENAPI_CREATE,
    responses={
        201: {"description": "Created; Location names the upload"},
        412: tus.REFUSALS[412],
        413: {"description": "Image is larger than 10 MB"},
        429: {"description": "Too many uploads in progress"},
    },
    summary="tus creation: headers Tus-Resumable, Upload-Length, Upload-Metadata",
)
def create_resumable_upload(
    request: Request, admin: AdminUser, db: DbSession, settings: AppSettings, limits: Limits
) -> Response:
    tus.require_version(request)
    state = resumable.create_upload(
        db,
        user_id=admin.id,
        length=tus.int_header(request, "upload-length"),
        metadata=resumable.parse_metadata(request.headers.get("upload-metadata")),
        limits=limits,
        lifetime=timedelta(hours=settings.resumable_upload_hours),
        now=utcnow(),
    )
    location = f"{request.url.path.rstrip('/')}/{state.id}"
    return Response(
        status_code=201,
        headers=tus.response_headers(
            {"Location": location, "Upload-Offset": "0"}, state.expires_at
        ),
    )


@router.head(
    tus.PATH + "/{upload_id}",
    response_class=Response,
    openapi_extra=tus.OPENAPI_VERSION_ONLY,
    responses=tus.REFUSALS,
    summary="tus: how many bytes the server holds (Upload-Offset)",
)
def resumable_upload_offset(
    upload_id: str, request: Request, admin: AdminUser, db: DbSession
) -> Response:
    tus.require_version(request)
    state = resumable.upload_state(db, upload_id, admin.id, utcnow())
    return Response(
        status_code=200,
        headers=tus.response_headers(
            {
                "Upload-Offset": str(state.offset),
                "Upload-Length": str(state.length),
                "Cache-Control": "no-store",
            },
            state.expires_at,
        ),
    )


@router.patch(
    tus.PATH + "/{upload_id}",
    status_code=204,
    response_class=Response,
    openapi_extra=tus.OPENAPI_PATCH,
    responses={
        **tus.REFUSALS,
        409: {"description": "Upload-Offset is not where the server is"},
        413: {"description": "More bytes than Upload-Length"},
        415: {"description": f"Content-Type is not {tus.CONTENT_TYPE}"},
    },
    summary="tus: send bytes from Upload-Offset (Content-Type application/offset+octet-stream)",
)
async def append_to_resumable_upload(
    upload_id: str, request: Request, admin: AdminUser, db: DbSession, store: Media, limits: Limits
) -> Response:
    tus.require_version(request)
    user_id = admin.id  # read now: upload_state ends the transaction, which expires `admin`
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type != tus.CONTENT_TYPE:
        raise UnsupportedMediaType(f"Content-Type must be {tus.CONTENT_TYPE}")
    offset = tus.int_header(request, "upload-offset")
    state = await run_in_threadpool(resumable.upload_state, db, upload_id, user_id, utcnow())
    if state.offset != offset:
        raise Conflict(UPLOAD_OFFSET_MISMATCH)
    remaining = state.length - offset
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > remaining:
        raise UploadTooLong(UPLOAD_TOO_LONG)
    data, _cut_off = await tus.receive(request, remaining)
    state = await run_in_threadpool(
        resumable.append_chunk, db, upload_id, user_id, offset, data, utcnow()
    )
    if state.received_all:
        await run_in_threadpool(resumable.finish_upload, db, store, upload_id, limits)
    return Response(
        status_code=204,
        headers=tus.response_headers({"Upload-Offset": str(state.offset)}, state.expires_at),
    )


@router.delete(
    tus.PATH + "/{upload_id}",
    status_code=204,
    response_class=Response,
    openapi_extra=tus.OPENAPI_VERSION_ONLY,
    responses=tus.REFUSALS,
    summary="tus termination: cancel an upload and drop the bytes received",
)
def cancel_resumable_upload(
    upload_id: str, request: Request, admin: AdminUser, db: DbSession
) -> Response:
    tus.require_version(request)
    resumable.terminate_upload(db, upload_id, admin.id, utcnow())
    return Response(status_code=204, headers=tus.response_headers())


@router.get(
    tus.PATH + "/{upload_id}",
    response_model=UploadedImageOut,
    responses={
        404: tus.REFUSALS[404],
        409: {"description": "The upload is not complete yet"},
        410: tus.REFUSALS[410],
    },
    summary="The stored image of a finished resumable upload",
)
def resumable_upload_result(
    upload_id: str, admin: AdminUser, db: DbSession, store: Media, limits: Limits
) -> UploadedImageOut:
    record = resumable.upload_result(db, store, upload_id, admin.id, limits, utcnow())
    return media.uploaded_image_out(record, store)


# --- removing an image: the catalogue says whether a product still shows it ---------------


@router.delete(
    "/media",
    response_model=MediaDeleted,
    responses={409: {"description": "Image is still used by a product"}},
    summary="Delete an image and its variants by key (`path`) or by link (`url`)",
)
def delete_media(
    _: AdminUser,
    db: DbSession,
    store: Media,
    path: Annotated[str | None, Query(max_length=500)] = None,
    url: Annotated[str | None, Query(max_length=1000)] = None,
) -> MediaDeleted:
    link = path if url is None else url
    if link is None or (path is not None and url is not None):
        raise InvalidInput(INVALID_MEDIA_PATH)
    removed = delete_unused_image(db, store, link)
    return MediaDeleted(deleted=removed > 0, files_removed=removed)
