"""Forgot password → a single-use link by e-mail → a new password that signs every session out.

The answer to a request never says whether the address has an account: the same words, the same
status, and the same work — counting the request against the address (`count_request`). The link
and its e-mail (`send_link`) are written after the answer has gone (issue 29: they took ~1.7 ms,
which told known addresses from unknown ones). A request beyond the limit per address is refused
with a clear message for every address alike.

Unlike the rest of accounts, this module queues e-mails, so it sits above mail and shop: only the
routes import it (the import-linter contracts in pyproject.toml). The signed-in password change
(accounts.account) reaches its notice here through the route, as `on_changed`.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.accounts import limits, sessions
from khadi.accounts.account import PasswordChanged
from khadi.accounts.errors import (
    EMAIL_REQUIRED,
    LINK_INVALID,
    PASSWORD_CHANGED,
    PASSWORDS_DO_NOT_MATCH,
    REQUEST_ANSWER,
)
from khadi.accounts.models import PasswordReset, User
from khadi.accounts.passwords import Passwords
from khadi.accounts.service import normalize_email, password_problem
from khadi.db import Database
from khadi.errors import InvalidInput, Text
from khadi.kit.time import utcnow
from khadi.mail.envelope import site_link
from khadi.mail.messages import password_changed
from khadi.mail.messages import password_reset as reset_message
from khadi.mail.outbox import enqueue
from khadi.shop.identity import read_identity

log = logging.getLogger(__name__)

# the answers, coded like refusals: the client words them in the shopper's language (issue 28)
REQUEST_WINDOW = timedelta(hours=1)
RESET_EMAIL = "reset-email"  # the limits scope: reset requests per e-mail address


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def count_request(session: Session, email: str, *, limit: int, now: datetime | None = None) -> str:
    """The answer's path (issue 29, 4): count the request against the address and nothing else —
    the same statements for every address, known or not, so neither the answer nor its time
    tells whether an account uses it. Returns the normalised address for `send_link`. Raises
    TooManyRequests beyond `limit` requests per address per hour."""
    now = now or utcnow()
    email = normalize_email(email)[:254]
    if not email:
        raise InvalidInput(EMAIL_REQUIRED, fields={"email": EMAIL_REQUIRED})
    # Counted for every address alike (committed here), so the limit says nothing of accounts.
    limits.check(session, limits.Limit(RESET_EMAIL, limit, REQUEST_WINDOW), email, now)
    return email


def send_link(
    session: Session, email: str, *, valid_minutes: int, now: datetime | None = None
) -> bool:
    """After the answer: when an account has the address, write its single-use link and queue
    the e-mail (committed); True when it did."""
    now = now or utcnow()
    user = session.scalar(select(User).where(User.email == email))
    if user is None:
        return False
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
    message = reset_message.build(
        read_identity(session), user.email, user.name, link, valid_minutes, user.language
    )
    enqueue(session, message, f"password-reset:{reset.id}")
    session.commit()
    return True


def send_link_after_answer(database: Database, email: str, valid_minutes: int) -> None:
    """`send_link` in a session of its own: the route runs it once its answer is sent."""
    try:
        with database.sessions() as session:
            send_link(session, email, valid_minutes=valid_minutes)
    except Exception:
        log.exception("password reset link not written")


def answer(valid_minutes: int) -> Text:
    return Text("accounts.reset_link_sent", REQUEST_ANSWER, minutes=valid_minutes)


def request_reset(
    session: Session, email: str, *, limit: int, valid_minutes: int, now: datetime | None = None
) -> str:
    """Count the request, and e-mail a link when an account has the address; the answer is the
    same either way (the route sends it before `send_link`; here both run in turn)."""
    email = count_request(session, email, limit=limit, now=now)
    send_link(session, email, valid_minutes=valid_minutes, now=now)
    return answer(valid_minutes)


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
    notice = password_changed.build(read_identity(session), user.email, user.name, user.language)
    enqueue(session, notice, f"password-changed:{reset.id}")
    session.commit()
    return PASSWORD_CHANGED


def queue_password_changed(session: Session, changed: PasswordChanged) -> None:
    """The notice after a signed-in change, in the change's own transaction."""
    user = session.get(User, changed.user_id)
    language = user.language if user is not None else "en"
    notice = password_changed.build(read_identity(session), changed.email, changed.name, language)
    stamp = int(changed.at.timestamp() * 1000)
    enqueue(session, notice, f"password-changed:{changed.user_id}:{stamp}")
