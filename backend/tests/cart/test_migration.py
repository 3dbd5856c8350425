"""The keys migration 0003 gives the cart tables, on SQLite and PostgreSQL (that the tables match
the models is tests/test_migrations.py's whole-schema check)."""

from __future__ import annotations

from sqlalchemy import inspect

from khadi.db import Database

CART_TABLES = {"cart_lines", "wishlist_items"}


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
