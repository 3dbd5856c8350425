"""The app's media store for routes, `store: Media`, and the upload limits, `limits: Limits`."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from khadi.config import AppSettings
from khadi.media.service import upload_limits
from khadi.media.storage import MediaStore
from khadi.media.validation import UploadLimits


def app_media(request: Request) -> MediaStore:
    store: MediaStore = request.app.state.media
    return store


Media = Annotated[MediaStore, Depends(app_media)]


def app_upload_limits(settings: AppSettings) -> UploadLimits:
    return upload_limits(settings)


Limits = Annotated[UploadLimits, Depends(app_upload_limits)]
