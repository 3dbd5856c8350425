"""The signed-in user's own account: GET/PATCH /api/v1/account, POST /api/v1/account/password.
Sync routes: argon2 runs in the thread pool."""

from __future__ import annotations

from fastapi import APIRouter, Request

from khadi.accounts import account, service, sessions
from khadi.accounts.deps import AppPasswords, CurrentUser
from khadi.accounts.schemas import AccountIn, PasswordChangedOut, PasswordChangeIn, UserOut
from khadi.config import AppSettings
from khadi.db import DbSession

router = APIRouter(
    prefix="/api/v1/account",
    tags=["account"],
    responses={401: {"description": "Please log in"}},
)


@router.get("", response_model=UserOut)
def get_account(user: CurrentUser) -> UserOut:
    return service.user_out(user)


@router.patch(
    "",
    response_model=UserOut,
    responses={422: {"description": "Name or phone breaks sign-up's rules"}},
)
def update_account(body: AccountIn, user: CurrentUser, db: DbSession) -> UserOut:
    return service.user_out(account.update_details(db, user, body))


@router.post(
    "/password",
    response_model=PasswordChangedOut,
    responses={
        422: {"description": "Current password is incorrect, or the new one breaks the rules"},
        429: {"description": "Too many attempts: try again after Retry-After seconds"},
    },
    summary="Change the password; every other signed-in browser of the user is signed out",
)
def change_password(
    body: PasswordChangeIn,
    request: Request,
    user: CurrentUser,
    db: DbSession,
    passwords: AppPasswords,
    settings: AppSettings,
) -> PasswordChangedOut:
    changed = account.change_password(
        db,
        passwords,
        user,
        body,
        current_token=request.cookies.get(sessions.COOKIE_NAME, ""),
        limit=account.password_change_limit(settings),
        # MAIL HOOK (issue 14): pass the outbox's enqueue-'password changed'-notice here.
        on_changed=None,
    )
    return PasswordChangedOut(other_sessions_ended=changed.other_sessions_ended)
