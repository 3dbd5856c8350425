"""Users, their sessions, the failed-login log, the attempt counts and password-reset links. Roles
live here and only here (DESIGN.md §5)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

ROLE_USER = "user"
ROLE_ADMIN = "admin"


class User(Base):
    __tablename__ = "users"
    __table_args__ = (CheckConstraint("role IN ('user', 'admin')", name="role"),)

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    name: Mapped[str] = mapped_column(String(100))
    email: Mapped[str] = mapped_column(String(254), unique=True)  # trimmed, lower-cased
    phone: Mapped[str] = mapped_column(String(16), default="")
    password_hash: Mapped[str] = mapped_column(String(255))
    role: Mapped[str] = mapped_column(String(16), default=ROLE_USER)
    language: Mapped[str] = mapped_column(String(2), default="en", server_default="en")
    time: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    @property
    def is_admin(self) -> bool:
        return self.role == ROLE_ADMIN


class UserSession(Base):
    """A signed-in browser. Only the SHA-256 of the cookie's token is stored, so a copy of the
    table does not let anyone sign in."""

    __tablename__ = "sessions"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    last_seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class LoginFailure(Base):
    """One failed login, counted against an account (e-mail) or a client address. Kept in the
    database so the limit holds across app instances; `key` is a SHA-256, not the raw value."""

    __tablename__ = "login_failures"
    __table_args__ = (Index("ix_login_failures_kind_key_at", "kind", "key", "at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    kind: Mapped[str] = mapped_column(String(8))  # 'account' | 'address'
    key: Mapped[str] = mapped_column(String(64))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class RateLimitHit(Base):
    """One counted attempt (a sign-up, a checkout, a reset request…) against a limit's `scope`
    and `key` (a SHA-256 of the e-mail, address or user id). In the database, so the limit holds
    across app instances; see khadi.accounts.limits."""

    __tablename__ = "rate_limit_hits"
    __table_args__ = (Index("ix_rate_limit_hits_scope_key_at", "scope", "key", "at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    scope: Mapped[str] = mapped_column(String(32))
    key: Mapped[str] = mapped_column(String(64))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # The same attempt again (a checkout's Idempotency-Key, hashed) is counted once.
    attempt: Mapped[str | None] = mapped_column(String(64), default=None)


class PasswordReset(Base):
    """A forgot-password link (issue 14). Only the SHA-256 of the token is stored; the token
    itself is only in the e-mail. `used_at` is set by one conditional UPDATE, so a link works once
    even when it is opened twice at the same moment. Requests per e-mail address are counted by
    the shared limiter (khadi.accounts.limits, scope 'reset-email') for every address alike."""

    __tablename__ = "password_resets"

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class LoginCode(Base):
    """A one-time login code (issue 29): asked of the right password's holder while their
    account is under attack. `id` is the SHA-256 of the challenge (the browser holds the
    challenge in an HttpOnly cookie), `code_hash` the SHA-256 of challenge and code: neither the
    challenge nor the code is stored. `attempts` counts tries (a conditional UPDATE, at most
    `login_codes.TRIES`); `used_at` is set once, by one conditional UPDATE, so the same code sent
    twice at the same moment logs in once."""

    __tablename__ = "login_codes"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    code_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
