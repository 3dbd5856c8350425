"""Sign-up, login, logout, admins and demo users: the account rules and their transactions."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.accounts import limits, ratelimit, sessions
from khadi.accounts.errors import (
    EMAIL_IN_USE,
    EMAIL_REQUIRED,
    EMAIL_TOO_LONG,
    INVALID_CREDENTIALS,
    INVALID_EMAIL,
    INVALID_PHONE,
    NAME_REQUIRED,
    NAME_TOO_LONG,
    PASSWORD_REQUIRED,
    PASSWORD_TOO_LONG,
    PASSWORD_TOO_SHORT,
    PASSWORDS_DO_NOT_MATCH,
    PHONE_REQUIRED,
    EmailInUse,
    InvalidCredentials,
    LoginCodeRequired,
)
from khadi.accounts.languages import LANGUAGES
from khadi.accounts.models import ROLE_ADMIN, ROLE_USER, User
from khadi.accounts.passwords import Passwords
from khadi.accounts.ratelimit import LoginLimit, Subject
from khadi.accounts.schemas import AdminUserOut, SignupIn, UserOut, UserPage
from khadi.accounts.sessions import Lifetime
from khadi.errors import InvalidInput
from khadi.kit.time import as_utc, utcnow

NAME_MAX = 100
EMAIL_MAX = 254
PASSWORD_MIN = 6
PASSWORD_MAX = 256
PHONE_PATTERN = re.compile(r"[6-9][0-9]{9}")  # spec §5: 10 digits starting 6–9
EMAIL_PATTERN = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s.]+")


def normalize_email(email: str) -> str:
    return email.strip().lower()


_PHONE_SEPARATORS = re.compile(r"[\s-]+")


def phone_digits(phone: str) -> str | None:
    """The 10 digits of an Indian mobile number as people write it — '98450 12345',
    '+91 98450-12345', '098450 12345' — or None when it is not one (spec §5: 10 digits starting
    6–9). Issue 28: spaces, dashes and a +91 or 0 prefix are fine; the 10 digits are stored."""
    compact = _PHONE_SEPARATORS.sub("", phone)
    if compact.startswith("+91"):
        compact = compact[3:]
    elif len(compact) == 12 and compact.startswith("91"):
        compact = compact[2:]
    elif len(compact) == 11 and compact.startswith("0"):
        compact = compact[1:]
    return compact if PHONE_PATTERN.fullmatch(compact) else None


def is_valid_phone(phone: str) -> bool:
    return phone_digits(phone) is not None


def user_out(user: User) -> UserOut:
    return UserOut(
        uid=user.id,
        name=user.name,
        email=user.email,
        phone=user.phone,
        role=ROLE_ADMIN if user.role == ROLE_ADMIN else ROLE_USER,
        language=user.language if user.language in LANGUAGES else "en",
    )


# --- rules ---------------------------------------------------------------------------------


def _email_problem(email: str) -> str | None:
    if not email:
        return EMAIL_REQUIRED
    if len(email) > EMAIL_MAX:
        return EMAIL_TOO_LONG
    if EMAIL_PATTERN.fullmatch(email) is None:
        return INVALID_EMAIL
    return None


def _password_problem(password: str) -> str | None:
    if not password:
        return PASSWORD_REQUIRED
    if len(password) < PASSWORD_MIN:
        return PASSWORD_TOO_SHORT
    if len(password) > PASSWORD_MAX:
        return PASSWORD_TOO_LONG
    return None


def _name_problem(name: str) -> str | None:
    if not name:
        return NAME_REQUIRED
    if len(name) > NAME_MAX:
        return NAME_TOO_LONG
    return None


def signup_problems(form: SignupIn) -> dict[str, str]:
    """Per-field messages (camelCase names), inserted in the order spec §5 checks them, so the
    first one is the message a shopper sees first: required, match, phone, then the rest."""
    name, phone, email = form.name.strip(), form.phone.strip(), normalize_email(form.email)
    problems: dict[str, str] = {}
    for field, value, message in (
        ("name", name, NAME_REQUIRED),
        ("phone", phone, PHONE_REQUIRED),
        ("email", email, EMAIL_REQUIRED),
        ("password", form.password, PASSWORD_REQUIRED),
    ):
        if not value:
            problems[field] = message
    if form.password and form.password != form.confirm_password:
        problems["confirmPassword"] = PASSWORDS_DO_NOT_MATCH
    if phone and not is_valid_phone(phone):
        problems["phone"] = INVALID_PHONE
    for field, problem in (
        ("email", _email_problem(email)),
        ("password", _password_problem(form.password)),
        ("name", _name_problem(name)),
    ):
        if problem is not None:
            problems.setdefault(field, problem)
    return problems


def _refuse(problems: dict[str, str]) -> None:
    if problems:
        raise InvalidInput(next(iter(problems.values())), fields=problems)


# --- sign-up, login, logout ----------------------------------------------------------------


def signup(
    session: Session,
    passwords: Passwords,
    form: SignupIn,
    now: datetime | None = None,
    *,
    address: str = "",
    rules: tuple[limits.Limit, ...] = (),
    language: str = "en",
) -> User:
    """Create a shopper account, in `language` (the visitor's: issue 18). The role is always
    'user' (admins come from the CLI).

    `rules`: the sign-up limits (per e-mail, per client address), checked after the form is
    valid; every such attempt counts, an e-mail already in use too."""
    _refuse(signup_problems(form))
    email = normalize_email(form.email)
    for rule, key in zip(rules, (email, address), strict=False):
        limits.check(session, rule, key, now)
    if session.scalar(select(User.id).where(User.email == email)) is not None:
        raise EmailInUse(EMAIL_IN_USE)
    user = User(
        name=form.name.strip(),
        email=email,
        phone=phone_digits(form.phone) or "",
        password_hash=passwords.hash(form.password),
        role=ROLE_USER,
        language=language,
        time=now or utcnow(),
    )
    session.add(user)
    try:
        session.commit()
    except IntegrityError:  # the same e-mail signed up at the same moment
        session.rollback()
        raise EmailInUse(EMAIL_IN_USE) from None
    return user


def login(
    session: Session,
    passwords: Passwords,
    *,
    email: str,
    password: str,
    address: str,
    limit: LoginLimit,
    lifetime: Lifetime,
    now: datetime | None = None,
) -> tuple[User, str]:
    """Check the credentials and start a session; returns the user and the cookie token.

    Unknown e-mail and wrong password fail alike, in about the same time (the dummy hash).
    Failures count per account and per address. An address over the limit is refused (429). An
    account over it is under attack — from many addresses, or the one address would be refused
    first — and is not locked (issue 29: anyone could lock the owner out): every attempt on it
    counts as a failure and is answered LoginCodeRequired alike, carrying the user only when the
    password was right (the route then e-mails them a one-time code). A plain success clears the
    account's count."""
    now = now or utcnow()
    email = normalize_email(email)
    account, client = Subject(ratelimit.ACCOUNT, email), Subject(ratelimit.ADDRESS, address)
    wait = ratelimit.retry_after(session, limit, [client], now)
    if wait is not None:
        raise ratelimit.too_many(wait)
    attacked = ratelimit.retry_after(session, limit, [account], now) is not None

    user = None
    if len(email) <= EMAIL_MAX:
        user = session.scalar(select(User).where(User.email == email))
    stored_hash = user.password_hash if user is not None and len(password) <= PASSWORD_MAX else None
    # Always verify (a missing user against the dummy hash), so timing does not tell.
    matches = passwords.verify(stored_hash, password[:PASSWORD_MAX])
    if attacked or user is None or not matches:
        ratelimit.record_failure(session, limit, [account, client], now)
        session.commit()
        if attacked:
            raise LoginCodeRequired(user if matches else None)
        raise InvalidCredentials(INVALID_CREDENTIALS)
    assert user is not None  # matches is False without a user

    ratelimit.reset(session, account)
    if passwords.needs_rehash(user.password_hash):
        user.password_hash = passwords.hash(password)
    sessions.purge_expired(session, now)
    token = sessions.start_session(session, user.id, lifetime, now)
    session.commit()
    return user, token


def logout(session: Session, token: str) -> None:
    sessions.end_session(session, token)
    session.commit()


# --- admins and demo users -----------------------------------------------------------------


def create_admin(
    session: Session, passwords: Passwords, *, email: str, password: str, name: str
) -> tuple[User, bool]:
    """Create an admin, or promote the user with this e-mail and set the given password.
    Returns the user and whether it was created. Changing a password ends that user's sessions."""
    email, name = normalize_email(email), name.strip()
    problems = {
        field: problem
        for field, problem in (
            ("email", _email_problem(email)),
            ("password", _password_problem(password)),
            ("name", _name_problem(name)),
        )
        if problem is not None
    }
    _refuse(problems)
    user = session.scalar(select(User).where(User.email == email))
    created = user is None
    if user is None:
        user = User(name=name, email=email, phone="", password_hash=passwords.hash(password))
        session.add(user)
    elif not passwords.verify(user.password_hash, password):
        user.password_hash = passwords.hash(password)
        sessions.end_user_sessions(session, user.id)
    user.role = ROLE_ADMIN
    session.commit()
    return user, created


@dataclass(frozen=True)
class DemoUser:
    email: str
    password: str
    name: str
    phone: str
    role: str


# Development only (cli seed-demo refuses them in production); the README states them.
DEMO_USERS = (
    DemoUser("admin@khadi.test", "khadi-admin-2026", "Shop Admin", "", ROLE_ADMIN),
    DemoUser("shopper@khadi.test", "khadi-shopper-2026", "Asha Shopper", "9876543210", ROLE_USER),
)


def ensure_demo_users(session: Session, passwords: Passwords) -> list[str]:
    """Create the demo admin and shopper when missing; returns the e-mails created."""
    created: list[str] = []
    for demo in DEMO_USERS:
        if session.scalar(select(User.id).where(User.email == demo.email)) is None:
            session.add(
                User(
                    name=demo.name,
                    email=demo.email,
                    phone=demo.phone,
                    password_hash=passwords.hash(demo.password),
                    role=demo.role,
                )
            )
            created.append(demo.email)
    session.commit()
    return created


# --- listings ------------------------------------------------------------------------------


def list_users(
    session: Session, *, page: int, page_size: int, search: str = ""
) -> tuple[list[User], int]:
    """Newest first; `search` matches name or e-mail, case-insensitively."""
    query = select(User)
    search = search.strip()
    if search:
        escaped = search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        pattern = f"%{escaped.lower()}%"
        query = query.where(
            or_(
                func.lower(User.name).like(pattern, escape="\\"),
                func.lower(User.email).like(pattern, escape="\\"),
            )
        )
    total = session.scalar(select(func.count()).select_from(query.subquery())) or 0
    users = session.scalars(
        query.order_by(User.time.desc(), User.id).offset((page - 1) * page_size).limit(page_size)
    )
    return list(users), total


def admin_user_out(user: User) -> AdminUserOut:
    return AdminUserOut(
        id=user.id,
        name=user.name,
        email=user.email,
        role=ROLE_ADMIN if user.role == ROLE_ADMIN else ROLE_USER,
        phone=user.phone,
        time=as_utc(user.time),
    )


def user_page(session: Session, *, page: int, page_size: int, search: str) -> UserPage:
    """The dashboard's Users tab: `list_users` as the API shows it."""
    users, total = list_users(session, page=page, page_size=page_size, search=search)
    return UserPage(
        items=[admin_user_out(user) for user in users],
        total=total,
        page=page,
        page_size=page_size,
    )


def password_problem(password: str) -> str | None:
    """The sign-up rules for a new password (also a reset or a change): its message, or None."""
    return _password_problem(password)
