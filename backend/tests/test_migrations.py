"""The migration builds the whole schema from an empty database, on SQLite and PostgreSQL."""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy import inspect, select

from khadi.catalog.models import Category
from khadi.db import Database, migrate, migrations_current
from tests.conftest import _create_pg_database, _drop_pg_database


def _check_fresh(url: str) -> None:
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


def test_migration_creates_schema_from_empty(tmp_path: Path) -> None:
    if os.environ.get("KHADI_TEST_DB", "sqlite") == "postgres":
        name, url = _create_pg_database()
        try:
            _check_fresh(url)
        finally:
            _drop_pg_database(name)
    else:
        _check_fresh(f"sqlite:///{tmp_path / 'fresh.db'}")


def test_the_migrated_schema_matches_every_model(database: Database) -> None:
    """The whole schema: every table the models declare (shop settings and pages included) is
    what the migrations build, column types too."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from khadi.db import Base

    assert {"shop_settings", "shop_pages"} <= set(inspect(database.engine).get_table_names())
    with database.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []
