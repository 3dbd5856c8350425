"""The outbox as admins see it on the dashboard's Mail tab."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from khadi.kit.schema import ApiModel


class OutboxItemOut(ApiModel):
    id: str
    kind: str = Field(description="order_confirmation, new_order_alert, password_reset, …")
    to: str = Field(description="The recipient; 'shop-alerts' is the shop's own alert address")
    subject: str
    status: Literal["queued", "sent", "failed"]
    attempts: int
    last_error: str = Field(description="The mail server's last refusal; kept when it failed")
    created_at: datetime
    sent_at: datetime | None
    next_attempt_at: datetime
    text: str = Field(description="The plain-text body (blank for a sent password reset)")


class OutboxPage(ApiModel):
    items: list[OutboxItemOut]
    total: int
    page: int
    page_size: int
    transport: Literal["smtp", "files"] = Field(
        description="smtp: KHADI_SMTP_URL; files: written as .eml under var/mail/"
    )
