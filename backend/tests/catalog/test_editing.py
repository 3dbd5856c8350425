"""The catalogue's editor announces its own changes: after each commit this instance's snapshot
is invalidated and catalog-changed is published with the new version (DESIGN.md §7, §8)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from sqlalchemy.orm import Session

from khadi.catalog.editing import CatalogEditor
from khadi.catalog.schemas import CategoryCreate, CategoryUpdate
from khadi.catalog.service import SnapshotCache, catalog_version
from khadi.errors import Conflict, NotFound
from khadi.events import CATALOG, InProcessBus
from khadi.media.storage import MediaStore


class RecordingBus(InProcessBus):
    def __init__(self) -> None:
        super().__init__()
        self.published: list[tuple[str, str, dict[str, Any]]] = []

    def publish(self, channel: str, name: str, data: Mapping[str, Any]) -> None:
        self.published.append((channel, name, dict(data)))


def test_a_change_invalidates_the_snapshot_and_is_published_after_its_commit(
    db_session: Session, media_store: MediaStore
) -> None:
    snapshots = SnapshotCache(recheck_seconds=3600)
    snapshots.get(db_session, media_store)
    bus = RecordingBus()
    editor = CatalogEditor(db_session, media_store, bus, snapshots)
    before = catalog_version(db_session)

    editor.create_category(CategoryCreate(name="Silk Sarees"))

    assert snapshots.fresh() is None  # the next read here waits for the new snapshot
    assert bus.published == [(CATALOG, CATALOG, {"version": before + 1})]


def test_a_refused_change_is_not_announced(db_session: Session, media_store: MediaStore) -> None:
    snapshots = SnapshotCache(recheck_seconds=3600)
    snapshot = snapshots.get(db_session, media_store)
    bus = RecordingBus()
    editor = CatalogEditor(db_session, media_store, bus, snapshots)

    with pytest.raises(Conflict):
        editor.create_category(CategoryCreate(name="Shirts"))  # a default category

    assert snapshots.fresh() is snapshot
    assert bus.published == []


def test_a_category_edit_and_delete_are_announced(
    db_session: Session, media_store: MediaStore
) -> None:
    snapshots = SnapshotCache(recheck_seconds=3600)
    snapshots.get(db_session, media_store)
    bus = RecordingBus()
    editor = CatalogEditor(db_session, media_store, bus, snapshots)
    before = catalog_version(db_session)

    editor.update_category("haar", CategoryUpdate(label="Garlands"))
    assert snapshots.fresh() is None
    snapshots.get(db_session, media_store)
    editor.delete_category("haar")

    assert snapshots.fresh() is None
    assert bus.published == [
        (CATALOG, CATALOG, {"version": before + 1}),
        (CATALOG, CATALOG, {"version": before + 2}),
    ]
    with pytest.raises(NotFound):
        editor.delete_category("haar")
    assert len(bus.published) == 2
