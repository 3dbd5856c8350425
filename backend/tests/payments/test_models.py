"""Migration 0006 builds exactly the tables the order and payment models describe, on SQLite and
PostgreSQL, with the unique keys the payment rules lean on."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from khadi.db import Base, Database

TABLES = {"orders", "payment_events", "webhook_events", "sandbox_payments"}


def _ours(obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any) -> bool:
    table = name if type_ == "table" else getattr(getattr(obj, "table", None), "name", None)
    return table in TABLES


def test_the_payment_tables_match_the_models(database: Database) -> None:
    assert set(inspect(database.engine).get_table_names()) >= TABLES
    with database.engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "include_object": _ours}
        )
        assert compare_metadata(context, Base.metadata) == []


def test_the_keys_that_make_payments_safe(database: Database) -> None:
    inspector = inspect(database.engine)
    uniques = sorted(u["column_names"] for u in inspector.get_unique_constraints("orders"))
    assert uniques == [["payment_id"], ["provider_order_id"], ["user_id", "idempotency_key"]]
    assert inspector.get_pk_constraint("webhook_events")["constrained_columns"] == ["event_id"]
    checks = " ".join(c["sqltext"] for c in inspector.get_check_constraints("orders"))
    assert all(f"'{status}'" in checks for status in ("created", "paid", "failed"))
    assert "amount > 0" in checks
