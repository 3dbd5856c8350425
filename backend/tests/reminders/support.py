"""Helpers for the cart reminder tests (issue 31)."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.cart.models import CartActivity
from khadi.cart.rules import CartRules
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from khadi.reminders import service
from khadi.reminders.message import KIND

LATER = timedelta(hours=6, minutes=1)  # past the default wait


def sweep(settings: Settings, database: Database, now: datetime | None = None) -> int:
    with database.sessions() as session:
        return service.sweep(
            session,
            CartRules.from_settings(settings),
            settings.secret_key,
            utcnow() + LATER if now is None else now,
        )


def reminders(db: Session) -> list[OutboxMessage]:
    db.expire_all()
    return list(
        db.scalars(
            select(OutboxMessage)
            .where(OutboxMessage.kind == KIND)
            .order_by(OutboxMessage.created_at)
        )
    )


def activity(db: Session, user_id: str) -> CartActivity | None:
    db.expire_all()
    return db.get(CartActivity, user_id)
