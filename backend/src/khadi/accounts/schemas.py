"""Accounts API shapes. Sign-up fields default to '' so a missing field gets the shop's own
'… is required' message from the service instead of a generic one."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from khadi.errors import Text
from khadi.kit.schema import ApiModel


class SignupIn(ApiModel):
    name: str = ""
    phone: str = ""
    email: str = ""
    password: str = ""
    confirm_password: str = ""


class LoginIn(ApiModel):
    email: str = ""
    password: str = ""


class LoginCodeIn(ApiModel):
    """The one-time code e-mailed to the account under attack (issue 29); the challenge it
    answers is in the HttpOnly cookie the login set."""

    code: str = Field("", max_length=40)


class UserOut(ApiModel):
    """The signed-in user as the browser keeps it (spec §3 'Browser-stored user', plus phone for
    the checkout form). Never carries the password hash."""

    uid: str
    name: str
    email: str
    phone: str
    role: Literal["user", "admin"]
    language: Literal["en", "kn", "hi"] = "en"


class AccountIn(ApiModel):
    """The signed-in user's own details; a field left out is left as it is."""

    name: str | None = None
    phone: str | None = None
    language: str | None = None  # 'en' | 'kn' | 'hi'; checked by the service for its message


class PasswordChangeIn(ApiModel):
    current_password: str = ""
    new_password: str = ""
    confirm_password: str = ""


class PasswordChangedOut(ApiModel):
    """How many of the user's other signed-in browsers were signed out."""

    other_sessions_ended: int


# Forgot password. Fields default to '' so a missing one gets the shop's own message.
class ForgotIn(ApiModel):
    email: str = ""


class ResetIn(ApiModel):
    token: str = ""
    password: str = ""
    confirm_password: str = ""


class MessageOut(ApiModel):
    message: str = Field(description="The answer in English")
    reason: str | None = Field(
        None, description="The answer's code: the client words it in the shopper's language"
    )
    params: dict[str, str | int | float] = Field({}, description="The values its words take")

    @classmethod
    def of(cls, message: str) -> MessageOut:
        """`message` with its code and parameters when it is a coded text (khadi.errors.Text)."""
        if isinstance(message, Text):
            return cls(message=message, reason=message.code, params=message.params)
        return cls(message=message)


# The dashboard's Users tab (spec §2) and its role changes (issue 13).
class AdminUserOut(ApiModel):
    """spec §2 dashboard Users tab: id, name, email and role (plus phone and sign-up time)."""

    id: str
    name: str
    email: str
    role: Literal["user", "admin"]
    phone: str
    time: datetime


class UserPage(ApiModel):
    items: list[AdminUserOut]
    total: int
    page: int
    page_size: int


class RoleIn(ApiModel):
    role: Literal["admin", "user"] = Field(description="The user's new role")
