"""The signed-in user's own account (issue 14): edit name, phone and language (issue 18),
change the password.

The rules and messages are sign-up's (service.py). A password change needs the current password
(wrong attempts are limited like logins, per user, in the database), and signs out every other
browser of the user; the browser that changed it stays signed in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from khadi.accounts import limits
from khadi.accounts.errors import (
    CURRENT_PASSWORD_REQUIRED,
    INVALID_PHONE,
    PASSWORDS_DO_NOT_MATCH,
    PHONE_REQUIRED,
    UNKNOWN_LANGUAGE,
    WRONG_CURRENT_PASSWORD,
)
from khadi.accounts.languages import LANGUAGES
from khadi.accounts.models import User, UserSession
from khadi.accounts.passwords import Passwords
from khadi.accounts.schemas import AccountIn, PasswordChangeIn
from khadi.accounts.service import (
    PASSWORD_MAX,
    _name_problem,
    _password_problem,
    _refuse,
    is_valid_phone,
    phone_digits,
)
from khadi.accounts.sessions import hash_token
from khadi.config import Settings
from khadi.errors import InvalidInput
from khadi.kit.time import utcnow

PASSWORD_CHANGE = "password-change-user"  # noqa: S105 - a limit scope


def password_change_limit(settings: Settings) -> limits.Limit:
    """As many password-change attempts per user as failed logins per account."""
    return limits.Limit(
        PASSWORD_CHANGE, settings.login_limit, timedelta(minutes=settings.login_window_minutes)
    )


def details_problems(form: AccountIn) -> dict[str, str]:
    problems: dict[str, str] = {}
    if form.name is not None:
        problem = _name_problem(form.name.strip())
        if problem is not None:
            problems["name"] = problem
    if form.phone is not None:
        phone = form.phone.strip()
        if not phone:
            problems["phone"] = PHONE_REQUIRED
        elif not is_valid_phone(phone):
            problems["phone"] = INVALID_PHONE
    if form.language is not None and form.language.strip() not in LANGUAGES:
        problems["language"] = UNKNOWN_LANGUAGE
    return problems


def update_details(session: Session, user: User, form: AccountIn) -> User:
    """Change the user's name and/or phone; commit."""
    _refuse(details_problems(form))
    if form.name is not None:
        user.name = form.name.strip()
    if form.phone is not None:
        user.phone = phone_digits(form.phone) or ""
    if form.language is not None:
        user.language = form.language.strip()
    session.commit()
    return user


def password_problems(form: PasswordChangeIn) -> dict[str, str]:
    """Per-field messages in the order the form shows them."""
    problems: dict[str, str] = {}
    if not form.current_password:
        problems["currentPassword"] = CURRENT_PASSWORD_REQUIRED
    problem = _password_problem(form.new_password)
    if problem is not None:
        problems["newPassword"] = problem
    elif form.new_password != form.confirm_password:
        problems["confirmPassword"] = PASSWORDS_DO_NOT_MATCH
    return problems


@dataclass(frozen=True)
class PasswordChanged:
    """What a 'your password was changed' notice needs (issue 14: the lead's mail outbox)."""

    user_id: str
    email: str
    name: str
    at: datetime
    other_sessions_ended: int


# Called inside the password change's transaction, before it commits, so that a notice written
# to the outbox commits (or not) with the change itself.
OnPasswordChanged = Callable[[Session, PasswordChanged], None]


def change_password(
    session: Session,
    passwords: Passwords,
    user: User,
    form: PasswordChangeIn,
    *,
    current_token: str,
    limit: limits.Limit | None = None,
    on_changed: OnPasswordChanged | None = None,
    now: datetime | None = None,
) -> PasswordChanged:
    """Check the current password, store the new one and end every other session of the user
    (the one with `current_token` stays); commit.

    `on_changed` queues the "password changed" notice (the route passes
    khadi.accounts.password_reset.queue_password_changed: this module sits below mail),
    it runs in this transaction with the `PasswordChanged` facts."""
    _refuse(password_problems(form))
    now = now or utcnow()
    if limit is not None:
        limits.check(session, limit, user.id, now)
    stored = session.scalar(select(User.password_hash).where(User.id == user.id))
    current = form.current_password[:PASSWORD_MAX]
    if not passwords.verify(stored, current):
        raise InvalidInput(
            WRONG_CURRENT_PASSWORD, fields={"currentPassword": WRONG_CURRENT_PASSWORD}
        )
    user.password_hash = passwords.hash(form.new_password)
    ended = session.execute(
        delete(UserSession).where(
            UserSession.user_id == user.id, UserSession.token_hash != hash_token(current_token)
        )
    ).rowcount  # type: ignore[attr-defined]
    changed = PasswordChanged(
        user_id=user.id, email=user.email, name=user.name, at=now, other_sessions_ended=ended
    )
    if on_changed is not None:
        on_changed(session, changed)
    session.commit()
    return changed
