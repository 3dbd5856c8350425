"""The accounts area's messages and errors, in one place (spec §5 and §8 texts first)."""

from __future__ import annotations

from khadi.errors import Conflict, Forbidden, Unauthenticated

# spec §5 and §8: the shop's own texts.
PASSWORDS_DO_NOT_MATCH = "Passwords do not match."
INVALID_PHONE = "Please enter a valid phone number"
UNKNOWN_LANGUAGE = "Choose English, Kannada or Hindi"
PASSWORD_TOO_SHORT = "Password must be at least 6 characters"  # noqa: S105 - a message
EMAIL_IN_USE = "Email is already in use."
INVALID_CREDENTIALS = "Invalid credentials"
# Ours (the spec names the rule, not the text).
NAME_REQUIRED = "Name is required"
PHONE_REQUIRED = "Phone number is required"
EMAIL_REQUIRED = "Email is required"
PASSWORD_REQUIRED = "Password is required"  # noqa: S105 - a message
INVALID_EMAIL = "Please enter a valid email"
NAME_TOO_LONG = "Name must be at most 100 characters"
EMAIL_TOO_LONG = "Email must be at most 254 characters"
PASSWORD_TOO_LONG = "Password must be at most 256 characters"  # noqa: S105 - a message
CURRENT_PASSWORD_REQUIRED = "Current password is required"  # noqa: S105 - a message
WRONG_CURRENT_PASSWORD = "Current password is incorrect"  # noqa: S105 - a message
PLEASE_LOG_IN = "Please log in"
ADMINS_ONLY = "Admins only"
USER_NOT_FOUND = "User not found"
NOT_YOUR_OWN_ROLE = "You cannot change your own role: ask another admin"
LAST_ADMIN = "The shop needs at least one admin: make another user an admin first"


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
