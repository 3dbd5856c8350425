"""Sign-up, login, logout, the signed-in user and forgotten passwords (/api/v1/auth); the signed-in
user's own account (/api/v1/account); the dashboard's Users tab and its role changes
(/api/v1/admin/users). Sync routes: argon2 runs in the thread pool.

POST /api/v1/auth/forgot-password {email}: 200 with the same answer for every address (429
beyond the limit per address). POST /api/v1/auth/reset-password {token, password,
confirmPassword}: 200 once per link; 422 for an expired, used or unknown link.
POST /api/v1/account/password: a signed-in change (accounts.account), with its notice e-mail
(accounts.password_reset, passed in as `on_changed`).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, BackgroundTasks, Query, Request, Response, status

from khadi.accounts import account, login_codes, password_reset, roles, service, sessions
from khadi.accounts.deps import AdminUser, AppPasswords, CurrentUser, make_admin_router
from khadi.accounts.errors import LoginCodeRequired
from khadi.accounts.languages import LANG_COOKIE, visitor_language
from khadi.accounts.limits import signup_limits
from khadi.accounts.ratelimit import LoginLimit
from khadi.accounts.schemas import (
    AccountIn,
    AdminUserOut,
    ForgotIn,
    LoginCodeIn,
    LoginIn,
    MessageOut,
    PasswordChangedOut,
    PasswordChangeIn,
    ResetIn,
    RoleIn,
    SignupIn,
    UserOut,
    UserPage,
)
from khadi.config import AppSettings
from khadi.db import AppDatabase, DbSession
from khadi.errors import envelope
from khadi.kit.json import JSONResponse

router = APIRouter(prefix="/api/v1/auth", tags=["auth"])
account_router = APIRouter(
    prefix="/api/v1/account", tags=["account"], responses={401: {"description": "Please log in"}}
)
admin_router = make_admin_router()


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
    responses={
        401: {
            "description": "Invalid credentials; or `login_code_required`: the account is under "
            "attack, and a code was e-mailed if the password was right (POST /login/code)"
        },
        429: {"description": "Too many failed logins from this address"},
    },
)
def login(
    body: LoginIn,
    request: Request,
    response: Response,
    db: DbSession,
    database: AppDatabase,
    passwords: AppPasswords,
    settings: AppSettings,
) -> Any:
    lifetime = sessions.Lifetime.from_settings(settings)
    limit = LoginLimit.from_settings(settings)
    try:
        user, token = service.login(
            db,
            passwords,
            email=body.email,
            password=body.password,
            address=request.client.host if request.client else "unknown",
            limit=limit,
            lifetime=lifetime,
        )
    except LoginCodeRequired as asked:
        # The same answer for a right and a wrong password; the code (right only) and the
        # shop's alert are written once it has gone (issue 29).
        challenge = login_codes.new_challenge()
        after = BackgroundTasks()
        user_id = asked.user.id if asked.user is not None else None
        email = service.normalize_email(body.email)[:254]
        after.add_task(login_codes.after_answer, database, user_id, challenge, email, limit)
        answer = JSONResponse(
            envelope(asked.code, asked.message), status_code=asked.status, background=after
        )
        answer.set_cookie(
            login_codes.COOKIE,
            challenge,
            max_age=login_codes.CODE_MINUTES * 60,
            path="/api/v1/auth",
            httponly=True,
            samesite="strict",
            secure=settings.env == "production",
        )
        return answer
    sessions.write_cookie(response, token, lifetime, secure=settings.env == "production")
    return service.user_out(user)


@router.post(
    "/login/code",
    response_model=UserOut,
    responses={
        401: {"description": "`login_code_refused`: wrong, used, expired or unknown code"},
        429: {"description": "Too many failed logins from this address"},
    },
    summary="Finish a login on an account under attack with the code from the e-mail",
)
def login_with_code(
    body: LoginCodeIn,
    request: Request,
    response: Response,
    db: DbSession,
    settings: AppSettings,
) -> UserOut:
    lifetime = sessions.Lifetime.from_settings(settings)
    user, token = login_codes.redeem(
        db,
        request.cookies.get(login_codes.COOKIE, ""),
        body.code,
        address=request.client.host if request.client else "unknown",
        limit=LoginLimit.from_settings(settings),
        lifetime=lifetime,
    )
    secure = settings.env == "production"
    sessions.write_cookie(response, token, lifetime, secure=secure)
    response.delete_cookie(
        login_codes.COOKIE, path="/api/v1/auth", httponly=True, samesite="strict", secure=secure
    )
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


@router.post(
    "/forgot-password",
    response_model=MessageOut,
    responses={429: {"description": "Too many requests for this address"}},
    summary="E-mail a single-use link to choose a new password",
)
def forgot_password(
    body: ForgotIn,
    db: DbSession,
    database: AppDatabase,
    settings: AppSettings,
    after_answer: BackgroundTasks,
) -> MessageOut:
    # Only the count is in the answer's path, the same for every address; the link (when an
    # account has the address) is written once the answer is sent (issue 29).
    email = password_reset.count_request(db, body.email, limit=settings.password_resets_per_hour)
    after_answer.add_task(
        password_reset.send_link_after_answer, database, email, settings.password_reset_minutes
    )
    return MessageOut.of(password_reset.answer(settings.password_reset_minutes))


@router.post(
    "/reset-password",
    response_model=MessageOut,
    summary="Choose a new password with the link's token; every session is signed out",
)
def reset_password(body: ResetIn, db: DbSession, passwords: AppPasswords) -> MessageOut:
    message = password_reset.reset_password(
        db, passwords, body.token, body.password, body.confirm_password
    )
    return MessageOut.of(message)


# --- the signed-in user's own account -----------------------------------------------------


@account_router.get("", response_model=UserOut)
def get_account(user: CurrentUser) -> UserOut:
    return service.user_out(user)


@account_router.patch(
    "",
    response_model=UserOut,
    responses={422: {"description": "Name or phone breaks sign-up's rules"}},
)
def update_account(body: AccountIn, user: CurrentUser, db: DbSession) -> UserOut:
    return service.user_out(account.update_details(db, user, body))


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
        on_changed=password_reset.queue_password_changed,
    )
    return PasswordChangedOut(other_sessions_ended=changed.other_sessions_ended)


# --- the dashboard's Users tab; the role rules are accounts.roles' (issue 13) ----------------


@admin_router.get(
    "/users", response_model=UserPage, summary="Users, newest first; q searches name/email"
)
def list_users(
    _: AdminUser,
    db: DbSession,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
    q: Annotated[str, Query(max_length=100)] = "",
) -> UserPage:
    return service.user_page(db, page=page, page_size=page_size, search=q)


@admin_router.put(
    "/users/{user_id}/role",
    response_model=AdminUserOut,
    responses={
        404: {"description": "User not found"},
        409: {"description": "Your own role (`own_role`), or the last admin (`last_admin`)"},
    },
    summary="Make a user an admin, or an admin a user; effective from their next request",
)
def set_role(user_id: str, body: RoleIn, admin: AdminUser, db: DbSession) -> AdminUserOut:
    return service.admin_user_out(roles.set_role(db, admin.id, user_id, body.role))
