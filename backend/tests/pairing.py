"""`make test` runs the suite twice at once, on SQLite and on PostgreSQL (`--paired-run`). A test
runs on both only when what it checks depends on the database kind; everything else runs once.

- Tests that use the run's database (the `database_url` / `empty_database_url` fixtures, directly
  or through `database`, `settings`, `client`…) run on both.
- Tests that always use a PostgreSQL of their own (`pg_pair`, `pg_url`: two instances on one
  PostgreSQL) and the OpenAPI fuzz (`@pytest.mark.postgres_once`) run on the PostgreSQL side only.
- Tests that touch no database run on the SQLite side only.

Without `--paired-run` (a developer's `pytest`) every test runs, as it always did.
"""

from __future__ import annotations

import pytest

from tests.factories import on_postgres

RUN_DATABASE = frozenset({"database_url", "empty_database_url"})
OWN_POSTGRES = frozenset({"pg_pair", "pg_url"})


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--paired-run",
        action="store_true",
        help="this run is one half of make test's SQLite/PostgreSQL pair: run each "
        "database-independent test on one side only (tests/pairing.py)",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "postgres_once: in a paired run, run only on the PostgreSQL side (tests/pairing.py)",
    )


def side_for(item: pytest.Item) -> str:
    """'both', 'postgres' or 'sqlite': where a paired run runs this test."""
    fixtures = set(getattr(item, "fixturenames", ()))
    if fixtures & OWN_POSTGRES or item.get_closest_marker("postgres_once"):
        return "postgres"
    if fixtures & RUN_DATABASE:
        return "both"
    return "sqlite"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.getoption("--paired-run"):
        return
    this_side = "postgres" if on_postgres() else "sqlite"
    kept, left = [], []
    for item in items:
        (kept if side_for(item) in ("both", this_side) else left).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept
