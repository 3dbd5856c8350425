"""Who is calling: `OptionalUser`, `CurrentUser`, `AdminUser` (STYLE.md: Annotated aliases), and
the app's password hasher, `AppPasswords`.

The user, and so the role, comes from the session's row in the database on every request;
nothing the browser stores or sends can raise it.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from khadi.accounts import sessions
from khadi.accounts.errors import ADMINS_ONLY, PLEASE_LOG_IN, AdminsOnly
from khadi.accounts.models import User
from khadi.accounts.passwords import Passwords
from khadi.config import AppSettings
from khadi.db import DbSession
from khadi.errors import Unauthenticated
from khadi.kit.time import utcnow


def app_passwords(request: Request) -> Passwords:
    passwords: Passwords = request.app.state.passwords
    return passwords


AppPasswords = Annotated[Passwords, Depends(app_passwords)]


def optional_user(request: Request, db: DbSession, settings: AppSettings) -> User | None:
    token = request.cookies.get(sessions.COOKIE_NAME)
    if not token:
        return None
    found = sessions.resolve_session(db, token, sessions.Lifetime.from_settings(settings), utcnow())
    if found is None:
        sessions.ask_for_cookie(request.state, ("clear", ""))  # a dead token: drop it
        return None
    if found.refreshed:
        sessions.ask_for_cookie(request.state, ("set", token))  # the expiry slid: re-send
    return found.user


OptionalUser = Annotated[User | None, Depends(optional_user)]


def current_user(user: OptionalUser) -> User:
    if user is None:
        raise Unauthenticated(PLEASE_LOG_IN)
    return user


CurrentUser = Annotated[User, Depends(current_user)]


def admin_user(user: CurrentUser) -> User:
    if not user.is_admin:
        raise AdminsOnly(ADMINS_ONLY)
    return user


AdminUser = Annotated[User, Depends(admin_user)]
