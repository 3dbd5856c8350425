"""Accounts API shapes. Sign-up fields default to '' so a missing field gets the shop's own
'… is required' message from the service instead of a generic one."""

from __future__ import annotations

from typing import Literal

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


class UserOut(ApiModel):
    """The signed-in user as the browser keeps it (spec §3 'Browser-stored user', plus phone for
    the checkout form). Never carries the password hash."""

    uid: str
    name: str
    email: str
    phone: str
    role: Literal["user", "admin"]
