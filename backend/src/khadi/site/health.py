"""Readiness: may a load balancer send this instance traffic? (`/healthz` only says it is up.)"""

from __future__ import annotations

import logging

from sqlalchemy.exc import SQLAlchemyError

from khadi.db import Database, check_reachable, migrations_current
from khadi.media.storage import MediaStore, store_problem

log = logging.getLogger(__name__)

DATABASE_UNREACHABLE = "database unreachable"
MIGRATIONS_PENDING = "migrations pending"


def readiness_problem(database: Database, media: MediaStore) -> str | None:
    """None when the database answers, its schema is this code's newest revision and the media
    store takes writes (a probe file in the local folder, or HeadBucket); else what is wrong, in
    words fit for a public response (the details go to the log only). Cheap enough to be polled
    every few seconds."""
    problem = _database_problem(database)
    return problem if problem is not None else store_problem(media)


def _database_problem(database: Database) -> str | None:
    try:
        check_reachable(database.engine)
        if not migrations_current(database.engine, database.url):
            return MIGRATIONS_PENDING
    except SQLAlchemyError as error:
        detail = str(getattr(error, "orig", None) or error).strip().splitlines()
        log.warning("readiness: database unreachable (%s)", detail[0] if detail else "no detail")
        return DATABASE_UNREACHABLE
    return None
