"""The catalogue's app state for routes: `snapshots: Snapshots`, `snapshot: CurrentSnapshot`
and the admin's `editor: Editor`."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from starlette.concurrency import run_in_threadpool

from khadi.catalog.editing import CatalogEditor
from khadi.catalog.service import Snapshot, SnapshotCache
from khadi.db import DbSession, app_database
from khadi.events import Events
from khadi.media.deps import Media, app_media


def app_snapshots(request: Request) -> SnapshotCache:
    cache: SnapshotCache = request.app.state.snapshots
    return cache


Snapshots = Annotated[SnapshotCache, Depends(app_snapshots)]


async def current_snapshot(request: Request) -> Snapshot:
    """The cached snapshot, from the event loop; only when its recheck is due (every half
    second) does a worker thread open a session and ask the database. (While it is fresh,
    `catalog/fastpath.py` answers these reads before they reach the routes.) The app state is
    read through the getters, not as sub-dependencies: FastAPI runs a sync dependency on a
    worker thread, three hops this hot path does without."""
    snapshots, database, store = app_snapshots(request), app_database(request), app_media(request)
    snapshot = snapshots.fresh()
    if snapshot is not None:
        return snapshot

    def load() -> Snapshot:
        with database.sessions() as session:
            return snapshots.get(session, store)

    return await run_in_threadpool(load)


CurrentSnapshot = Annotated[Snapshot, Depends(current_snapshot)]


def catalog_editor(
    db: DbSession, store: Media, events: Events, snapshots: Snapshots
) -> CatalogEditor:
    return CatalogEditor(db, store, events, snapshots)


Editor = Annotated[CatalogEditor, Depends(catalog_editor)]
