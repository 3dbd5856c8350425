"""Forgot password → a single-use link by e-mail → a new password that signs every session out.

The answer to a request never says whether the address has an account: the same words, the same
status, and (for an unknown address) the same database work of counting the request. A request
beyond the limit per address is refused with a clear message for every address alike.
"""

from __future__ import annotations

import hashlib
import math
import secrets
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.accounts import sessions
from khadi.accounts.errors import PASSWORDS_DO_NOT_MATCH
from khadi.accounts.models import User
from khadi.accounts.passwords import Passwords
from khadi.accounts.service import normalize_email, password_problem
from khadi.errors import InvalidInput, TooManyRequests
from khadi.kit.time import as_utc, utcnow
from khadi.mail.envelope import site_link
from khadi.mail.messages import password_changed, password_reset
from khadi.mail.outbox import enqueue
from khadi.recovery.models import PasswordReset, ResetRequests
from khadi.shop.identity import read_identity

REQUEST_ANSWER = (
    "If an account uses that e-mail, we have sent it a link to choose a new password. "
    "The link works once, for {minutes} minutes."
)
LINK_INVALID = "This link has expired or was already used. Ask for a new one."
PASSWORD_CHANGED = "Your password was changed. Please log in with the new one."  # noqa: S105
REQUEST_WINDOW = timedelta(hours=1)


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def take_request(session: Session, email: str, limit: int, now: datetime) -> timedelta | None:
    """Count one request for `email` in its hour; how long until it may ask again when the hour
    already holds `limit` (nothing counted then). Exact under races and across instances: the
    count only moves by conditional UPDATEs."""
    key = _digest(email)
    table = ResetRequests.__table__
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    session.execute(
        insert(table)
        .values(key=key, window_start=now, count=0)
        .on_conflict_do_nothing(index_elements=["key"])
    )
    rows = ResetRequests
    counted = session.execute(
        update(rows)
        .where(rows.key == key, rows.window_start > now - REQUEST_WINDOW, rows.count < limit)
        .values(count=rows.count + 1)
        .execution_options(synchronize_session=False)
    )
    if cast(CursorResult[Any], counted).rowcount == 1:
        return None
    restarted = session.execute(
        update(rows)
        .where(rows.key == key, rows.window_start <= now - REQUEST_WINDOW)
        .values(count=1, window_start=now)
        .execution_options(synchronize_session=False)
    )
    if cast(CursorResult[Any], restarted).rowcount == 1:
        return None
    start = session.scalar(select(rows.window_start).where(rows.key == key))
    session.rollback()
    return (as_utc(start) + REQUEST_WINDOW - now) if start is not None else REQUEST_WINDOW


def wait_message(wait: timedelta) -> str:
    minutes = max(1, math.ceil(wait.total_seconds() / 60))
    return f"Too many reset requests for this e-mail. Please try again in {minutes} minutes."


def request_reset(
    session: Session, email: str, *, limit: int, valid_minutes: int, now: datetime | None = None
) -> str:
    """Count the request, and e-mail a link when an account has the address; the answer is the
    same either way. Raises TooManyRequests beyond `limit` requests per address per hour."""
    now = now or utcnow()
    email = normalize_email(email)[:254]
    if not email:
        raise InvalidInput("Email is required", fields={"email": "Email is required"})
    wait = take_request(session, email, limit, now)
    if wait is not None:
        raise TooManyRequests(wait_message(wait))
    user = session.scalar(select(User).where(User.email == email))
    if user is not None:
        token = secrets.token_urlsafe(32)
        reset = PasswordReset(
            user_id=user.id,
            token_hash=_digest(token),
            created_at=now,
            expires_at=now + timedelta(minutes=valid_minutes),
        )
        session.add(reset)
        session.flush()
        link = site_link(f"/reset-password?token={token}")
        message = password_reset.build(
            read_identity(session), user.email, user.name, link, valid_minutes
        )
        enqueue(session, message, f"password-reset:{reset.id}")
    session.commit()
    return REQUEST_ANSWER.format(minutes=valid_minutes)


def reset_password(
    session: Session,
    passwords: Passwords,
    token: str,
    password: str,
    confirm: str,
    now: datetime | None = None,
) -> str:
    """Set the new password if the link is unused and in time (once, under any race), sign out
    every session of the account, and queue the 'password changed' notice."""
    now = now or utcnow()
    problems: dict[str, str] = {}
    if problem := password_problem(password):
        problems["password"] = problem
    elif password != confirm:
        problems["confirmPassword"] = PASSWORDS_DO_NOT_MATCH
    if problems:
        raise InvalidInput(next(iter(problems.values())), fields=problems)
    token_hash = _digest(token[:200])
    reset = session.scalar(select(PasswordReset).where(PasswordReset.token_hash == token_hash))
    if reset is None:
        raise InvalidInput(LINK_INVALID, fields={"token": LINK_INVALID})
    new_hash = passwords.hash(password)  # before the claim: the slow part holds no lock
    claimed = session.execute(
        update(PasswordReset)
        .where(
            PasswordReset.id == reset.id,
            PasswordReset.used_at.is_(None),
            PasswordReset.expires_at > now,
        )
        .values(used_at=now)
        .execution_options(synchronize_session=False)
    )
    if cast(CursorResult[Any], claimed).rowcount != 1:
        session.rollback()
        raise InvalidInput(LINK_INVALID, fields={"token": LINK_INVALID})
    user = session.get(User, reset.user_id)
    assert user is not None  # a reset row keeps its user (foreign key)
    user.password_hash = new_hash
    sessions.end_user_sessions(session, user.id)
    # Any other link still open for this account is spent too.
    session.execute(
        update(PasswordReset)
        .where(PasswordReset.user_id == user.id, PasswordReset.used_at.is_(None))
        .values(used_at=now)
        .execution_options(synchronize_session=False)
    )
    notice = password_changed.build(read_identity(session), user.email, user.name)
    enqueue(session, notice, f"password-changed:{reset.id}")
    session.commit()
    return PASSWORD_CHANGED


def open_links(session: Session, user_id: str, now: datetime) -> int:
    """How many unused, unexpired reset links an account has (for tests and support)."""
    return int(
        session.scalar(
            select(func.count())
            .select_from(PasswordReset)
            .where(
                PasswordReset.user_id == user_id,
                PasswordReset.used_at.is_(None),
                PasswordReset.expires_at > now,
            )
        )
        or 0
    )
