"""The admin's stock changes racing checkouts and each other (issue 15), on whichever database
KHADI_TEST_DB runs: a restock racing 20 checkouts ends with the exact count, and of two saves
made from the same loaded count exactly one wins."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.catalog import product_stock
from khadi.catalog.csv_stock import goods_for
from khadi.catalog.editing import CatalogEditor
from khadi.catalog.service import SnapshotCache
from khadi.db import Database
from khadi.events import InProcessBus
from khadi.kit.time import utcnow
from khadi.media.storage import MediaStore
from khadi.stock.edits import StockChanged, import_counts
from khadi.stock.holds import Want, take
from khadi.stock.levels import Variant, read_levels
from khadi.stock.models import StockMovement
from khadi.stock.schemas import RestockIn, StockSetIn
from tests.factories import make_product
from tests.waits import run_together

ADMIN = "admin-user-id"
VARIANT = {"size": "M", "type": "Half Sleeve"}


def _editor(session: Session, store: MediaStore) -> CatalogEditor:
    return CatalogEditor(session, store, InProcessBus(), SnapshotCache())


def _shopper(database: Database, variant: Variant, orders: str) -> Callable[[int], bool]:
    """checkout(n): shopper n takes one of the variant for order `{orders}-{n}` in a session of
    their own; True when it was there (committed), False when it had run out."""

    def checkout(number: int) -> bool:
        with database.sessions() as session:
            change = take(
                session,
                f"{orders}-{number}",
                [Want(variant, 1, "piece")],
                hold_until=utcnow() + timedelta(minutes=30),
                threshold=3,
                now=utcnow(),
            )
            if change.short:
                session.rollback()
                return False
            session.commit()
            return True

    return checkout


def _left(database: Database, variant: Variant) -> int | None:
    with database.sessions() as session:
        return read_levels(session, [variant.product_id]).left(variant)


def test_a_restock_racing_twenty_checkouts_ends_exact(
    database: Database, db_session: Session, media_store: MediaStore
) -> None:
    shirt = make_product(db_session)
    variant = Variant(shirt.id, "M", "Half Sleeve")
    with database.sessions() as session:
        body = StockSetIn.model_validate({"variants": [{**VARIANT, "count": 30}]})
        product_stock.set_stock(_editor(session, media_store), shirt.id, body, ADMIN)

    checkout = _shopper(database, variant, "race-order")

    def restock() -> None:
        with database.sessions() as session:
            body = RestockIn.model_validate({**VARIANT, "amount": 7})
            product_stock.restock(_editor(session, media_store), shirt.id, body, ADMIN)

    calls = [lambda n=n: checkout(n) for n in range(20)]
    results = run_together([*calls[:10], restock, *calls[10:]])
    assert [r for r in results if isinstance(r, Exception)] == []
    assert sum(1 for r in results if r is True) == 20
    assert _left(database, variant) == 30 + 7 - 20


def test_two_saves_from_the_same_loaded_count_one_wins(
    database: Database, db_session: Session, media_store: MediaStore
) -> None:
    shirt = make_product(db_session, title="Kurta")
    variant = Variant(shirt.id, "M", "Half Sleeve")
    with database.sessions() as session:
        body = StockSetIn.model_validate({"variants": [{**VARIANT, "count": 5}]})
        product_stock.set_stock(_editor(session, media_store), shirt.id, body, ADMIN)

    def save(count: int) -> object:
        with database.sessions() as session:
            form = {"variants": [{**VARIANT, "count": count, "expected": 5}]}
            body = StockSetIn.model_validate(form)
            return product_stock.set_stock(_editor(session, media_store), shirt.id, body, ADMIN)

    for _ in range(3):
        results = run_together([lambda c=c: save(c) for c in (8, 9, 10, 11)])
        won = [r for r in results if not isinstance(r, Exception)]
        lost = [r for r in results if isinstance(r, Exception)]
        assert len(won) == 1
        assert all(isinstance(r, StockChanged) for r in lost), lost
        winner = won[0].variants[0].on_hand  # type: ignore[attr-defined]
        assert _left(database, variant) == winner
        assert "since you loaded it" in str(lost[0])
        with database.sessions() as session:  # back to 5 for the next round
            form = {"variants": [{**VARIANT, "count": 5, "expected": winner}]}
            body = StockSetIn.model_validate(form)
            product_stock.set_stock(_editor(session, media_store), shirt.id, body, ADMIN)


def test_two_admins_starting_to_count_at_once_one_wins(
    database: Database, db_session: Session, media_store: MediaStore
) -> None:
    shirt = make_product(db_session)

    def start(count: int) -> object:
        with database.sessions() as session:
            body = StockSetIn.model_validate({"variants": [{**VARIANT, "count": count}]})
            return product_stock.set_stock(_editor(session, media_store), shirt.id, body, ADMIN)

    results = run_together([lambda c=c: start(c) for c in (1, 2, 3)])
    assert sum(1 for r in results if not isinstance(r, Exception)) == 1
    assert all(isinstance(r, StockChanged) for r in results if isinstance(r, Exception))


def test_an_import_racing_checkouts_keeps_an_exact_history(
    database: Database, db_session: Session
) -> None:
    """A CSV import sets the count while shoppers buy: whatever the order, every change in the
    history leads exactly from one count to the next and ends at the count stored."""
    shirt = make_product(db_session)
    variant = Variant(shirt.id, "M", "Half Sleeve")
    goods = goods_for(shirt.id, shirt.title, shirt.category, shirt.options)
    with database.sessions() as session:
        import_counts(session, goods, {variant: 10}, user_id=ADMIN, now=utcnow())
        session.commit()

    checkout = _shopper(database, variant, "import-race")

    def set_by_import() -> None:
        with database.sessions() as session:
            import_counts(session, goods, {variant: 50}, user_id=ADMIN, now=utcnow())
            session.commit()

    calls = [lambda n=n: checkout(n) for n in range(10)]
    results = run_together([*calls[:5], set_by_import, *calls[5:]])
    assert [r for r in results if isinstance(r, Exception)] == []
    with database.sessions() as session:
        moves = list(
            session.scalars(
                select(StockMovement)
                .where(StockMovement.product_id == shirt.id)
                .order_by(StockMovement.id)
            )
        )
    count = 0
    for move in moves:
        assert move.on_hand_after == count + move.change, [
            (m.reason, m.change, m.on_hand_after) for m in moves
        ]
        count = move.on_hand_after
    assert _left(database, variant) == count
    imported = max(i for i, m in enumerate(moves) if m.reason == "import")
    assert moves[imported].on_hand_after == 50
    sold_after = sum(1 for m in moves[imported:] if m.reason == "sale")
    assert count == 50 - sold_after
    assert sum(1 for r in results if r is True) == 10
