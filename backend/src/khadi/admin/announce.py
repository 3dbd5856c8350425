"""Telling every app instance and every open storefront tab that the catalogue changed."""

from __future__ import annotations

from fastapi import Request
from sqlalchemy.orm import Session

from khadi.catalog.service import catalog_version
from khadi.events import publish_catalog_changed


def announce_catalog_change(request: Request, session: Session) -> None:
    """Call after the commit of every catalogue change (the version was bumped inside it).

    This instance re-checks its snapshot at once; the other instances see the new version within
    their snapshot cache's recheck interval; open tabs hear it on the live-event stream
    (DESIGN.md §7) and refetch.
    """
    request.app.state.snapshots.invalidate()
    publish_catalog_changed(request, catalog_version(session))
