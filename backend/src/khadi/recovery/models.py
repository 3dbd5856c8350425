"""Password resets (issue 14). Only the SHA-256 of a reset token is stored; the token itself is
only in the e-mail. `used_at` is set by one conditional UPDATE, so a link works once even when
it is opened twice at the same moment. `reset_requests` counts requests per e-mail address
(whether or not an account has it) so the limit holds across instances and says nothing about
which addresses exist."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow


class PasswordReset(Base):
    __tablename__ = "password_resets"

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class ResetRequests(Base):
    """Requests per address in the current hour: one row per address, counted up by a
    conditional UPDATE (`count < limit`), so racing requests never pass the limit."""

    __tablename__ = "reset_requests"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)  # SHA-256 of the e-mail
    window_start: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    count: Mapped[int] = mapped_column(Integer)
