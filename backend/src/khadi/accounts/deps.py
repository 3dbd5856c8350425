"""Who is calling: `OptionalUser`, `CurrentUser`, `AdminUser` (STYLE.md: Annotated aliases), the
app's password hasher, `AppPasswords`, and `make_admin_router()` for the dashboard's routes.

The user, and so the role, comes from the session's row in the database on every request;
nothing the browser stores or sends can raise it.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request

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


ADMIN_PREFIX = "/api/v1/admin"


def make_admin_router(*tags: str, prefix: str = "") -> APIRouter:
    """A router for dashboard routes, whichever area serves them: under /api/v1/admin, tagged
    `admin` (and `tags`), and every route on it depends on `admin_user`, so a route is guarded
    even if its author forgets the `AdminUser` parameter; tests/test_route_access.py checks both
    ways."""
    responses: dict[int | str, dict[str, Any]] = {
        401: {"description": "Please log in"},
        403: {"description": "Admins only"},
    }
    return APIRouter(
        prefix=ADMIN_PREFIX + prefix,
        tags=["admin", *tags],
        dependencies=[Depends(admin_user)],
        responses=responses,
    )
