"""The claim-and-settle steps every outbox (mail, WhatsApp) delivers its rows by, exactly once over
any number of workers: a row is due when queued, its time has come and no live lease holds it; a
worker claims it by one conditional UPDATE (the lease, one more attempt) and settles only a row it
still holds. Failures wait 1, 2, 4 … 60 minutes."""

from __future__ import annotations

import os
import socket
import threading
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import or_, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

LEASE = timedelta(minutes=5)
MAX_WAIT = timedelta(hours=1)


def backoff(attempts: int) -> timedelta:
    """How long after the `attempts`-th failure the next try is: 1, 2, 4 … 60 minutes."""
    return min(timedelta(minutes=2 ** max(attempts - 1, 0)), MAX_WAIT)


def worker_name() -> str:
    return f"{socket.gethostname()[:20]}:{os.getpid()}:{threading.get_ident() % 100000}"


class Outbox:
    """The steps for one outbox table (`row`: its model, with status, next_attempt_at,
    claimed_by, claimed_until and attempts columns)."""

    def __init__(self, row: Any, queued: str) -> None:
        self.row = row
        self.queued = queued

    def due(self, now: datetime) -> Any:
        row = self.row
        return (
            (row.status == self.queued)
            & (row.next_attempt_at <= now)
            & or_(row.claimed_until.is_(None), row.claimed_until < now)
        )

    def claim(self, session: Session, row_id: str, worker: str, now: datetime) -> bool:
        row = self.row
        result = session.execute(
            update(row)
            .where(row.id == row_id, self.due(now))
            .values(claimed_by=worker, claimed_until=now + LEASE, attempts=row.attempts + 1)
        )
        session.commit()
        return cast(CursorResult[Any], result).rowcount == 1

    def settle(self, session: Session, row_id: str, worker: str, **values: Any) -> None:
        row = self.row
        session.execute(
            update(row).where(row.id == row_id, row.claimed_by == worker).values(**values)
        )
        session.commit()
