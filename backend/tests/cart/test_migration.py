"""Migration 0003 builds exactly the tables the cart models describe, on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from khadi.db import Base, Database

CART_TABLES = {"cart_lines", "wishlist_items"}


def _ours(obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any) -> bool:
    table = name if type_ == "table" else getattr(getattr(obj, "table", None), "name", None)
    return table in CART_TABLES


def test_the_cart_tables_match_the_models(database: Database) -> None:
    assert set(inspect(database.engine).get_table_names()) >= CART_TABLES
    with database.engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "include_object": _ours}
        )
        assert compare_metadata(context, Base.metadata) == []


def test_the_line_key_is_unique_and_ends_with_the_user(database: Database) -> None:
    inspector = inspect(database.engine)
    uniques = inspector.get_unique_constraints("cart_lines")
    assert [u["column_names"] for u in uniques] == [["user_id", "product_id", "size", "type"]]
    assert inspector.get_pk_constraint("wishlist_items")["constrained_columns"] == [
        "user_id",
        "product_id",
    ]
    foreign = {fk["referred_table"] for t in CART_TABLES for fk in inspector.get_foreign_keys(t)}
    assert foreign == {"users"}  # products may be deleted under a line: no key to them
