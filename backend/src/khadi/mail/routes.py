"""GET /api/v1/admin/mail — what the store sent, is sending and gave up on (issue 14), newest
first, with each failure's error. Without SMTP (the embedded default) this is where `make run`
shows what would have been sent."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query
from sqlalchemy import func, select

from khadi.accounts.deps import make_admin_router
from khadi.config import AppSettings
from khadi.db import DbSession
from khadi.kit.time import as_utc
from khadi.mail.models import OutboxMessage
from khadi.mail.schemas import OutboxItemOut, OutboxPage

router = make_admin_router("mail")


@router.get("/mail", response_model=OutboxPage, summary="The outbox, newest first")
def list_mail(
    db: DbSession,
    settings: AppSettings,
    page: Annotated[int, Query(ge=1, le=10_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
) -> OutboxPage:
    total = int(db.scalar(select(func.count()).select_from(OutboxMessage)) or 0)
    rows = db.scalars(
        select(OutboxMessage)
        .order_by(OutboxMessage.created_at.desc(), OutboxMessage.id.desc())
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    items = [
        OutboxItemOut(
            id=row.id,
            kind=row.kind,
            to=row.to_address,
            subject=row.subject,
            status=row.status,
            attempts=row.attempts,
            last_error=row.last_error,
            created_at=as_utc(row.created_at),
            sent_at=as_utc(row.sent_at) if row.sent_at else None,
            next_attempt_at=as_utc(row.next_attempt_at),
            text=row.text_body,
        )
        for row in rows
    ]
    transport = "smtp" if settings.smtp_url.get_secret_value() else "files"
    return OutboxPage(items=items, total=total, page=page, page_size=page_size, transport=transport)
