"""Product image uploads (spec §7 file storage, §9; issue 7's safe image pipeline), admin-only.

- POST /api/v1/admin/uploads: one multipart request, for small files.
- /api/v1/admin/uploads/tus: resumable uploads (tus 1.0), in `media.resumable_routes`.

(DELETE /api/v1/admin/media, which must ask the catalogue whether a product still shows the
image, is the admin area's: admin/media.py.)

The request body is read here, after the admin check, never before: FastAPI would parse a declared
File() parameter before any dependency runs, letting anyone make the server spool a large body.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException

from khadi.accounts.deps import AdminUser, admin_user
from khadi.db import DbSession
from khadi.errors import InvalidInput
from khadi.media import resumable_routes
from khadi.media import service as media
from khadi.media.deps import Limits, Media
from khadi.media.errors import CHOOSE_AN_IMAGE, LENGTH_REQUIRED, LengthRequired
from khadi.media.schemas import UploadedImageOut

# Under the admin prefix and guarded like the admin area's own router (tests/test_route_access.py).
router = APIRouter(
    prefix="/api/v1/admin",
    tags=["admin"],
    dependencies=[Depends(admin_user)],
    responses={401: {"description": "Please log in"}, 403: {"description": "Admins only"}},
)

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


# After /uploads: the tus routes, /uploads/tus…
router.include_router(resumable_routes.router)
