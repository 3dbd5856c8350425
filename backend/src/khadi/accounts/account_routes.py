"""The signed-in user's own account: GET/PATCH /api/v1/account. (POST /api/v1/account/password
is khadi.recovery's: a change queues the notice e-mail, and accounts sits below mail.)"""

from __future__ import annotations

from fastapi import APIRouter

from khadi.accounts import account, service
from khadi.accounts.deps import CurrentUser
from khadi.accounts.schemas import AccountIn, UserOut
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
