"""Sign-up, login, logout and the signed-in user. Sync routes: argon2 runs in the thread pool."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response, status

from khadi.accounts import service, sessions
from khadi.accounts.deps import AppPasswords, CurrentUser
from khadi.accounts.languages import LANG_COOKIE, visitor_language
from khadi.accounts.limits import signup_limits
from khadi.accounts.ratelimit import LoginLimit
from khadi.accounts.schemas import LoginIn, SignupIn, UserOut
from khadi.config import AppSettings
from khadi.db import DbSession

router = APIRouter(prefix="/api/v1/auth", tags=["auth"])


@router.post(
    "/signup",
    status_code=status.HTTP_201_CREATED,
    response_model=UserOut,
    responses={
        409: {"description": "Email is already in use."},
        422: {"description": "Invalid"},
        429: {"description": "Too many sign-ups for this e-mail or from this address"},
    },
)
def signup(
    body: SignupIn,
    request: Request,
    db: DbSession,
    passwords: AppPasswords,
    settings: AppSettings,
) -> UserOut:
    user = service.signup(
        db,
        passwords,
        body,
        address=request.client.host if request.client else "unknown",
        rules=signup_limits(settings),
        # A guest who browsed in Kannada signs up in Kannada (issue 18): their mails follow it.
        language=visitor_language(
            request.cookies.get(LANG_COOKIE), request.headers.get("accept-language")
        ),
    )
    return service.user_out(user)


@router.post(
    "/login",
    response_model=UserOut,
    responses={401: {"description": "Invalid credentials"}, 429: {"description": "Too many"}},
)
def login(
    body: LoginIn,
    request: Request,
    response: Response,
    db: DbSession,
    passwords: AppPasswords,
    settings: AppSettings,
) -> UserOut:
    lifetime = sessions.Lifetime.from_settings(settings)
    user, token = service.login(
        db,
        passwords,
        email=body.email,
        password=body.password,
        address=request.client.host if request.client else "unknown",
        limit=LoginLimit.from_settings(settings),
        lifetime=lifetime,
    )
    sessions.write_cookie(response, token, lifetime, secure=settings.env == "production")
    return service.user_out(user)


@router.post("/logout", status_code=status.HTTP_204_NO_CONTENT, response_class=Response)
def logout(request: Request, db: DbSession, settings: AppSettings) -> Response:
    token = request.cookies.get(sessions.COOKIE_NAME)
    if token:
        service.logout(db, token)
    response = Response(status_code=status.HTTP_204_NO_CONTENT)
    sessions.clear_cookie(response, secure=settings.env == "production")
    return response


@router.get("/me", response_model=UserOut, responses={401: {"description": "Please log in"}})
def me(user: CurrentUser) -> UserOut:
    return service.user_out(user)
