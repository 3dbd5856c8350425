"""Sending what the outbox holds, exactly once across instances (issue 14).

Each due row is claimed by ONE conditional UPDATE (due, queued, unclaimed or its claim lapsed);
only the caller whose UPDATE changed the row sends it, so N instances — the `khadi serve`
workers and `khadi mail deliver` from cron — never send a row twice. A refused attempt waits
(1, 2, 4 … minutes, at most an hour) and is tried again; after `give_up` it is marked failed
with the server's answer kept for admins. (A process killed between the send and its commit
leaves the claim to lapse, and the row is sent again: at least once, never silently lost.)
"""

from __future__ import annotations

import logging
import os
import socket
import threading
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import or_, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.db import Database
from khadi.kit.time import as_utc, utcnow
from khadi.mail.compose import compose
from khadi.mail.envelope import SHOP_ALERTS, Envelope
from khadi.mail.models import FAILED, QUEUED, SENT, OutboxMessage
from khadi.mail.transport import MailError, Transport

log = logging.getLogger(__name__)

LEASE = timedelta(minutes=5)
NO_ALERT_ADDRESS = (
    "The shop has no address for alerts: set the contact e-mail on the Settings tab "
    "(or KHADI_SHOP_ALERT_EMAIL)"
)
MAX_WAIT = timedelta(hours=1)
_M = OutboxMessage


def backoff(attempts: int) -> timedelta:
    """How long after the `attempts`-th failure the next try is: 1, 2, 4 … 60 minutes."""
    return min(timedelta(minutes=2 ** max(attempts - 1, 0)), MAX_WAIT)


def worker_name() -> str:
    return f"{socket.gethostname()[:20]}:{os.getpid()}:{threading.get_ident() % 100000}"


def _due(now: datetime) -> Any:
    return (
        (_M.status == QUEUED)
        & (_M.next_attempt_at <= now)
        & or_(_M.claimed_until.is_(None), _M.claimed_until < now)
    )


def _claim(session: Session, row_id: str, worker: str, now: datetime) -> bool:
    result = session.execute(
        update(_M)
        .where(_M.id == row_id, _due(now))
        .values(claimed_by=worker, claimed_until=now + LEASE, attempts=_M.attempts + 1)
    )
    session.commit()
    return cast(CursorResult[Any], result).rowcount == 1


def _settle(session: Session, row_id: str, worker: str, **values: Any) -> None:
    session.execute(update(_M).where(_M.id == row_id, _M.claimed_by == worker).values(**values))
    session.commit()


def deliver_due(
    db: Database,
    transport: Transport,
    envelope: Callable[[Session], Envelope],
    *,
    worker: str | None = None,
    now: datetime | None = None,
    give_up: timedelta = timedelta(hours=24),
    batch: int = 50,
) -> int:
    """Send the rows due at `now`; how many were sent by this call."""
    worker = worker or worker_name()
    now = now or utcnow()
    sent = 0
    with db.sessions() as session:
        due = list(
            session.scalars(
                select(_M.id).where(_due(now)).order_by(_M.next_attempt_at).limit(batch)
            )
        )
    for row_id in due:
        with db.sessions() as session:
            if not _claim(session, row_id, worker, now):
                continue  # another instance has it
            row = session.get(_M, row_id)
            if row is None:
                continue
            try:
                sent_as = envelope(session)
                to = sent_as.alert_to if row.to_address == SHOP_ALERTS else row.to_address
                if not to:
                    raise MailError(NO_ALERT_ADDRESS)
                transport.send(compose(row, sent_as.mail_from, to, sent_as.site_url))
            except MailError as error:
                late = now - as_utc(row.created_at) >= give_up
                log.warning("mail %s to %s not sent: %s", row.kind, row.id, error)
                _settle(
                    session,
                    row_id,
                    worker,
                    status=FAILED if late else QUEUED,
                    next_attempt_at=now + backoff(row.attempts),
                    claimed_until=None,
                    last_error=str(error)[:500],
                )
                continue
            blank = {"text_body": "", "html_body": ""} if row.sensitive else {}
            _settle(session, row_id, worker, status=SENT, sent_at=now, claimed_until=None, **blank)
            sent += 1
    return sent
