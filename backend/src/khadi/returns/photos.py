"""Return photos (issue 16): the shopper's pictures of what arrived defective or damaged.

They go through the product images' pipeline (`media.validation.decode_upload`: size and pixel
limits before decoding, only JPEG/PNG/WebP/GIF; `media.images.store_image`: re-encoded to WebP
from pixels, so EXIF, GPS and every other metadata block is dropped), but they are PRIVATE: the
WebP is kept in the database, never in the public media store, so no /media URL reaches it.
Only the shopper who sent it and admins can fetch it; anyone else is told it does not exist.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from PIL import Image
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from khadi.accounts.limits import Limit, check
from khadi.accounts.models import User
from khadi.media.images import store_image
from khadi.media.validation import UploadLimits, decode_upload
from khadi.returns import errors
from khadi.returns.models import ReturnPhoto

MAX_SIDE = 1600  # enough to see a flaw; a phone's 12 MP photo is shrunk to this
PHOTO_LIMIT = Limit("return-photo-user", 30, timedelta(hours=1))
ID_MAX = 24


def photo_url(photo_id: str) -> str:
    return f"/api/v1/return-photos/{photo_id}"


class _Kept:
    """A MediaStore that keeps what it is given in memory (the photo never leaves the server)."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}

    def put(self, key: str, data: bytes, content_type: str) -> None:
        self.files[key] = data

    def delete(self, key: str) -> bool:  # pragma: no cover - not used by store_image
        return self.files.pop(key, None) is not None

    def exists(self, key: str) -> bool:  # pragma: no cover
        return key in self.files

    def url(self, key: str) -> str:  # pragma: no cover
        return ""

    def key_from_link(self, link: str) -> str:  # pragma: no cover
        return ""


def count_upload(session: Session, user_id: str) -> None:
    """One upload against the shopper's hourly allowance (429 past it); commits."""
    check(session, PHOTO_LIMIT, user_id)


def store_photo(session: Session, user_id: str, data: bytes, limits: UploadLimits) -> ReturnPhoto:
    """Check, decode and re-encode the upload; keep it for this user (committed)."""
    image = decode_upload(data, limits)
    if max(image.size) > MAX_SIDE:
        image.thumbnail((MAX_SIDE, MAX_SIDE), Image.Resampling.LANCZOS)
    kept = _Kept()
    record = store_image(kept, "photo", image)
    photo = ReturnPhoto(
        user_id=user_id,
        data=kept.files[record["key"]],
        width=record["width"],
        height=record["height"],
    )
    session.add(photo)
    session.commit()
    return photo


def readable_photo(session: Session, user: User, photo_id: str) -> bytes:
    """The photo's WebP bytes for its uploader or an admin; 404 for anyone else."""
    photo = None
    if 0 < len(photo_id) <= ID_MAX:
        photo = session.scalar(select(ReturnPhoto).where(ReturnPhoto.id == photo_id))
    if photo is None or (photo.user_id != user.id and not user.is_admin):
        raise errors.PhotoNotFound(errors.PHOTO_NOT_FOUND)
    return photo.data


def prune_unattached(session: Session, before: datetime) -> int:
    """Delete photos uploaded before `before` that no return took (an abandoned return form);
    how many (committed). `khadi prune-media` runs it."""
    result = session.execute(
        delete(ReturnPhoto).where(ReturnPhoto.return_id.is_(None), ReturnPhoto.created_at < before)
    )
    session.commit()
    return int(getattr(result, "rowcount", 0) or 0)
