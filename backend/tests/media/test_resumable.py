"""Resumable-upload rules under real concurrency, on SQLite and PostgreSQL alike: racing PATCHes
for one offset (two tabs, a retry, two app instances) land once, and a finished upload becomes
exactly one stored image."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import func, select

from khadi.accounts.models import User
from khadi.db import Database
from khadi.errors import Conflict, InvalidInput
from khadi.kit.time import utcnow
from khadi.media import resumable
from khadi.media.models import MediaImage, UploadChunk
from khadi.media.storage import LocalMediaStore
from khadi.media.validation import UploadLimits
from tests.media import images
from tests.waits import run_together

LIMITS = UploadLimits()
THREADS = 6


def _new_upload(database: Database, user: User, length: int) -> str:
    with database.sessions() as session:
        state = resumable.create_upload(
            session,
            user_id=user.id,
            length=length,
            metadata={"filename": "race.png"},
            limits=LIMITS,
            lifetime=timedelta(hours=1),
            now=utcnow(),
        )
    return state.id


def test_racing_patches_for_one_offset_land_once(
    database: Database, make_user: Callable[..., User]
) -> None:
    user = make_user(role="admin")
    upload_id = _new_upload(database, user, 1000)

    def patch(n: int) -> Callable[[], Any]:
        def call() -> Any:
            with database.sessions() as session:
                data = bytes([n]) * 100
                return resumable.append_chunk(session, upload_id, user.id, 0, data, utcnow())

        return call

    results = run_together([patch(n) for n in range(THREADS)])

    landed = [r for r in results if isinstance(r, resumable.UploadState)]
    assert len(landed) == 1, results
    assert all(isinstance(r, Conflict) for r in results if r not in landed)
    with database.sessions() as session:
        chunks = session.scalars(select(UploadChunk)).all()
        assert [(c.offset, len(c.data)) for c in chunks] == [(0, 100)]
        assert resumable.upload_state(session, upload_id, user.id, utcnow()).offset == 100


def test_a_finished_upload_is_stored_exactly_once(
    database: Database, make_user: Callable[..., User], media_store: LocalMediaStore
) -> None:
    user = make_user(role="admin")
    data = images.png(500, 400)
    upload_id = _new_upload(database, user, len(data))
    with database.sessions() as session:
        resumable.append_chunk(session, upload_id, user.id, 0, data, utcnow())

    def finish() -> Any:
        with database.sessions() as session:
            return resumable.finish_upload(session, media_store, upload_id, LIMITS)

    results = run_together([finish for _ in range(THREADS)])

    records = [r for r in results if isinstance(r, dict)]
    assert len(records) == 1 and results.count(None) == THREADS - 1, results
    with database.sessions() as session:
        assert session.scalar(select(func.count()).select_from(MediaImage)) == 1
        assert session.scalars(select(UploadChunk)).all() == []
        result = resumable.upload_result(session, media_store, upload_id, user.id, LIMITS, utcnow())
    assert result == records[0]
    stored = {p.name for p in media_store.root.rglob("*.webp")}
    assert len(stored) == 1 + len(records[0]["variants"])


def test_metadata_is_parsed_strictly(database: Database) -> None:
    assert resumable.parse_metadata(None) == {}
    assert resumable.parse_metadata("filename a3VydGEucG5n,filetype aW1hZ2UvcG5n,empty") == {
        "filename": "kurta.png"
    }
    assert resumable.parse_metadata("subCategory c2lsaw==,category ZmFicmljcw==") == {
        "sub_category": "silk",
        "category": "fabrics",
    }
    for bad in ("filename !!!", "filename a b c", " , ", "filename " + "A" * 5000):
        with pytest.raises(InvalidInput):
            resumable.parse_metadata(bad)
