"""Sessions: a random token in an HttpOnly cookie, its SHA-256 in the `sessions` table.

Expiry slides: a request more than `refresh_after` after the last extension moves the expiry a
full lifetime ahead and re-sends the cookie. Requests in between only read, so an active shopper
costs one write a day, not one per request.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from fastapi import Response
from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from khadi.accounts.models import User, UserSession
from khadi.config import Settings
from khadi.kit.time import as_utc

COOKIE_NAME = "khadi_session"
# Set in scope["state"] by the auth dependency; SessionCookieMiddleware writes the cookie.
COOKIE_ACTION = "khadi_session_cookie"


@dataclass(frozen=True)
class Lifetime:
    """How long a session lives and how often its expiry is pushed ahead."""

    length: timedelta
    refresh_after: timedelta

    @classmethod
    def from_settings(cls, settings: Settings) -> Lifetime:
        return cls(
            length=timedelta(days=settings.session_days),
            refresh_after=timedelta(hours=settings.session_refresh_hours),
        )


@dataclass(frozen=True)
class ResolvedSession:
    user: User
    refreshed: bool


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def start_session(session: Session, user_id: str, lifetime: Lifetime, now: datetime) -> str:
    """Store a new session (the caller commits) and return the token for the cookie."""
    token = secrets.token_urlsafe(32)
    session.add(
        UserSession(
            token_hash=hash_token(token),
            user_id=user_id,
            created_at=now,
            expires_at=now + lifetime.length,
            last_seen_at=now,
        )
    )
    return token


def resolve_session(
    session: Session, token: str, lifetime: Lifetime, now: datetime
) -> ResolvedSession | None:
    """The signed-in user for a cookie token, or None for an unknown, revoked or expired one.
    The user row (and so the role) is read fresh from the database on every request."""
    if len(token) > 100:
        return None
    token_hash = hash_token(token)
    row = session.execute(
        select(UserSession, User)
        .join(User, User.id == UserSession.user_id)
        .where(UserSession.token_hash == token_hash)
    ).first()
    if row is None:
        return None
    stored, user = row
    if as_utc(stored.expires_at) <= now:
        return None
    if now - as_utc(stored.last_seen_at) < lifetime.refresh_after:
        return ResolvedSession(user, refreshed=False)
    session.execute(
        update(UserSession)
        .where(UserSession.token_hash == token_hash)
        .values(expires_at=now + lifetime.length, last_seen_at=now)
    )
    session.commit()
    return ResolvedSession(user, refreshed=True)


def end_session(session: Session, token: str) -> None:
    session.execute(delete(UserSession).where(UserSession.token_hash == hash_token(token)))


def end_user_sessions(session: Session, user_id: str) -> None:
    session.execute(delete(UserSession).where(UserSession.user_id == user_id))


def purge_expired(session: Session, now: datetime) -> None:
    session.execute(delete(UserSession).where(UserSession.expires_at <= now))


# --- the cookie ---------------------------------------------------------------------------


def write_cookie(response: Response, token: str, lifetime: Lifetime, *, secure: bool) -> None:
    response.set_cookie(
        COOKIE_NAME,
        token,
        max_age=int(lifetime.length.total_seconds()),
        path="/",
        httponly=True,
        samesite="lax",
        secure=secure,
    )


def clear_cookie(response: Response, *, secure: bool) -> None:
    response.delete_cookie(COOKIE_NAME, path="/", httponly=True, samesite="lax", secure=secure)


def ask_for_cookie(state: Any, action: tuple[str, str]) -> None:
    """Record that this response must (re)send the cookie: ('set', token) or ('clear', '')."""
    setattr(state, COOKIE_ACTION, action)


class SessionCookieMiddleware:
    """Writes the cookie the auth dependency asked for (a slid expiry, or a dead token to clear)
    on whatever response the route returns — including responses a route builds itself, which
    FastAPI's injected `Response` would not reach. Pure ASGI, so it costs nothing otherwise."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.lifetime = Lifetime.from_settings(settings)
        self.secure = settings.env == "production"

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        state: dict[str, Any] = scope.setdefault("state", {})

        async def send_with_cookie(message: Message) -> None:
            action = state.get(COOKIE_ACTION)
            if message["type"] == "http.response.start" and action is not None:
                headers = list(message.get("headers", []))
                if not any(
                    name == b"set-cookie" and value.startswith(COOKIE_NAME.encode() + b"=")
                    for name, value in headers
                ):
                    carrier = Response()
                    if action[0] == "set":
                        write_cookie(carrier, action[1], self.lifetime, secure=self.secure)
                    else:
                        clear_cookie(carrier, secure=self.secure)
                    headers.extend(h for h in carrier.raw_headers if h[0] == b"set-cookie")
                    message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_cookie)
