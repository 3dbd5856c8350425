"""The accounts area's messages and errors, in one place (spec §5 and §8 texts first)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from khadi.errors import Conflict, Forbidden, Unauthenticated, template, text

if TYPE_CHECKING:
    from khadi.accounts.models import User

# spec §5 and §8: the shop's own texts.
PASSWORDS_DO_NOT_MATCH = text("accounts.passwords_do_not_match", "Passwords do not match.")
INVALID_PHONE = text("accounts.invalid_phone", "Please enter a valid phone number")
UNKNOWN_LANGUAGE = text("accounts.unknown_language", "Choose English, Kannada or Hindi")
PASSWORD_TOO_SHORT = text("accounts.password_too_short", "Password must be at least 6 characters")
EMAIL_IN_USE = text("accounts.email_in_use", "Email is already in use.")
INVALID_CREDENTIALS = text("accounts.invalid_credentials", "Invalid credentials")
# Ours (the spec names the rule, not the text).
NAME_REQUIRED = text("accounts.name_required", "Name is required")
PHONE_REQUIRED = text("accounts.phone_required", "Phone number is required")
EMAIL_REQUIRED = text("accounts.email_required", "Email is required")
PASSWORD_REQUIRED = text("accounts.password_required", "Password is required")
INVALID_EMAIL = text("accounts.invalid_email", "Please enter a valid email")
NAME_TOO_LONG = text("accounts.name_too_long", "Name must be at most 100 characters")
EMAIL_TOO_LONG = text("accounts.email_too_long", "Email must be at most 254 characters")
PASSWORD_TOO_LONG = text("accounts.password_too_long", "Password must be at most 256 characters")
CURRENT_PASSWORD_REQUIRED = text(
    "accounts.current_password_required", "Current password is required"
)
WRONG_CURRENT_PASSWORD = text("accounts.wrong_current_password", "Current password is incorrect")
PLEASE_LOG_IN = text("accounts.please_log_in", "Please log in")
# Issue 29: the right password of an account under attack, and its one-time code.
LOGIN_CODE_SENT = text(
    "accounts.login_code_sent",
    "Many failed logins were tried on this account, so we need one more check. If the password "
    "was right, we have e-mailed a 6-digit code to the account's address: enter it below.",
)
LOGIN_CODE_REFUSED = text(
    "accounts.login_code_refused",
    "That code is not right or no longer works. Check the e-mail, or log in again for a new code.",
)
# the password-reset link (accounts.password_reset)
LINK_INVALID = text(
    "accounts.link_invalid", "This link has expired or was already used. Ask for a new one."
)
ADMINS_ONLY = text("accounts.admins_only", "Admins only")
USER_NOT_FOUND = text("accounts.user_not_found", "User not found")
NOT_YOUR_OWN_ROLE = text(
    "accounts.not_your_own_role", "You cannot change your own role: ask another admin"
)
LAST_ADMIN = text(
    "accounts.last_admin", "The shop needs at least one admin: make another user an admin first"
)


class EmailInUse(Conflict):
    code = "email_in_use"


class InvalidCredentials(Unauthenticated):
    code = "invalid_credentials"


class LoginCodeRequired(Unauthenticated):
    """The account is under attack: the password is not enough, a code by e-mail is asked for
    (whether the password was right or not, so the answer does not tell). `user` is set only
    when it was right: then a code is sent."""

    code = "login_code_required"

    def __init__(self, user: User | None) -> None:
        super().__init__(LOGIN_CODE_SENT)
        self.user = user


class LoginCodeRefused(Unauthenticated):
    code = "login_code_refused"


class AdminsOnly(Forbidden):
    code = "admins_only"


class OwnRole(Conflict):
    code = "own_role"


class LastAdmin(Conflict):
    code = "last_admin"


# the password reset's answers, coded like refusals: the client words them (issue 28)
REQUEST_ANSWER = template(
    "accounts.reset_link_sent",
    "If an account uses that e-mail, we have sent it a link to choose a new password. "
    "The link works once, for {minutes} minutes.",
)
PASSWORD_CHANGED = text(
    "accounts.password_changed", "Your password was changed. Please log in with the new one."
)
