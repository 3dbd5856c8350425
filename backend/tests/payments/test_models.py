"""Migration 0006 gives the order and payment tables the unique keys the payment rules lean on,
on SQLite and PostgreSQL (that the tables match the models is tests/test_migrations.py's
whole-schema check)."""

from __future__ import annotations

from sqlalchemy import inspect

from khadi.db import Database


def test_the_keys_that_make_payments_safe(database: Database) -> None:
    inspector = inspect(database.engine)
    uniques = sorted(u["column_names"] for u in inspector.get_unique_constraints("orders"))
    assert uniques == [
        ["number"],
        ["payment_id"],
        ["provider_order_id"],
        ["user_id", "idempotency_key"],
    ]
    assert inspector.get_pk_constraint("webhook_events")["constrained_columns"] == ["event_id"]
    checks = " ".join(c["sqltext"] for c in inspector.get_check_constraints("orders"))
    assert all(f"'{status}'" in checks for status in ("created", "paid", "failed"))
    assert "amount > 0" in checks
