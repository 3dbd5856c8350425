"""Optimistic concurrency for the shop's rows: a save names the version it was loaded with.

Version 0 means "no row yet" and INSERTs (a second INSERT of the same key fails on the primary
key); a later version is one `UPDATE … SET version = version + 1 WHERE key AND version = :seen`
whose row count says whether this save won. Exact on SQLite (one writer at a time) and on
PostgreSQL (the row lock makes the loser re-check `version` after the winner commits).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Table, insert, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.db import Base
from khadi.shop.errors import EditConflict


def save_versioned(
    session: Session,
    model: type[Base],
    key: dict[str, Any],
    seen: int,
    values: dict[str, Any],
    now: datetime,
    conflict: str,
) -> int:
    """Write `values` to the row `key` if it is still at version `seen`; commit; return the new
    version. Raise EditConflict(conflict) when another save came first."""
    table = model.__table__
    assert isinstance(table, Table)
    if seen == 0:
        try:
            session.execute(insert(table).values(**key, **values, version=1, updated_at=now))
            session.commit()
        except IntegrityError:
            session.rollback()
            raise EditConflict(conflict) from None
        return 1
    where = [table.c[name] == value for name, value in key.items()]
    result = session.execute(
        update(table)
        .where(*where, table.c.version == seen)
        .values(**values, version=table.c.version + 1, updated_at=now)
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        session.rollback()
        raise EditConflict(conflict)
    session.commit()
    return seen + 1
