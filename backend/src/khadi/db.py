"""Database engine and sessions. SQLite (embedded default) or PostgreSQL, same code."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy import Engine, MetaData, Table, create_engine, event, text
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


def _sqlite_pragmas(dbapi_connection: Any, _: Any) -> None:
    cursor = dbapi_connection.cursor()
    # WAL lets readers go on while one writer commits; busy_timeout waits instead of failing.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def insert_for(session: Session, table: Table) -> postgresql.Insert | sqlite.Insert:
    """INSERT in the session's dialect (SQLite or PostgreSQL), so it takes ON CONFLICT clauses."""
    if session.get_bind().dialect.name == "postgresql":
        return postgresql.insert(table)
    return sqlite.insert(table)


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        # The pool must not be smaller than the request thread pool (40), or requests wait on it.
        engine = create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": 10},
            pool_size=20,
            max_overflow=30,
        )
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=35)


def check_reachable(engine: Engine) -> None:
    with engine.connect() as connection:
        connection.execute(text("SELECT 1"))


class Database:
    """Owns the engine and the session factory of one app instance."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    def session(self) -> Iterator[Session]:
        with self.sessions() as session:
            yield session

    def dispose(self) -> None:
        self.engine.dispose()


def app_database(request: Request) -> Database:
    """The running app's database (for work that opens its own sessions, e.g. a long stream)."""
    database: Database = request.app.state.db
    return database


AppDatabase = Annotated[Database, Depends(app_database)]


def get_session(database: AppDatabase) -> Iterator[Session]:
    with database.sessions() as session:
        yield session


DbSession = Annotated[Session, Depends(get_session)]


# --- migrations ---------------------------------------------------------------------------

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"


def alembic_config(url: str) -> Any:
    from alembic.config import Config

    config = Config(str(MIGRATIONS_DIR.parent / "alembic.ini"))
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["url"] = url
    return config


def migrate(url: str) -> None:
    """Bring the schema to the newest revision (creates it from empty)."""
    from alembic import command

    command.upgrade(alembic_config(url), "head")


def migrations_current(engine: Engine, url: str) -> bool:
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    heads = set(ScriptDirectory.from_config(alembic_config(url)).get_heads())
    with engine.connect() as connection:
        current = set(MigrationContext.configure(connection).get_current_heads())
    return current == heads
