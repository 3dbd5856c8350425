"""Attempt limits kept in the database, so they hold across app instances (issue 14).

`hit(session, scope, key, limit, window)` counts one attempt against (scope, key) and answers
None when it is allowed, or how many seconds to wait when `limit` attempts already happened
inside the sliding `window`. It is exact under concurrency: the attempts on one key are
serialised (PostgreSQL: a transaction-scoped advisory lock on the key; SQLite: the attempt's row
is written first, which takes the database's single write lock), so of N simultaneous attempts
exactly `limit` are allowed, whatever instance they reach.

`hit` commits (an allowed attempt) or rolls back (a refused one) the session it is given: call
it before the work it guards, with nothing pending. An allowed attempt counts even if the work
then fails (a sign-up with an e-mail in use, a checkout the provider refuses), so a refusal says
nothing about whether that work would have succeeded.

The failed-login limit (ratelimit.py) counts failures only, and is checked before the password;
this one counts every attempt. Both share the refusal's wording (`wait_message`).
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select, text
from sqlalchemy.orm import Session

from khadi.accounts.models import RateLimitHit
from khadi.config import Settings
from khadi.errors import TooManyRequests
from khadi.kit.time import as_utc, utcnow

# Scopes in use (at most 32 characters). The lead's reset requests: e.g. "reset-email".
SIGNUP_EMAIL = "signup-email"
SIGNUP_ADDRESS = "signup-address"
CHECKOUT_USER = "checkout-user"


@dataclass(frozen=True)
class Limit:
    """At most `limit` attempts per key within `window`."""

    scope: str
    limit: int
    window: timedelta


def signup_limits(settings: Settings) -> tuple[Limit, Limit]:
    """(per e-mail address, per client address)."""
    window = timedelta(minutes=settings.signup_window_minutes)
    return (
        Limit(SIGNUP_EMAIL, settings.signup_limit, window),
        Limit(SIGNUP_ADDRESS, settings.signup_address_limit, window),
    )


def checkout_limit(settings: Settings) -> Limit:
    return Limit(
        CHECKOUT_USER,
        settings.checkout_limit,
        timedelta(minutes=settings.checkout_window_minutes),
    )


def hashed(scope: str, key: str) -> str:
    """What is stored for a key: never the raw e-mail or address."""
    return hashlib.sha256(f"{scope}\0{key}".encode()).hexdigest()


def _lock(session: Session, digest: str) -> None:
    """PostgreSQL: serialise the attempts on one key until this transaction ends."""
    if session.get_bind().dialect.name == "postgresql":
        lock_id = int.from_bytes(bytes.fromhex(digest[:16]), "big", signed=True)
        session.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": lock_id})


def hit(
    session: Session,
    scope: str,
    key: str,
    limit: int,
    window: timedelta,
    now: datetime | None = None,
    *,
    attempt: str | None = None,
) -> int | None:
    """Count one attempt on (scope, key). None: allowed (committed). Otherwise the whole seconds
    (at least 1) until an attempt will be allowed again; nothing is counted (rolled back).

    `attempt` names a repeatable attempt (a checkout's Idempotency-Key): the same one again within
    the window is allowed and not counted twice, even when the repeats arrive together."""
    now = now or utcnow()
    digest = hashed(scope, key)
    attempt_digest = hashed(scope, attempt) if attempt is not None else None
    _lock(session, digest)
    # Written first: on SQLite this takes the write lock, so the reads below see every
    # attempt that committed before it and none can commit until this one ends.
    row = RateLimitHit(scope=scope, key=digest, at=now, attempt=attempt_digest)
    session.add(row)
    session.flush()
    in_window = (
        RateLimitHit.scope == scope,
        RateLimitHit.key == digest,
        RateLimitHit.at > now - window,
    )
    if attempt_digest is not None and session.scalar(
        select(RateLimitHit.id)
        .where(*in_window, RateLimitHit.attempt == attempt_digest, RateLimitHit.id != row.id)
        .limit(1)
    ):
        session.rollback()  # counted already
        return None
    count = session.scalar(select(func.count()).select_from(RateLimitHit).where(*in_window))
    if (count or 0) <= limit:
        session.execute(
            delete(RateLimitHit).where(
                RateLimitHit.scope == scope,
                RateLimitHit.key == digest,
                RateLimitHit.at <= now - window,
            )
        )
        session.commit()
        return None
    session.rollback()
    # Allowed again once the limit-th newest earlier attempt leaves the window.
    times = list(
        session.scalars(
            select(RateLimitHit.at).where(*in_window).order_by(RateLimitHit.at.desc()).limit(limit)
        )
    )
    session.rollback()  # end the read transaction
    if len(times) < limit:  # they left the window meanwhile
        return 1
    wait = as_utc(times[-1]) + window - now
    return max(1, math.ceil(wait.total_seconds()))


def check(
    session: Session,
    rule: Limit,
    key: str,
    now: datetime | None = None,
    *,
    attempt: str | None = None,
) -> None:
    """`hit`, raising the 429 (with its Retry-After) when the attempt is refused."""
    wait = hit(session, rule.scope, key, rule.limit, rule.window, now, attempt=attempt)
    if wait is not None:
        raise too_many(wait)


def too_many(seconds: int) -> TooManyRequests:
    return TooManyRequests(wait_message(seconds), headers={"Retry-After": str(seconds)})


def wait_message(seconds: float) -> str:
    minutes = max(1, math.ceil(seconds / 60))
    unit = "minute" if minutes == 1 else "minutes"
    return f"Too many attempts. Please try again in {minutes} {unit}."
