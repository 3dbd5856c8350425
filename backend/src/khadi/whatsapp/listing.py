"""What the dashboard reads of the WhatsApp outbox and settings (admins only; routes check)."""

from __future__ import annotations

from typing import Literal, cast

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.kit.time import as_utc
from khadi.whatsapp.models import WhatsAppMessage
from khadi.whatsapp.schemas import (
    Kind,
    WhatsAppMessageOut,
    WhatsAppPage,
    WhatsAppSettingsOut,
    WhatsAppTemplates,
)
from khadi.whatsapp.settings import WhatsAppConfig, read_settings

Status = Literal["queued", "sent", "failed"]
Lang = Literal["en", "kn", "hi"]


def message_out(row: WhatsAppMessage) -> WhatsAppMessageOut:
    return WhatsAppMessageOut(
        id=row.id,
        kind=cast(Kind, row.kind),
        order_id=row.order_id,
        to=row.to_number,
        language=cast(Lang, row.language),
        status=cast(Status, row.status),
        attempts=row.attempts,
        last_error=row.last_error,
        created_at=as_utc(row.created_at),
        sent_at=as_utc(row.sent_at) if row.sent_at else None,
        next_attempt_at=as_utc(row.next_attempt_at),
    )


def message_page(session: Session, *, page: int, page_size: int) -> WhatsAppPage:
    total = int(session.scalar(select(func.count()).select_from(WhatsAppMessage)) or 0)
    rows = session.scalars(
        select(WhatsAppMessage)
        .order_by(WhatsAppMessage.created_at.desc(), WhatsAppMessage.id.desc())
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return WhatsAppPage(
        items=[message_out(row) for row in rows],
        total=total,
        page=page,
        page_size=page_size,
        configured=read_settings(session).configured,
    )


def order_messages(session: Session, order_id: str) -> list[WhatsAppMessageOut]:
    rows = session.scalars(
        select(WhatsAppMessage)
        .where(WhatsAppMessage.order_id == order_id)
        .order_by(WhatsAppMessage.created_at, WhatsAppMessage.id)
    )
    return [message_out(row) for row in rows]


def settings_out(config: WhatsAppConfig) -> WhatsAppSettingsOut:
    """The settings as the dashboard sees them: never the token, only whether one is saved."""
    return WhatsAppSettingsOut(
        phone_number_id=config.phone_number_id,
        templates=WhatsAppTemplates(**config.templates),
        access_token="set" if config.access_token else "not set",
        configured=config.configured,
    )
