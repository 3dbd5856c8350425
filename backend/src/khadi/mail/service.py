"""Delivering the outbox for a running store: the transport and envelope its settings name."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from khadi.config import Settings
from khadi.db import Database
from khadi.kit.periodic import Periodic
from khadi.mail.delivery import deliver_due
from khadi.mail.envelope import envelope_reader
from khadi.mail.transport import transport_for


def deliverer(settings: Settings, db: Database) -> Callable[[], int]:
    """One delivery round (what the worker runs every few seconds and `khadi mail deliver` once)."""
    transport = transport_for(
        settings.smtp_url.get_secret_value(), settings.mail_dir, settings.smtp_timeout_seconds
    )
    envelope = envelope_reader(settings)
    give_up = timedelta(hours=settings.mail_give_up_hours)

    def deliver() -> int:
        return deliver_due(db, transport, envelope, give_up=give_up)

    return deliver


def mail_worker(settings: Settings, db: Database) -> Periodic | None:
    """Delivers the outbox every few seconds in a thread of `khadi serve`."""
    if not settings.mail_worker:
        return None
    return Periodic("mail", deliverer(settings, db), settings.mail_poll_seconds)
