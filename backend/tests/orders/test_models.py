"""Migration 0007 builds exactly the `order_events` table the model describes, on SQLite and
PostgreSQL."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from khadi.db import Base, Database

TABLES = {"order_events"}


def _ours(obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any) -> bool:
    table = name if type_ == "table" else getattr(getattr(obj, "table", None), "name", None)
    return table in TABLES


def test_the_order_events_table_matches_the_model(database: Database) -> None:
    assert set(inspect(database.engine).get_table_names()) >= TABLES
    with database.engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "include_object": _ours}
        )
        assert compare_metadata(context, Base.metadata) == []


def test_each_audit_row_belongs_to_an_order(database: Database) -> None:
    inspector = inspect(database.engine)
    foreign = {fk["referred_table"] for fk in inspector.get_foreign_keys("order_events")}
    assert foreign == {"orders"}
    assert [ix["column_names"] for ix in inspector.get_indexes("order_events")] == [["order_id"]]
