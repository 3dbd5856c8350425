"""Return photos (issue 16): the shopper's pictures of what arrived defective or damaged.

They go through the product images' pipeline (`media.validation.decode_upload`: size and pixel
limits before decoding, only JPEG/PNG/WebP/GIF; `media.images.encode_webp`: re-encoded to WebP
from pixels, so EXIF, GPS and every other metadata block is dropped), but they are PRIVATE: the
WebP is kept in the database, never in the public media store, so no /media URL reaches it.
Only the shopper who sent it and admins can fetch it; anyone else is told it does not exist.

Any signed-in shopper can send one, so what one costs is bounded (issue 29): at most
`PHOTO_MEGAPIXELS` (a phone's 12 MP photo, 4032×3024, fits), shrunk to `MAX_SIDE` while decoding
(`decode_upload(fit=...)`), and decoded on this process's `DECODES_AT_ONCE` photo threads only —
the others wait their turn without holding a request thread, so sixteen at once cost what two do
(and only those threads' memory pools ever hold a decoded picture, which the C library keeps per
thread after it is freed).
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from khadi.accounts.limits import Limit, check
from khadi.accounts.models import User
from khadi.media.images import encode_webp
from khadi.media.validation import UploadLimits, decode_upload
from khadi.returns import errors
from khadi.returns.models import ReturnPhoto

MAX_SIDE = 1600  # enough to see a flaw; a phone's 12 MP photo is shrunk to this
PHOTO_MEGAPIXELS = 13
DECODES_AT_ONCE = 1
_decoder = ThreadPoolExecutor(DECODES_AT_ONCE, thread_name_prefix="return-photo")
PHOTO_LIMIT = Limit("return-photo-user", 30, timedelta(hours=1))
ID_MAX = 24


def photo_url(photo_id: str) -> str:
    return f"/api/v1/return-photos/{photo_id}"


def count_upload(session: Session, user_id: str) -> None:
    """One upload against the shopper's hourly allowance (429 past it); commits."""
    check(session, PHOTO_LIMIT, user_id)


def photo_limits(limits: UploadLimits) -> UploadLimits:
    """The shop's upload limits, with the pixel count capped for shoppers' photos."""
    return UploadLimits(limits.max_mb, min(limits.max_megapixels, PHOTO_MEGAPIXELS))


def _encode(data: bytes, limits: UploadLimits) -> tuple[bytes, int, int]:
    image = decode_upload(data, photo_limits(limits), fit=MAX_SIDE)
    return encode_webp(image)


async def encode_photo(data: bytes, limits: UploadLimits) -> tuple[bytes, int, int]:
    """Check, decode and re-encode the upload on a photo thread: the WebP, its width and height.
    Raises ImageTooLarge (413) or InvalidInput (422)."""
    return await asyncio.get_running_loop().run_in_executor(_decoder, _encode, data, limits)


def keep_photo(session: Session, user_id: str, encoded: tuple[bytes, int, int]) -> ReturnPhoto:
    """Keep an encoded photo for this user (committed)."""
    webp, width, height = encoded
    photo = ReturnPhoto(user_id=user_id, data=webp, width=width, height=height)
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
