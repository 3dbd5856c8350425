"""WhatsApp order updates (issue 32): the messages waiting for, sent through or refused by the
WhatsApp Business Cloud API, and the shop's WhatsApp settings.

- `whatsapp_outbox` works like the e-mail outbox (khadi.mail.models): a row is written in the
  transaction of the change that causes it, `dedupe_key` is unique (one `shipped` update per
  order, whoever ships it), and the row is sent by whoever claims it with one conditional
  UPDATE. The template's NAME is read from the settings at delivery time, so an owner who
  renames a template reaches the updates already queued.
- `whatsapp_settings`: one row (id 1). `access_token` is a secret: written by the owner, read
  only by the delivery worker, never returned by any API (the dashboard shows 'set'/'not set').
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, CheckConstraint, DateTime, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

QUEUED = "queued"
SENT = "sent"
FAILED = "failed"

CONFIRMATION = "confirmation"
SHIPPED = "shipped"
DELIVERED = "delivered"
KINDS = (CONFIRMATION, SHIPPED, DELIVERED)
SETTINGS_ID = 1


class WhatsAppMessage(Base):
    __tablename__ = "whatsapp_outbox"
    __table_args__ = (
        CheckConstraint("status IN ('queued', 'sent', 'failed')", name="status"),
        CheckConstraint("kind IN ('confirmation', 'shipped', 'delivered')", name="kind"),
        Index("ix_whatsapp_outbox_status_next_attempt_at", "status", "next_attempt_at"),
        Index("ix_whatsapp_outbox_created_at", "created_at"),
        Index("ix_whatsapp_outbox_order_id", "order_id"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    dedupe_key: Mapped[str] = mapped_column(String(160), unique=True)
    kind: Mapped[str] = mapped_column(String(16))
    order_id: Mapped[str] = mapped_column(String(24))
    to_number: Mapped[str] = mapped_column(String(15))  # digits with the country code
    language: Mapped[str] = mapped_column(String(2))  # the template's language code
    parameters: Mapped[list[str]] = mapped_column(JSON)  # the body's {{1}}, {{2}} … in order
    status: Mapped[str] = mapped_column(String(8), default=QUEUED)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    claimed_by: Mapped[str | None] = mapped_column(String(40), default=None)
    claimed_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    last_error: Mapped[str] = mapped_column(String(500), default="")
    provider_message_id: Mapped[str] = mapped_column(String(200), default="")  # Meta's wamid
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class WhatsAppSettings(Base):
    __tablename__ = "whatsapp_settings"
    __table_args__ = (CheckConstraint("id = 1", name="singleton"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    phone_number_id: Mapped[str] = mapped_column(String(30), default="")
    confirmation_template: Mapped[str] = mapped_column(String(512), default="")
    shipped_template: Mapped[str] = mapped_column(String(512), default="")
    delivered_template: Mapped[str] = mapped_column(String(512), default="")
    access_token: Mapped[str] = mapped_column(Text, default="")  # secret: never returned
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
