"""The outbox (issue 14): every e-mail is a row written in the transaction of the change that
causes it, and delivered later by the worker (khadi.mail.delivery).

- `dedupe_key` is unique: the same notice for the same thing (e.g. `order-paid:{id}:shopper`)
  is written at most once, whatever reports it.
- A row is sent by whoever claims it: one conditional UPDATE sets `claimed_by`/`claimed_until`
  while the row is due and unclaimed (or its claim lapsed), so N instances never send it twice.
- A failed attempt sets `next_attempt_at` (backoff) and keeps `last_error`; after the give-up
  time the row is `failed` and admins see the error.
- `sensitive` bodies (a password reset link) are blanked once sent.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, CheckConstraint, DateTime, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

QUEUED = "queued"
SENT = "sent"
FAILED = "failed"


class OutboxMessage(Base):
    __tablename__ = "outbox"
    __table_args__ = (
        CheckConstraint("status IN ('queued', 'sent', 'failed')", name="status"),
        Index("ix_outbox_status_next_attempt_at", "status", "next_attempt_at"),
        Index("ix_outbox_created_at", "created_at"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    dedupe_key: Mapped[str] = mapped_column(String(160), unique=True)
    kind: Mapped[str] = mapped_column(String(40))
    to_address: Mapped[str] = mapped_column(String(320))
    subject: Mapped[str] = mapped_column(String(300))
    text_body: Mapped[str] = mapped_column(Text)
    html_body: Mapped[str] = mapped_column(Text)
    sensitive: Mapped[bool] = mapped_column(Boolean, default=False)
    status: Mapped[str] = mapped_column(String(8), default=QUEUED)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    claimed_by: Mapped[str | None] = mapped_column(String(40), default=None)
    claimed_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    last_error: Mapped[str] = mapped_column(String(500), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
