"""The migrations build the whole schema from an empty database, on SQLite and PostgreSQL (the
run's kind), and the schema they build is exactly the one the models describe."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import CheckConstraint, Inspector, Table, UniqueConstraint, inspect, select

from khadi.catalog.models import Category
from khadi.db import Base, Database, migrate, migrations_current
from khadi.models import load_all_models


def test_migration_creates_schema_from_empty(empty_database_url: str) -> None:
    url = empty_database_url
    migrate(url)
    db = Database(url)
    try:
        tables = set(inspect(db.engine).get_table_names())
        assert {"products", "categories", "catalog_state", "alembic_version"} <= tables
        with db.sessions() as session:
            names = list(session.scalars(select(Category.name)))
            fabrics = session.scalar(select(Category).where(Category.name == "fabrics"))
        assert len(names) == 29
        assert "shirts" in names and "sandalwood" in names and "mats" in names
        assert fabrics is not None
        assert fabrics.subcategories == ["khadi", "lenin", "silk", "cotton", "wool", "Polyester"]
        assert migrations_current(db.engine, url)
        migrate(url)  # a second run changes nothing and does not fail
        with db.sessions() as session:
            assert len(list(session.scalars(select(Category.name)))) == 29
    finally:
        db.dispose()


# --- no drift between the models and the migrated database ----------------------------------


def _keys(inspector: Inspector, table: Table) -> dict[str, Any]:
    """What compare_metadata does not check (primary keys, check constraints) and what it checks
    loosely (index and unique names), for one table: as migrated, and as the model says."""
    migrated = {
        "primary key": (
            inspector.get_pk_constraint(table.name)["name"],
            inspector.get_pk_constraint(table.name)["constrained_columns"],
        ),
        "indexes": sorted(
            (index["name"], index["column_names"], bool(index["unique"]))
            for index in inspector.get_indexes(table.name)
            if not index.get("duplicates_constraint")  # PostgreSQL's index behind a UNIQUE
        ),
        "uniques": sorted(
            (unique["name"], unique["column_names"])
            for unique in inspector.get_unique_constraints(table.name)
        ),
        "checks": sorted(check["name"] for check in inspector.get_check_constraints(table.name)),
    }
    modelled = {
        "primary key": (table.primary_key.name, [column.name for column in table.primary_key]),
        "indexes": sorted(
            (index.name, [column.name for column in index.columns], bool(index.unique))
            for index in table.indexes
        ),
        "uniques": sorted(
            (constraint.name, [column.name for column in constraint.columns])
            for constraint in table.constraints
            if isinstance(constraint, UniqueConstraint)
        ),
        "checks": sorted(
            str(constraint.name)
            for constraint in table.constraints
            if isinstance(constraint, CheckConstraint)
        ),
    }
    return {"migrated": migrated, "modelled": modelled}


def test_every_table_matches_its_model(empty_database_url: str) -> None:
    """One drift check for the whole schema: tables, columns and their types, nullability and
    server defaults, foreign keys, indexes, unique and check constraints and primary keys."""
    load_all_models()
    migrate(empty_database_url)
    db = Database(empty_database_url)
    try:
        inspector = inspect(db.engine)
        assert set(inspector.get_table_names()) - {"alembic_version"} == set(Base.metadata.tables)
        with db.engine.connect() as connection:
            context = MigrationContext.configure(
                connection, opts={"compare_type": True, "compare_server_default": True}
            )
            assert compare_metadata(context, Base.metadata) == []
        for table in Base.metadata.sorted_tables:
            keys = _keys(inspector, table)
            assert keys["migrated"] == keys["modelled"], table.name
    finally:
        db.dispose()
