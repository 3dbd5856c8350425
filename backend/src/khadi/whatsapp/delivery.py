"""Sending what the WhatsApp outbox holds, exactly once across instances (issue 32), the way the
e-mail outbox does (khadi.mail.delivery).

Each due row is claimed by ONE conditional UPDATE (due, queued, unclaimed or its claim lapsed)
that also counts the attempt; only the caller whose UPDATE changed the row calls Meta, so N
instances never send an update twice. A refusal worth another try (a rate limit, Meta's
temporary fault, no answer) waits 1, 2, 4 … minutes (at most an hour) and is tried again, until
`max_attempts` tries have failed; one that will not mend itself (an invalid token, a template
Meta does not know) fails at once. Failed rows keep Meta's answer for the dashboard.
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select

from khadi.db import Database
from khadi.kit.outbox import Outbox, backoff, worker_name
from khadi.kit.time import utcnow
from khadi.whatsapp.cloud_api import CloudApi, Template, WhatsAppError
from khadi.whatsapp.models import FAILED, QUEUED, SENT, WhatsAppMessage
from khadi.whatsapp.settings import read_settings

log = logging.getLogger(__name__)

NOT_CONFIGURED = "WhatsApp is not set up: the phone number ID or the access token is missing"
_W = WhatsAppMessage
_OUTBOX = Outbox(WhatsAppMessage, QUEUED)


def deliver_due(
    db: Database,
    api: CloudApi,
    *,
    worker: str | None = None,
    now: datetime | None = None,
    max_attempts: int = 8,
    batch: int = 50,
) -> int:
    """Send the updates due at `now`; how many Meta accepted in this call."""
    worker = worker or worker_name()
    now = now or utcnow()
    sent = 0
    with db.sessions() as session:
        due = list(
            session.scalars(
                select(_W.id).where(_OUTBOX.due(now)).order_by(_W.next_attempt_at).limit(batch)
            )
        )
    for row_id in due:
        with db.sessions() as session:
            if not _OUTBOX.claim(session, row_id, worker, now):
                continue  # another instance has it
            row = session.get(_W, row_id)
            if row is None:
                continue
            config = read_settings(session)
            try:
                if not config.configured:
                    raise WhatsAppError(NOT_CONFIGURED, retryable=True)
                template = Template(config.templates[row.kind], row.language, tuple(row.parameters))
                message_id = api.send_template(
                    config.phone_number_id, config.access_token, row.to_number, template
                )
            except WhatsAppError as error:
                dead = not error.retryable or row.attempts >= max_attempts
                log.warning("whatsapp %s %s not sent: %s", row.kind, row.id, error)
                _OUTBOX.settle(
                    session,
                    row_id,
                    worker,
                    status=FAILED if dead else QUEUED,
                    next_attempt_at=now + backoff(row.attempts),
                    claimed_until=None,
                    last_error=str(error)[:500],
                )
                continue
            _OUTBOX.settle(
                session,
                row_id,
                worker,
                status=SENT,
                sent_at=now,
                claimed_until=None,
                provider_message_id=message_id[:200],
                last_error="",
            )
            sent += 1
    return sent
