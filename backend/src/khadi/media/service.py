"""Uploads become stored images; stored images are removed with all their variants."""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from PIL import Image
from sqlalchemy import delete
from sqlalchemy.orm import Session

from khadi.config import Settings
from khadi.errors import InvalidInput
from khadi.kit.time import utcnow
from khadi.media.errors import INVALID_MEDIA_PATH
from khadi.media.images import VARIANT_WIDTHS, store_image
from khadi.media.models import MediaImage
from khadi.media.naming import upload_stem
from khadi.media.schemas import UploadedImageOut, UploadedVariantOut
from khadi.media.storage import MediaStore
from khadi.media.validation import UploadLimits, decode_upload

# The stored original is enough for the product page's zoom; bigger only costs shoppers' data.
MAX_STORED_SIDE = 2560
_VARIANT_SUFFIX = re.compile(r"_w\d+\.webp$")


def upload_limits(settings: Settings) -> UploadLimits:
    return UploadLimits(settings.upload_max_mb, settings.upload_max_megapixels)


def store_upload(
    session: Session,
    store: MediaStore,
    data: bytes,
    *,
    filename: str,
    category: str | None,
    sub_category: str | None,
    limits: UploadLimits,
    uploaded_by: str | None,
    now: datetime | None = None,
) -> dict[str, Any]:
    """Check and decode the upload, store it metadata-free as WebP with its variants, remember
    it, commit. Returns the image record that products keep."""
    image = decode_upload(data, limits)
    if max(image.size) > MAX_STORED_SIDE:
        image.thumbnail((MAX_STORED_SIDE, MAX_STORED_SIDE), Image.Resampling.LANCZOS)
    stem = upload_stem(filename, category, sub_category, now or utcnow())
    if store.exists(f"{stem}.webp") or session.get(MediaImage, f"{stem}.webp") is not None:
        stem = f"{stem}-{secrets.token_hex(3)}"  # same name in the same millisecond
    record = store_image(store, stem, image)
    session.add(
        MediaImage(
            key=record["key"],
            width=record["width"],
            height=record["height"],
            variants=record["variants"],
            uploaded_by=uploaded_by,
        )
    )
    session.commit()
    return record


def uploaded_image_out(record: dict[str, Any], store: MediaStore) -> UploadedImageOut:
    return UploadedImageOut(
        key=record["key"],
        url=store.url(record["key"]),
        width=record["width"],
        height=record["height"],
        variants=[
            UploadedVariantOut(width=v["width"], url=store.url(v["key"]), key=v["key"])
            for v in record.get("variants", [])
        ],
    )


def uploaded_record(session: Session, key: str) -> dict[str, Any] | None:
    """The record of an image uploaded through the admin, or None."""
    row = session.get(MediaImage, key)
    return row.record() if row is not None else None


def main_image_key(key: str) -> str:
    """The original's key for an image key or one of its variants' keys."""
    if not key.endswith(".webp"):
        raise InvalidInput(INVALID_MEDIA_PATH)  # only stored images can be removed
    return _VARIANT_SUFFIX.sub(".webp", key)


def image_file_keys(session: Session, key: str) -> list[str]:
    """Every file one image occupies: the original, the variants it was stored with, and the
    variant names the pipeline would have made (in case its record is gone)."""
    main = main_image_key(key)
    stem = main.removesuffix(".webp")
    keys = [main]
    row = session.get(MediaImage, main)
    if row is not None:
        keys += [variant["key"] for variant in row.variants]
    keys += [f"{stem}_w{width}.webp" for width in VARIANT_WIDTHS]
    return list(dict.fromkeys(keys))


def remove_files(store: MediaStore, keys: Iterable[str]) -> int:
    """Delete each key; missing files are fine. Storage errors propagate to the caller."""
    return sum(1 for key in keys if store.delete(key))


def forget_images(session: Session, keys: Iterable[str]) -> None:
    """Drop the upload records of removed images (the caller commits)."""
    main_keys = list(dict.fromkeys(keys))
    if main_keys:
        session.execute(delete(MediaImage).where(MediaImage.key.in_(main_keys)))


def delete_image(session: Session, store: MediaStore, key: str) -> int:
    """Remove one image with all its variants; returns how many files were there."""
    keys = image_file_keys(session, key)
    removed = remove_files(store, keys)
    forget_images(session, [keys[0]])
    session.commit()
    return removed
