"""The accounts area's messages and errors, in one place (spec §5 and §8 texts first)."""

from __future__ import annotations

from khadi.errors import Conflict, Forbidden, Unauthenticated, text

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


class AdminsOnly(Forbidden):
    code = "admins_only"


class OwnRole(Conflict):
    code = "own_role"


class LastAdmin(Conflict):
    code = "last_admin"
