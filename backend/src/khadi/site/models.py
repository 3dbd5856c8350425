"""Newsletter subscriptions: one row per address (the unique key keeps a second sign-up out)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow


class NewsletterSubscription(Base):
    __tablename__ = "newsletter_subscriptions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)  # trimmed, lower-cased
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
