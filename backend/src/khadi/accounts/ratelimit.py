"""Failed-login limit per account and per client address (DESIGN.md §5).

Each failure is a row in `login_failures`, so every app instance sharing the database sees the
same count. A key is blocked while it has `limit` failures inside the sliding window; it frees up
when the oldest of those leaves the window.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from khadi.accounts.models import LoginFailure
from khadi.config import Settings
from khadi.errors import TooManyRequests
from khadi.kit.time import as_utc

ACCOUNT = "account"
ADDRESS = "address"


@dataclass(frozen=True)
class LoginLimit:
    limit: int
    window: timedelta

    @classmethod
    def from_settings(cls, settings: Settings) -> LoginLimit:
        return cls(settings.login_limit, timedelta(minutes=settings.login_window_minutes))


@dataclass(frozen=True)
class Subject:
    """What a failure counts against: an account (its e-mail) or a client address."""

    kind: str
    value: str

    @property
    def key(self) -> str:
        return hashlib.sha256(self.value.encode()).hexdigest()


def retry_after(
    session: Session, limit: LoginLimit, subjects: list[Subject], now: datetime
) -> timedelta | None:
    """How long until every subject is below the limit again; None when none is blocked."""
    waits: list[timedelta] = []
    for subject in subjects:
        recent = list(
            session.scalars(
                select(LoginFailure.at)
                .where(
                    LoginFailure.kind == subject.kind,
                    LoginFailure.key == subject.key,
                    LoginFailure.at > now - limit.window,
                )
                .order_by(LoginFailure.at.desc())
                .limit(limit.limit)
            )
        )
        if len(recent) >= limit.limit:
            waits.append(as_utc(recent[-1]) + limit.window - now)
    return max(waits) if waits else None


def record_failure(
    session: Session, limit: LoginLimit, subjects: list[Subject], now: datetime
) -> None:
    """Count one failure against each subject (the caller commits); forget expired failures."""
    session.execute(delete(LoginFailure).where(LoginFailure.at <= now - limit.window))
    session.add_all(LoginFailure(kind=s.kind, key=s.key, at=now) for s in subjects)


def reset(session: Session, subject: Subject) -> None:
    session.execute(
        delete(LoginFailure).where(
            LoginFailure.kind == subject.kind, LoginFailure.key == subject.key
        )
    )


def too_many(wait: timedelta) -> TooManyRequests:
    """The 429 for a blocked address, with its Retry-After."""
    seconds = max(1, math.ceil(wait.total_seconds()))
    return TooManyRequests(wait_message(wait), headers={"Retry-After": str(seconds)})


def wait_message(wait: timedelta) -> str:
    minutes = max(1, math.ceil(wait.total_seconds() / 60))
    unit = "minute" if minutes == 1 else "minutes"
    return f"Too many failed login attempts. Please try again in {minutes} {unit}."
