"""One-time login codes for an account under attack (issue 29, finding 3).

Ten wrong passwords from ten addresses used to lock the owner out for 15 minutes, again and
again. Now an account over its failure limit is not locked: every login attempt on it is
answered alike — "we have e-mailed a code if the password was right" — with a challenge in an
HttpOnly cookie. Only when the password was right is a code written and e-mailed (after the
answer has gone, so neither the answer nor its time tells a right password from a wrong one);
the shop is alerted at most once per login window.

The code: 6 digits, `CODE_MINUTES` long, `TRIES` tries, single use. Neither the challenge nor the
code is stored, only their SHA-256 (`LoginCode`), and the code is compared in constant time.
Each try is counted by a conditional UPDATE before the comparison, and the code is spent by
another (`used_at IS NULL`), so the same code sent twice at once logs in exactly once. A wrong
code counts as a failed login of the client's address.

Like password_reset, this module queues e-mails, so it sits above mail and shop: only the routes
import it (the import-linter contracts in pyproject.toml).
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import delete, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.accounts import ratelimit, sessions
from khadi.accounts.errors import LOGIN_CODE_REFUSED, LoginCodeRefused
from khadi.accounts.models import LoginCode, User
from khadi.accounts.ratelimit import LoginLimit, Subject
from khadi.accounts.sessions import Lifetime
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.messages import login_attack_alert, login_code
from khadi.mail.models import OutboxMessage
from khadi.mail.outbox import enqueue
from khadi.shop.identity import read_identity

log = logging.getLogger(__name__)

COOKIE = "khadi_login_code"
CODE_MINUTES = 10
TRIES = 5
CODE_MAX = 12  # characters accepted in a submitted code


def new_challenge() -> str:
    return secrets.token_urlsafe(32)


def _challenge_id(challenge: str) -> str:
    return hashlib.sha256(challenge.encode()).hexdigest()


def _code_hash(challenge: str, code: str) -> str:
    return hashlib.sha256(f"{challenge}\0{code}".encode()).hexdigest()


def send_code(session: Session, user_id: str, challenge: str, now: datetime | None = None) -> str:
    """Write a code for the challenge and queue its e-mail (committed); the code."""
    now = now or utcnow()
    user = session.get(User, user_id)
    if user is None:  # pragma: no cover - deleted in the meantime
        return ""
    code = f"{secrets.randbelow(10**6):06d}"
    session.execute(delete(LoginCode).where(LoginCode.expires_at <= now))
    row = LoginCode(
        id=_challenge_id(challenge),
        user_id=user.id,
        code_hash=_code_hash(challenge, code),
        created_at=now,
        expires_at=now + timedelta(minutes=CODE_MINUTES),
        attempts=0,
    )
    session.add(row)
    message = login_code.build(
        read_identity(session), user.email, user.name, code, CODE_MINUTES, user.language
    )
    enqueue(session, message, f"login-code:{row.id}")
    session.commit()
    return code


def alert_shop(
    session: Session, email: str, limit: LoginLimit, now: datetime | None = None
) -> bool:
    """Queue the shop's alert unless one went out within the last login window (committed);
    True when this call queued it. The window slides: an attack that runs across the clock's
    window boundary still alerts once (the slot's key settles two racing first alerts)."""
    now = now or utcnow()
    recent = session.scalar(
        select(OutboxMessage.id)
        .where(OutboxMessage.kind == login_attack_alert.KIND)
        .where(OutboxMessage.created_at > now - limit.window)
        .limit(1)
    )
    if recent is not None:
        return False
    window = int(limit.window.total_seconds())
    slot = int(now.timestamp()) // window
    minutes = window // 60
    message = login_attack_alert.build(read_identity(session), email, limit.limit, minutes)
    queued = enqueue(session, message, f"login-attack:{slot}")
    session.commit()
    return queued


def after_answer(
    database: Database, user_id: str | None, challenge: str, email: str, limit: LoginLimit
) -> None:
    """What follows the answer to a login on an account under attack: the code (only for the
    right password) and the shop's alert. The route runs it once the answer is sent."""
    try:
        with database.sessions() as session:
            if user_id is not None:
                send_code(session, user_id, challenge)
            alert_shop(session, email, limit)
    except Exception:
        log.exception("login code or attack alert not written")


def _moved(result: Any) -> bool:
    return cast(CursorResult[Any], result).rowcount == 1


def redeem(
    session: Session,
    challenge: str,
    code: str,
    *,
    address: str,
    limit: LoginLimit,
    lifetime: Lifetime,
    now: datetime | None = None,
) -> tuple[User, str]:
    """Log in with the e-mailed code; the user and the session token. Raises LoginCodeRefused
    for a wrong, used, expired or unknown code alike, and TooManyRequests for an address over
    the failed-login limit."""
    now = now or utcnow()
    client = Subject(ratelimit.ADDRESS, address)
    wait = ratelimit.retry_after(session, limit, [client], now)
    if wait is not None:
        raise ratelimit.too_many(wait)
    row_id = _challenge_id(challenge[:200])
    tried = session.execute(
        update(LoginCode)
        .where(
            LoginCode.id == row_id,
            LoginCode.used_at.is_(None),
            LoginCode.expires_at > now,
            LoginCode.attempts < TRIES,
        )
        .values(attempts=LoginCode.attempts + 1)
        .execution_options(synchronize_session=False)
    )
    stored = session.scalar(select(LoginCode.code_hash).where(LoginCode.id == row_id))
    given = _code_hash(challenge[:200], code.strip()[:CODE_MAX])
    if not (_moved(tried) and stored is not None and hmac.compare_digest(stored, given)):
        session.commit()  # the try counts
        _refuse(session, limit, client, now)
    spent = session.execute(
        update(LoginCode)
        .where(LoginCode.id == row_id, LoginCode.used_at.is_(None))
        .values(used_at=now)
        .execution_options(synchronize_session=False)
    )
    if not _moved(spent):  # the same code, sent at the same moment, logged in first
        session.rollback()
        _refuse(session, limit, client, now)
    user_id = session.scalar(select(LoginCode.user_id).where(LoginCode.id == row_id))
    user = session.get(User, user_id) if user_id is not None else None
    if user is None:  # pragma: no cover - the code's user is deleted with it
        session.rollback()
        _refuse(session, limit, client, now)
    assert user is not None
    token = sessions.start_session(session, user.id, lifetime, now)
    session.commit()
    return user, token


def _refuse(session: Session, limit: LoginLimit, client: Subject, now: datetime) -> None:
    ratelimit.record_failure(session, limit, [client], now)
    session.commit()
    raise LoginCodeRefused(LOGIN_CODE_REFUSED)
