"""POST /api/v1/auth/forgot-password {email}: 200 with the same answer for every address (429
beyond the limit per address). POST /api/v1/auth/reset-password {token, password,
confirmPassword}: 200 once per link; 422 for an expired, used or unknown link."""

from __future__ import annotations

from fastapi import APIRouter

from khadi.accounts.deps import AppPasswords
from khadi.config import AppSettings
from khadi.db import DbSession
from khadi.recovery import service
from khadi.recovery.schemas import ForgotIn, MessageOut, ResetIn

router = APIRouter(prefix="/api/v1/auth", tags=["auth"])


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
