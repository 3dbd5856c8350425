"""Writing a message into the outbox, inside the caller's transaction (the caller commits)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Table
from sqlalchemy.orm import Session

from khadi.db import insert_for
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow
from khadi.mail.models import QUEUED, OutboxMessage


@dataclass(frozen=True)
class Message:
    kind: str  # the module that wrote it, e.g. 'order_confirmation'
    to: str
    subject: str
    text: str
    html: str
    sensitive: bool = False


def enqueue(session: Session, message: Message, dedupe_key: str) -> bool:
    """Queue `message` unless one with `dedupe_key` is already queued or sent; True when this
    call queued it. INSERT … ON CONFLICT DO NOTHING: a racing duplicate neither fails nor
    aborts the caller's transaction."""
    if not message.to:
        return False
    now = utcnow()
    values: dict[str, Any] = {
        "id": new_id(),
        "dedupe_key": dedupe_key[:160],
        "kind": message.kind,
        "to_address": message.to,
        "subject": message.subject[:300],
        "text_body": message.text,
        "html_body": message.html,
        "sensitive": message.sensitive,
        "status": QUEUED,
        "attempts": 0,
        "next_attempt_at": now,
        "last_error": "",
        "created_at": now,
    }
    table = cast(Table, OutboxMessage.__table__)
    statement = (
        insert_for(session, table)
        .values(**values)
        .on_conflict_do_nothing(index_elements=["dedupe_key"])
        .returning(table.c.id)
    )
    return session.execute(statement).first() is not None
