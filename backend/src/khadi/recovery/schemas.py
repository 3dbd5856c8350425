"""Forgot-password shapes. Fields default to '' so a missing one gets the shop's own message."""

from __future__ import annotations

from khadi.kit.schema import ApiModel


class ForgotIn(ApiModel):
    email: str = ""


class ResetIn(ApiModel):
    token: str = ""
    password: str = ""
    confirm_password: str = ""


class MessageOut(ApiModel):
    message: str
