"""Admin views over other areas' data, through those areas' services."""

from __future__ import annotations

from sqlalchemy.orm import Session

from khadi.accounts import service as accounts
from khadi.accounts.models import ROLE_ADMIN, ROLE_USER
from khadi.admin.schemas import AdminUserOut, UserPage
from khadi.kit.time import as_utc


def user_page(session: Session, *, page: int, page_size: int, search: str) -> UserPage:
    users, total = accounts.list_users(session, page=page, page_size=page_size, search=search)
    return UserPage(
        items=[
            AdminUserOut(
                id=user.id,
                name=user.name,
                email=user.email,
                role=ROLE_ADMIN if user.role == ROLE_ADMIN else ROLE_USER,
                phone=user.phone,
                time=as_utc(user.time),
            )
            for user in users
        ],
        total=total,
        page=page,
        page_size=page_size,
    )
