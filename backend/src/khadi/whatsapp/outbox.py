"""Writing a WhatsApp update into its outbox, inside the caller's transaction (the caller
commits): only the call whose conditional UPDATE made the order move writes it, and the
dedupe key (one per order and kind) keeps a racing duplicate out without failing the caller."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Table
from sqlalchemy.orm import Session

from khadi.db import insert_for
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow
from khadi.whatsapp.models import QUEUED, WhatsAppMessage
from khadi.whatsapp.settings import read_settings


@dataclass(frozen=True)
class Update:
    kind: str  # confirmation | shipped | delivered
    order_id: str
    to: str  # digits with the country code
    language: str
    parameters: tuple[str, ...]


def enqueue(session: Session, update: Update) -> bool:
    """Queue `update` once per order and kind; True when this call queued it. Nothing is queued
    while the shop has no WhatsApp credentials (the owner's order page offers a wa.me link
    instead) or without a number."""
    if not update.to or not read_settings(session).configured:
        return False
    now = utcnow()
    values: dict[str, Any] = {
        "id": new_id(),
        "dedupe_key": f"whatsapp:{update.kind}:{update.order_id}",
        "kind": update.kind,
        "order_id": update.order_id,
        "to_number": update.to[:15],
        "language": update.language,
        "parameters": list(update.parameters),
        "status": QUEUED,
        "attempts": 0,
        "next_attempt_at": now,
        "last_error": "",
        "provider_message_id": "",
        "created_at": now,
    }
    table = cast(Table, WhatsAppMessage.__table__)
    statement = (
        insert_for(session, table)
        .values(**values)
        .on_conflict_do_nothing(index_elements=["dedupe_key"])
        .returning(table.c.id)
    )
    return session.execute(statement).first() is not None
