"""Resumable uploads: the tus 1.0 protocol's rules, with the state in the database.

https://tus.io/protocols/resumable-upload — core (HEAD, PATCH with Upload-Offset) plus the
creation, termination and expiration extensions; the browser uses the maintained `tus-js-client`.
We keep our own small server because the Python tus servers keep upload state on one machine's
disk (or need a lock service), while our instances share only the database (DESIGN.md §1).

Every byte the server acknowledges is committed as an `UploadChunk` together with the new offset,
through a conditional UPDATE on the old offset: two PATCHes racing for the same offset (two tabs,
a retry crossing a slow response, two instances) cannot both land; the loser gets 409 and resumes
from HEAD. When the last byte arrives the upload is claimed once (status receiving -> processing),
checked and stored through the same image pipeline as small uploads, and its chunks dropped.
"""

from __future__ import annotations

import base64
import binascii
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from khadi.errors import Conflict, InvalidInput, KhadiError, NotFound, TooManyRequests
from khadi.kit.time import as_utc
from khadi.media import service as media
from khadi.media.errors import (
    BAD_METADATA,
    TOO_MANY_UPLOADS,
    UPLOAD_EXPIRED,
    UPLOAD_NOT_COMPLETE,
    UPLOAD_NOT_FOUND,
    UPLOAD_OFFSET_MISMATCH,
    UPLOAD_TOO_LONG,
    UploadGone,
    UploadTooLong,
)
from khadi.media.models import (
    UPLOAD_DONE,
    UPLOAD_PROCESSING,
    UPLOAD_RECEIVING,
    ResumableUpload,
    UploadChunk,
)
from khadi.media.storage import MediaStore
from khadi.media.validation import UploadLimits, check_size

TUS_VERSION = "1.0.0"
TUS_EXTENSIONS = "creation,termination,expiration"
MAX_ACTIVE_UPLOADS = 20  # per admin; each holds at most one image's bytes

METADATA_KEYS = {"filename": "filename", "category": "category", "subCategory": "sub_category"}
MAX_METADATA_HEADER = 4096
MAX_METADATA_VALUE = 255


@dataclass(frozen=True)
class UploadState:
    id: str
    length: int
    offset: int
    status: str
    expires_at: datetime
    result: dict[str, Any] | None

    @property
    def received_all(self) -> bool:
        return self.offset == self.length

    @classmethod
    def of(cls, upload: ResumableUpload) -> UploadState:
        return cls(
            upload.id,
            upload.length,
            upload.offset,
            upload.status,
            as_utc(upload.expires_at),
            upload.result,
        )


def parse_metadata(header: str | None) -> dict[str, str]:
    """Upload-Metadata: 'key base64value, key2 base64value2'. Keeps filename, category and
    subCategory; other keys (tus-js-client's filetype…) are ignored."""
    if not header:
        return {}
    if len(header) > MAX_METADATA_HEADER:
        raise InvalidInput(BAD_METADATA)
    found: dict[str, str] = {}
    for pair in header.split(","):
        parts = pair.strip().split(" ")
        if not parts[0] or len(parts) > 2:
            raise InvalidInput(BAD_METADATA)
        name = METADATA_KEYS.get(parts[0])
        if name is None:
            continue
        try:
            value = base64.b64decode(parts[1], validate=True).decode() if len(parts) == 2 else ""
        except (binascii.Error, UnicodeDecodeError):
            raise InvalidInput(BAD_METADATA) from None
        if "\x00" in value:  # the value is stored; PostgreSQL cannot hold a NUL
            raise InvalidInput(BAD_METADATA)
        found[name] = value[:MAX_METADATA_VALUE]
    return found


def create_upload(
    session: Session,
    *,
    user_id: str,
    length: int,
    metadata: dict[str, str],
    limits: UploadLimits,
    lifetime: timedelta,
    now: datetime,
) -> UploadState:
    check_size(length, limits)  # an 11 MB image is refused before a byte is sent
    session.execute(delete(ResumableUpload).where(ResumableUpload.expires_at < now))
    active = session.scalar(
        select(func.count())
        .select_from(ResumableUpload)
        .where(ResumableUpload.user_id == user_id, ResumableUpload.status != UPLOAD_DONE)
    )
    if (active or 0) >= MAX_ACTIVE_UPLOADS:
        session.commit()  # keep the purge
        raise TooManyRequests(TOO_MANY_UPLOADS)
    upload = ResumableUpload(
        id=secrets.token_hex(16),
        user_id=user_id,
        length=length,
        offset=0,
        meta=metadata,
        status=UPLOAD_RECEIVING,
        created_at=now,
        expires_at=now + lifetime,
    )
    session.add(upload)
    session.commit()
    return UploadState.of(upload)


def _find(session: Session, upload_id: str, user_id: str, now: datetime) -> ResumableUpload:
    upload = session.get(ResumableUpload, upload_id) if len(upload_id) <= 32 else None
    if upload is None or upload.user_id != user_id:  # another admin's upload is not visible
        raise NotFound(UPLOAD_NOT_FOUND)
    if as_utc(upload.expires_at) < now:
        raise UploadGone(UPLOAD_EXPIRED)
    return upload


def upload_state(session: Session, upload_id: str, user_id: str, now: datetime) -> UploadState:
    """What HEAD reports. Ends the read transaction: a PATCH reads its body after this and must
    not keep a database connection busy while a slow phone sends it."""
    try:
        return UploadState.of(_find(session, upload_id, user_id, now))
    finally:
        session.rollback()


def append_chunk(
    session: Session, upload_id: str, user_id: str, offset: int, data: bytes, now: datetime
) -> UploadState:
    """Store `data` at `offset`, which must be exactly the bytes held so far."""
    upload = _find(session, upload_id, user_id, now)
    if upload.offset != offset or (data and upload.status != UPLOAD_RECEIVING):
        session.rollback()
        raise Conflict(UPLOAD_OFFSET_MISMATCH)
    if offset + len(data) > upload.length:
        session.rollback()
        raise UploadTooLong(UPLOAD_TOO_LONG)
    if not data:
        state = UploadState.of(upload)
        session.rollback()
        return state
    moved = session.execute(
        update(ResumableUpload)
        .where(
            ResumableUpload.id == upload_id,
            ResumableUpload.offset == offset,
            ResumableUpload.status == UPLOAD_RECEIVING,
        )
        .values(offset=offset + len(data))
        .execution_options(synchronize_session=False)
    )
    if moved.rowcount != 1:  # type: ignore[attr-defined]
        session.rollback()
        raise Conflict(UPLOAD_OFFSET_MISMATCH)
    session.add(UploadChunk(upload_id=upload_id, offset=offset, data=data))
    session.commit()
    session.refresh(upload)
    return UploadState.of(upload)


def finish_upload(
    session: Session, store: MediaStore, upload_id: str, limits: UploadLimits
) -> dict[str, Any] | None:
    """Turn a fully received upload into a stored image, exactly once.

    Returns the image record, or None when another request has it in hand. An image the pipeline
    refuses drops the upload and raises its message; any other failure hands the upload back so
    a later call can try again.
    """
    claimed = session.execute(
        update(ResumableUpload)
        .where(
            ResumableUpload.id == upload_id,
            ResumableUpload.status == UPLOAD_RECEIVING,
            ResumableUpload.offset == ResumableUpload.length,
        )
        .values(status=UPLOAD_PROCESSING)
        .execution_options(synchronize_session=False)
    )
    if claimed.rowcount != 1:  # type: ignore[attr-defined]
        session.rollback()
        return None
    session.commit()
    upload = session.get(ResumableUpload, upload_id, populate_existing=True)
    assert upload is not None
    chunks = session.scalars(
        select(UploadChunk.data)
        .where(UploadChunk.upload_id == upload_id)
        .order_by(UploadChunk.offset)
    )
    data = b"".join(chunks)
    try:
        if len(data) != upload.length:
            raise InvalidInput(UPLOAD_NOT_COMPLETE)
        record = media.store_upload(
            session,
            store,
            data,
            filename=upload.meta.get("filename", ""),
            category=upload.meta.get("category"),
            sub_category=upload.meta.get("sub_category"),
            limits=limits,
            uploaded_by=upload.user_id,
        )
    except KhadiError:
        session.rollback()
        session.execute(delete(ResumableUpload).where(ResumableUpload.id == upload_id))
        session.commit()
        raise
    except Exception:
        session.rollback()
        session.execute(
            update(ResumableUpload)
            .where(ResumableUpload.id == upload_id)
            .values(status=UPLOAD_RECEIVING)
        )
        session.commit()
        raise
    session.execute(delete(UploadChunk).where(UploadChunk.upload_id == upload_id))
    session.execute(
        update(ResumableUpload)
        .where(ResumableUpload.id == upload_id)
        .values(status=UPLOAD_DONE, result=record)
    )
    session.commit()
    return record


def upload_result(
    session: Session,
    store: MediaStore,
    upload_id: str,
    user_id: str,
    limits: UploadLimits,
    now: datetime,
) -> dict[str, Any]:
    """The stored image of a finished upload. Finishes it here if the PATCH that delivered the
    last byte was cut off before it could (the browser saw the full offset on HEAD)."""
    state = UploadState.of(_find(session, upload_id, user_id, now))
    session.rollback()
    if state.status == UPLOAD_RECEIVING and state.received_all:
        record = finish_upload(session, store, upload_id, limits)
        if record is not None:
            return record
        state = UploadState.of(_find(session, upload_id, user_id, now))
    if state.status != UPLOAD_DONE or state.result is None:
        raise Conflict(UPLOAD_NOT_COMPLETE)
    return state.result


def terminate_upload(session: Session, upload_id: str, user_id: str, now: datetime) -> None:
    """tus termination: forget the upload and its bytes. A stored image stays (it is deleted
    through the media endpoint like any other)."""
    _find(session, upload_id, user_id, now)
    session.execute(delete(ResumableUpload).where(ResumableUpload.id == upload_id))
    session.commit()
