"""Promote or demote a user from the Users tab (issue 13). The rules live in accounts.roles."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter
from pydantic import Field

from khadi.accounts import roles
from khadi.accounts.deps import AdminUser
from khadi.admin.schemas import AdminUserOut
from khadi.admin.service import admin_user_out
from khadi.db import DbSession
from khadi.kit.schema import ApiModel

router = APIRouter()


class RoleIn(ApiModel):
    role: Literal["admin", "user"] = Field(description="The user's new role")


@router.put(
    "/users/{user_id}/role",
    response_model=AdminUserOut,
    responses={
        404: {"description": "User not found"},
        409: {"description": "Your own role (`own_role`), or the last admin (`last_admin`)"},
    },
    summary="Make a user an admin, or an admin a user; effective from their next request",
)
def set_role(user_id: str, body: RoleIn, admin: AdminUser, db: DbSession) -> AdminUserOut:
    return admin_user_out(roles.set_role(db, admin.id, user_id, body.role))
