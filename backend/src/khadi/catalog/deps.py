"""The app's catalogue snapshot cache for routes: `snapshots: Snapshots`."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from khadi.catalog.service import SnapshotCache


def app_snapshots(request: Request) -> SnapshotCache:
    cache: SnapshotCache = request.app.state.snapshots
    return cache


Snapshots = Annotated[SnapshotCache, Depends(app_snapshots)]
