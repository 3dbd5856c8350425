"""The app's media store for routes: `store: Media`."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from khadi.media.storage import MediaStore


def app_media(request: Request) -> MediaStore:
    store: MediaStore = request.app.state.media
    return store


Media = Annotated[MediaStore, Depends(app_media)]
