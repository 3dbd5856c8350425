"""Removing a product image by its key or link (DELETE /api/v1/admin/media). Here, not with the
upload routes in media/, because only the catalogue knows whether a product still shows it."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from khadi.accounts.deps import AdminUser
from khadi.catalog.editing import delete_unused_image
from khadi.db import DbSession
from khadi.errors import InvalidInput
from khadi.media.deps import Media
from khadi.media.errors import INVALID_MEDIA_PATH
from khadi.media.schemas import MediaDeleted

router = APIRouter()


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
