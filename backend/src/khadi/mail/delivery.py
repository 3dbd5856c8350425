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
from collections.abc import Callable
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.db import Database
from khadi.kit.outbox import Outbox, backoff, worker_name
from khadi.kit.time import as_utc, utcnow
from khadi.mail.compose import compose
from khadi.mail.envelope import SHOP_ALERTS, Envelope
from khadi.mail.models import FAILED, QUEUED, SENT, OutboxMessage
from khadi.mail.transport import MailError, Transport

log = logging.getLogger(__name__)

NO_ALERT_ADDRESS = (
    "The shop has no address for alerts: set the contact e-mail on the Settings tab "
    "(or KHADI_SHOP_ALERT_EMAIL)"
)
_M = OutboxMessage
_OUTBOX = Outbox(OutboxMessage, QUEUED)


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
                select(_M.id).where(_OUTBOX.due(now)).order_by(_M.next_attempt_at).limit(batch)
            )
        )
    for row_id in due:
        with db.sessions() as session:
            if not _OUTBOX.claim(session, row_id, worker, now):
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
                _OUTBOX.settle(
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
            _OUTBOX.settle(
                session, row_id, worker, status=SENT, sent_at=now, claimed_until=None, **blank
            )
            sent += 1
    return sent
