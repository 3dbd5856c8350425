"""Carts that come back (issue 31): one reminder e-mail for a signed-in shopper's cart left
untouched for the owner's number of hours, and the dashboard's counts.

`sweep` is a chore of `khadi serve` (and `khadi cart-reminders send` for cron). Any number of
instances may sweep at once: a reminder is claimed by one conditional UPDATE on the cart's
activity row (`reminded_version` is raised to the cart's `version` only while it is lower and
the version is the one read), in the transaction that writes the e-mail into the outbox, so
exactly one sweep writes it and the outbox's own claim delivers it once. A cart changed again
gets a new version, and so one more reminder once it is left again — at most one per change.
No reminder goes to a shopper who ordered since the cart last changed, or who said no more.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import cast

from sqlalchemy import ColumnElement, Exists, Table, and_, exists, func, select, update
from sqlalchemy.orm import Session

from khadi.accounts.languages import Language
from khadi.accounts.models import User
from khadi.cart.models import CartActivity, CartLine
from khadi.cart.pricing import price_cart
from khadi.cart.rules import CartRules
from khadi.catalog import pricing
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.periodic import Periodic
from khadi.kit.time import utcnow
from khadi.mail.localize import product_titles, user_language
from khadi.mail.messages.texts import metres_text, option_text
from khadi.mail.outbox import enqueue
from khadi.orders.models import STATUS_COD, STATUS_PAID, Order
from khadi.reminders import message
from khadi.reminders.models import CartReminder
from khadi.reminders.tokens import token_user, unsubscribe_token
from khadi.shop.identity import read_identity
from khadi.shop.models import SETTINGS_ID, ShopSettings

ACTIVITY = cast(Table, CartActivity.__table__)
_A = ACTIVITY.c
UNSUBSCRIBE_PATH = "/api/v1/cart-reminders/unsubscribe"
BATCH = 100
ORDERED = (STATUS_PAID, STATUS_COD)


def reminder_hours(session: Session) -> int:
    hours = session.scalar(
        select(ShopSettings.cart_reminder_hours).where(ShopSettings.id == SETTINGS_ID)
    )
    return 6 if hours is None else int(hours)


def _ordered_since(changed_at: ColumnElement[datetime]) -> Exists:
    return exists().where(
        Order.user_id == _A.user_id,
        Order.status.in_(ORDERED),
        Order.placed_at >= changed_at,
    )


def due_carts(session: Session, now: datetime, limit: int = BATCH) -> list[tuple[str, int]]:
    """(user id, cart version) of the carts to remind of now, oldest change first."""
    hours = reminder_hours(session)
    if hours <= 0:
        return []
    rows = session.execute(
        select(_A.user_id, _A.version)
        .where(
            _A.reminded_version < _A.version,
            _A.changed_at <= now - timedelta(hours=hours),
            _A.unsubscribed.is_(False),
            exists().where(CartLine.user_id == _A.user_id),
            ~_ordered_since(_A.changed_at),
        )
        .order_by(_A.changed_at)
        .limit(limit)
    ).all()
    return [(row.user_id, row.version) for row in rows]


def _claim(session: Session, user_id: str, version: int, now: datetime) -> bool:
    """This sweep's reminder of this cart version, or False when another sweep has it (or
    the shopper changed the cart, or said no more, since it was read)."""
    claimed = session.execute(
        update(ACTIVITY)
        .where(
            _A.user_id == user_id,
            _A.version == version,
            _A.reminded_version < version,
            _A.unsubscribed.is_(False),
        )
        .values(reminded_version=version, reminded_at=now)
    )
    return bool(claimed.rowcount)  # type: ignore[attr-defined]


def _lines(
    session: Session, user: User, rules: CartRules, language: Language
) -> list[message.ReminderLine]:
    priced = price_cart(session, user.id, rules)
    now = pricing.clock()
    available = [line for line in priced.available_lines if line.product is not None]
    titles = product_titles(session, [line.product_id for line in available], language)
    lines: list[message.ReminderLine] = []
    for line in available:
        product = line.product
        assert product is not None and line.line_total is not None
        shelf = pricing.shelf_price(product, now)
        quantity = line.measure.to_api(line.quantity)
        by_length = line.measure.by_length
        words = metres_text(language, float(quantity)) if by_length else f"× {int(quantity)}"
        struck = None
        if shelf.mrp is not None and line.unit_price:
            struck = line.line_total * shelf.mrp // line.unit_price
        extras = ", ".join(option_text(language, part) for part in (line.size, line.type) if part)
        title = titles.get(line.product_id, product.title) + (f" ({extras})" if extras else "")
        lines.append(message.ReminderLine(title, words, line.line_total, struck))
    return lines


def remind(
    session: Session, user_id: str, version: int, rules: CartRules, secret: str, now: datetime
) -> bool:
    """Claim and write one reminder (the caller's transaction is committed here). True when
    this call wrote it."""
    try:
        user = session.get(User, user_id)
        if user is None or not _claim(session, user_id, version, now):
            session.rollback()
            return False
        language = user_language(user)
        lines = _lines(session, user, rules, language)
        if not lines:  # nothing in it can be bought now: nothing to remind of
            session.commit()
            return False
        path = f"{UNSUBSCRIBE_PATH}?token={unsubscribe_token(secret, user_id)}"
        mail = message.build(
            read_identity(session),
            to=user.email,
            name=user.name,
            language=language,
            lines=lines,
            unsubscribe_path=path,
        )
        enqueue(session, mail, f"cart-reminder:{user_id}:{version}")
        # when it was written (a sweep run for a later moment, as tests do, wrote it now)
        sent_at = min(now, utcnow())
        session.add(CartReminder(user_id=user_id, cart_version=version, sent_at=sent_at))
        session.commit()
        return True
    except Exception:
        session.rollback()
        raise


def sweep(session: Session, rules: CartRules, secret: str, now: datetime | None = None) -> int:
    """One round: remind every cart due now. Returns the reminders this call wrote."""
    now = utcnow() if now is None else now
    due = due_carts(session, now)
    session.rollback()  # end the read; each claim is its own transaction
    return sum(remind(session, user_id, version, rules, secret, now) for user_id, version in due)


def unsubscribe_target(session: Session, secret: str, token: str) -> User | None:
    """The shopper the token was made for, or None for a token not ours (or a removed one)."""
    user_id = token_user(secret, token)
    return session.get(User, user_id) if user_id else None


def unsubscribe(session: Session, secret: str, token: str) -> User | None:
    """Stop the token's shopper's reminders (idempotent); None for a token not ours."""
    user = unsubscribe_target(session, secret, token)
    if user is None:
        return None
    done = session.execute(update(ACTIVITY).where(_A.user_id == user.id).values(unsubscribed=True))
    if not done.rowcount:  # type: ignore[attr-defined]
        session.add(
            CartActivity(
                user_id=user.id, version=0, changed_at=utcnow(), reminded_version=0,
                unsubscribed=True,
            )
        )  # fmt: skip
    session.commit()
    return user


def token_language(session: Session, secret: str, token: str) -> str:
    user_id = token_user(secret, token)
    return user_language(session.get(User, user_id) if user_id else None)


@dataclass(frozen=True)
class ReminderCounts:
    sent: int
    recovered: int  # reminders followed by an order (paid, or cash on delivery placed)


def counts(session: Session) -> ReminderCounts:
    sent = session.scalar(select(func.count()).select_from(CartReminder)) or 0
    recovered = (
        session.scalar(
            select(func.count())
            .select_from(CartReminder)
            .where(
                exists().where(
                    and_(
                        Order.user_id == CartReminder.user_id,
                        Order.status.in_(ORDERED),
                        Order.placed_at > CartReminder.sent_at,
                    )
                )
            )
        )
        or 0
    )
    return ReminderCounts(sent, recovered)


def reminder_worker(settings: Settings, db: Database) -> Periodic | None:
    """Sweeps for carts to remind of, as often as the outbox is delivered, in `khadi serve`."""
    if not settings.mail_worker:
        return None
    return Periodic("cart-reminders", sweeper(settings, db), settings.mail_poll_seconds)


def sweeper(settings: Settings, db: Database) -> Callable[[], int]:
    rules = CartRules.from_settings(settings)

    def run() -> int:
        with db.sessions() as session:
            return sweep(session, rules, settings.secret_key)

    return run
