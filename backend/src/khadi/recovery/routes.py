"""POST /api/v1/auth/forgot-password {email}: 200 with the same answer for every address (429
beyond the limit per address). POST /api/v1/auth/reset-password {token, password,
confirmPassword}: 200 once per link; 422 for an expired, used or unknown link.
POST /api/v1/account/password: a signed-in change (accounts.account), with its notice e-mail."""

from __future__ import annotations

from fastapi import APIRouter, Request

from khadi.accounts import account, sessions
from khadi.accounts.deps import AppPasswords, CurrentUser
from khadi.accounts.schemas import PasswordChangedOut, PasswordChangeIn
from khadi.config import AppSettings
from khadi.db import DbSession
from khadi.recovery import service
from khadi.recovery.schemas import ForgotIn, MessageOut, ResetIn

router = APIRouter(prefix="/api/v1/auth", tags=["auth"])
account_router = APIRouter(
    prefix="/api/v1/account", tags=["account"], responses={401: {"description": "Please log in"}}
)


@router.post(
    "/forgot-password",
    response_model=MessageOut,
    responses={429: {"description": "Too many requests for this address"}},
    summary="E-mail a single-use link to choose a new password",
)
def forgot_password(body: ForgotIn, db: DbSession, settings: AppSettings) -> MessageOut:
    message = service.request_reset(
        db,
        body.email,
        limit=settings.password_resets_per_hour,
        valid_minutes=settings.password_reset_minutes,
    )
    return MessageOut(message=message)


@router.post(
    "/reset-password",
    response_model=MessageOut,
    summary="Choose a new password with the link's token; every session is signed out",
)
def reset_password(body: ResetIn, db: DbSession, passwords: AppPasswords) -> MessageOut:
    message = service.reset_password(
        db, passwords, body.token, body.password, body.confirm_password
    )
    return MessageOut(message=message)


@account_router.post(
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
        on_changed=service.queue_password_changed,
    )
    return PasswordChangedOut(other_sessions_ended=changed.other_sessions_ended)
