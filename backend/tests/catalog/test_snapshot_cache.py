"""The per-process catalogue snapshot: what a shopper sees after a change made here or elsewhere."""

from __future__ import annotations

from sqlalchemy.orm import Session

from khadi.catalog.service import SnapshotCache
from khadi.media.storage import MediaStore
from tests.factories import make_product


def _titles(cache: SnapshotCache, session: Session, store: MediaStore) -> set[str]:
    snapshot = cache.get(session, store)
    return {p.decode() for p in snapshot.products.values()}


def test_a_change_made_by_another_instance_is_served_once_a_recheck_is_due(
    db_session: Session, media_store: MediaStore
) -> None:
    make_product(db_session, title="Kurta")
    cache = SnapshotCache(recheck_seconds=3600)
    first = cache.get(db_session, media_store)

    make_product(db_session, title="Nehru Jacket")  # as another instance would: version bumped
    assert cache.get(db_session, media_store) is first  # no recheck due yet

    cache.recheck_seconds = 0
    rebuilt = cache.get(db_session, media_store)
    assert len(rebuilt.products) == 2
    assert any("Nehru Jacket" in body.decode() for body in rebuilt.products.values())


def test_a_change_made_here_is_served_on_the_very_next_read(
    db_session: Session, media_store: MediaStore
) -> None:
    make_product(db_session, title="Kurta")
    cache = SnapshotCache(recheck_seconds=3600)
    cache.get(db_session, media_store)

    make_product(db_session, title="Nehru Jacket")
    cache.invalidate()
    assert cache.fresh() is None  # the reader must wait for the new snapshot, not serve the old
    assert any("Nehru Jacket" in t for t in _titles(cache, db_session, media_store))
    assert cache.fresh() is not None


def test_while_one_request_rechecks_the_others_serve_the_snapshot_in_hand(
    db_session: Session, media_store: MediaStore
) -> None:
    make_product(db_session, title="Kurta")
    cache = SnapshotCache(recheck_seconds=0)  # always due
    first = cache.get(db_session, media_store)
    assert cache.fresh() is None  # due, and nobody is rechecking: this caller claims it
    assert cache.fresh() is first  # the others serve what is in hand meanwhile
    assert cache.fresh() is first

    make_product(db_session, title="Nehru Jacket")
    rebuilt = cache.get(db_session, media_store)  # the claimed recheck
    assert len(rebuilt.products) == 2
    assert cache.fresh() is None  # due again, and the claim was released
