"""Discount codes for shoppers and checkout (issue 31): the code a cart carries, what it takes
off now, and the uses checkout takes and gives back (see models.py for the counting).

Every count change is one conditional statement whose row count says whether it happened, in
the caller's transaction (the order's): a checkout refused later rolls its use back with it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, or_, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.discounts import errors
from khadi.discounts.models import (
    HELD,
    KIND_PERCENT,
    RELEASED,
    USED,
    AppliedCode,
    DiscountCode,
    DiscountCustomer,
    DiscountUse,
)
from khadi.discounts.rules import CodeLine, applies_to, discount_amount, normalise, spread
from khadi.errors import Text
from khadi.kit.money import format_inr
from khadi.kit.time import as_utc, utcnow
from khadi.tax.dates import IST

log = logging.getLogger(__name__)

CODES = cast(Table, DiscountCode.__table__)
CUSTOMERS = cast(Table, DiscountCustomer.__table__)
USES = cast(Table, DiscountUse.__table__)
_D = CODES.c
_C = CUSTOMERS.c
_U = USES.c


def _count(result: Any) -> int:
    return cast(CursorResult[Any], result).rowcount


@dataclass(frozen=True)
class CodePrice:
    """What the cart's code does to these lines now: `shares` per line (0 where it does not
    apply), adding up to `amount`; or `problem`, why it cannot be used (then nothing is off)."""

    code: str
    code_id: str | None
    amount: int
    shares: list[int]
    problem: Text | None
    percent: int = 0  # a percentage code's percent (0: a fixed amount): delivery's add_for_free


def ist_text(moment: datetime) -> str:
    """'20 Oct 2026, 06:00 IST' — when a code starts, as the refusal says it."""
    return as_utc(moment).astimezone(IST).strftime("%d %b %Y, %H:%M IST")


def find_code(session: Session, code: str) -> DiscountCode | None:
    return session.scalar(
        select(DiscountCode)
        .where(_D.code == code)
        .execution_options(populate_existing=True)  # fresh: counts change under us
    )


def customer_uses(session: Session, code_id: str, user_id: str) -> int:
    used = session.scalar(select(_C.used).where(_C.code_id == code_id, _C.user_id == user_id))
    return int(used or 0)


def _window_problem(row: DiscountCode, now: datetime) -> Text | None:
    if not row.active:
        return Text("discount.paused", errors.PAUSED, name=row.code)
    if row.starts_at is not None and as_utc(row.starts_at) > now:
        return Text(
            "discount.not_started", errors.NOT_STARTED, name=row.code, date=ist_text(row.starts_at)
        )
    if row.ends_at is not None and as_utc(row.ends_at) <= now:
        return Text("discount.expired", errors.EXPIRED, name=row.code)
    return None


def _uses_problem(session: Session, row: DiscountCode, user_id: str) -> Text | None:
    if row.max_uses is not None and row.used >= row.max_uses:
        return Text("discount.used_up", errors.USED_UP, name=row.code)
    if row.per_customer is not None:
        mine = customer_uses(session, row.id, user_id)
        if mine >= row.per_customer:
            return Text(
                "discount.customer_used_up", errors.CUSTOMER_USED_UP, name=row.code, count=mine
            )
    return None


def price_code(
    session: Session,
    code: str,
    user_id: str,
    lines: Sequence[CodeLine],
    now: datetime | None = None,
) -> CodePrice:
    """The code (normalised) over the buyable lines, as checkout will take it."""
    now = now or utcnow()
    none = [0 for _ in lines]
    row = find_code(session, code)
    if row is None:
        return CodePrice(code, None, 0, none, Text("discount.unknown", errors.UNKNOWN, name=code))

    def refused(problem: Text) -> CodePrice:
        return CodePrice(row.code, row.id, 0, none, problem)

    problem = _window_problem(row, now) or _uses_problem(session, row, user_id)
    if problem is not None:
        return refused(problem)
    goods = sum(line.total for line in lines)
    if goods < row.min_order:
        return refused(
            Text(
                "discount.below_minimum",
                errors.BELOW_MINIMUM,
                name=row.code,
                amount=format_inr(row.min_order),
            )
        )
    applicable = [applies_to(line, row.categories, row.product_ids) for line in lines]
    totals = [line.total if ok else 0 for line, ok in zip(lines, applicable, strict=True)]
    amount = discount_amount(row.kind, row.value, sum(totals), goods)
    if amount <= 0:
        return refused(Text("discount.not_applicable", errors.NOT_APPLICABLE, name=row.code))
    percent = row.value if row.kind == KIND_PERCENT else 0
    return CodePrice(row.code, row.id, amount, spread(amount, totals), None, percent)


# --- the code a cart carries ------------------------------------------------------------------


def applied_code(session: Session, user_id: str) -> str | None:
    return session.scalar(select(AppliedCode.code).where(AppliedCode.user_id == user_id))


def cart_code_price(
    session: Session, user_id: str, lines: Sequence[CodeLine], now: datetime | None = None
) -> CodePrice | None:
    """The cart's code over its buyable lines, or None when the cart carries none."""
    code = applied_code(session, user_id)
    if code is None:
        return None
    return price_code(session, code, user_id, lines, now)


def clean_code(raw: str) -> str:
    code = normalise(raw)
    if code is None:
        raise errors.InvalidDiscountCode(errors.CODE_FORM, fields={"code": errors.CODE_FORM})
    return code


def apply_code(session: Session, user_id: str, code: str) -> None:
    """The cart now carries `code` (normalised), replacing any other; not committed."""
    row = session.get(AppliedCode, user_id)
    if row is None:
        session.add(AppliedCode(user_id=user_id, code=code, at=utcnow()))
    else:
        row.code = code
        row.at = utcnow()
    try:
        session.flush()
    except IntegrityError:  # a racing apply of the same cart inserted first: ours replaces it
        session.rollback()
        session.execute(
            update(AppliedCode).where(AppliedCode.user_id == user_id).values(code=code, at=utcnow())
        )


def forget_code(session: Session, user_id: str) -> bool:
    """The cart carries no code any more (the shopper removed it, or the order was placed)."""
    row = session.get(AppliedCode, user_id)
    if row is None:
        return False
    session.delete(row)
    session.flush()
    return True


# --- the uses checkout takes, and their end ---------------------------------------------------


def ensure_customer(session: Session, code_id: str, user_id: str) -> None:
    """The (code, customer) counter row, inserted once and committed (a racing insert loses
    on the primary key): checkout calls it before the order's transaction."""
    if session.get(DiscountCustomer, (code_id, user_id)) is not None:
        return
    try:
        session.add(DiscountCustomer(code_id=code_id, user_id=user_id, used=0))
        session.commit()
    except IntegrityError:
        session.rollback()


def _take_counts(session: Session, code_id: str, user_id: str, now: datetime) -> str | None:
    """+1 on the code and the customer, each only while under its limit (and the code usable
    now); None when both were taken, else which ran out ('code' or 'customer')."""
    taken = session.execute(
        update(CODES)
        .where(
            _D.id == code_id,
            _D.active.is_(True),
            or_(_D.max_uses.is_(None), _D.used < _D.max_uses),
            or_(_D.starts_at.is_(None), _D.starts_at <= now),
            or_(_D.ends_at.is_(None), _D.ends_at > now),
        )
        .values(used=_D.used + 1)
    )
    if _count(taken) != 1:
        return "code"
    per_customer = select(_D.per_customer).where(_D.id == code_id).scalar_subquery()
    mine = session.execute(
        update(CUSTOMERS)
        .where(
            _C.code_id == code_id,
            _C.user_id == user_id,
            or_(per_customer.is_(None), _C.used < per_customer),
        )
        .values(used=_C.used + 1)
    )
    if _count(mine) != 1:
        return "customer"
    return None


def _refusal(session: Session, code_id: str, user_id: str, now: datetime) -> Text:
    """Why a take failed, read after the caller rolled back."""
    row = session.get(DiscountCode, code_id, populate_existing=True)
    if row is None:
        return Text("discount.unknown", errors.UNKNOWN, name="")
    problem = _window_problem(row, now) or _uses_problem(session, row, user_id)
    return problem or Text("discount.used_up", errors.USED_UP, name=row.code)


def take_use(session: Session, price: CodePrice, user_id: str, now: datetime) -> Text | None:
    """One use of the code for an order, in the order's transaction; None when taken. On a
    refusal the caller must roll back (then `refusal_after_rollback` says why). The caller
    then records the use with `record_use` once the order row is written."""
    assert price.code_id is not None and price.amount > 0
    if _take_counts(session, price.code_id, user_id, now) is not None:
        return Text("discount.used_up", errors.USED_UP, name=price.code)
    return None


def record_use(
    session: Session,
    price: CodePrice,
    user_id: str,
    order_id: str,
    order_amount: int,
    *,
    now: datetime,
    expires_at: datetime | None,
) -> None:
    """The use's row, after its order's (it names the order)."""
    assert price.code_id is not None
    session.add(
        DiscountUse(
            code_id=price.code_id,
            user_id=user_id,
            order_id=order_id,
            amount=price.amount,
            order_amount=order_amount,
            state=HELD,
            expires_at=expires_at,
            at=now,
        )
    )
    session.flush()


def refusal_after_rollback(session: Session, price: CodePrice, user_id: str) -> Text:
    assert price.code_id is not None
    return _refusal(session, price.code_id, user_id, utcnow())


def _use_of(session: Session, order_id: str) -> Any:
    return session.execute(
        select(_U.id, _U.code_id, _U.user_id, _U.state).where(_U.order_id == order_id)
    ).first()


def _give_back_counts(session: Session, code_id: str, user_id: str) -> None:
    session.execute(update(CODES).where(_D.id == code_id, _D.used > 0).values(used=_D.used - 1))
    session.execute(
        update(CUSTOMERS)
        .where(_C.code_id == code_id, _C.user_id == user_id, _C.used > 0)
        .values(used=_C.used - 1)
    )


def _release_row(session: Session, use: Any, now: datetime) -> bool:
    moved = session.execute(
        update(USES)
        .where(_U.id == use.id, _U.state == HELD)
        .values(state=RELEASED, released_at=now)
    )
    if _count(moved) != 1:
        return False
    _give_back_counts(session, use.code_id, use.user_id)
    return True


def release_use(session: Session, order_id: str, now: datetime | None = None) -> bool:
    """The order failed or was cancelled before it was paid: its use back, once (only the call
    whose conditional UPDATE moved it held → released)."""
    use = _use_of(session, order_id)
    if use is None:
        return False
    released = _release_row(session, use, now or utcnow())
    if released:
        log.info("discount: the use of order %s was given back", order_id)
    return released


def shorten_use(session: Session, order_id: str, until: datetime) -> None:
    """The payment window was closed with a grace: the use lapses when the stock does."""
    session.execute(
        update(USES).where(_U.order_id == order_id, _U.state == HELD).values(expires_at=until)
    )


def release_lapsed_uses(session: Session, now: datetime, limit: int = 500) -> int:
    """Give back the uses of unpaid orders whose time ran out (with their stock holds)."""
    rows = session.execute(
        select(_U.id, _U.code_id, _U.user_id, _U.state)
        .where(_U.state == HELD, _U.expires_at.is_not(None), _U.expires_at <= now)
        .order_by(_U.id)
        .limit(limit)
    ).all()
    return sum(1 for use in rows if _release_row(session, use, now))


def keep_use(session: Session, order_id: str, now: datetime | None = None) -> None:
    """The order is paid (or a COD order collected): its use is kept for good. A use given back
    meanwhile (its time lapsed, or a failed attempt) is counted again: the shopper paid the
    discounted amount, so the code was used, even when that goes past its limit (logged)."""
    use = _use_of(session, order_id)
    if use is None:
        return
    kept = session.execute(
        update(USES).where(_U.id == use.id, _U.state == HELD).values(state=USED, expires_at=None)
    )
    if _count(kept) == 1:
        return
    again = session.execute(
        update(USES)
        .where(_U.id == use.id, _U.state == RELEASED)
        .values(state=USED, expires_at=None, released_at=None)
    )
    if _count(again) != 1:
        return
    session.execute(update(CODES).where(_D.id == use.code_id).values(used=_D.used + 1))
    session.execute(
        update(CUSTOMERS)
        .where(_C.code_id == use.code_id, _C.user_id == use.user_id)
        .values(used=_C.used + 1)
    )
    row = session.get(DiscountCode, use.code_id)
    if row is not None and row.max_uses is not None and row.used > row.max_uses:
        log.warning("discount %s: order %s paid after its use lapsed", row.code, order_id)


def retake_use(
    session: Session, order_id: str, *, now: datetime, expires_at: datetime | None
) -> Text | None:
    """Paying again for an unpaid order whose use was given back: take it again (the same
    limits as a new checkout); None when it holds one now."""
    use = _use_of(session, order_id)
    if use is None or use.state == USED:
        return None
    if use.state == HELD:
        if expires_at is not None:
            shorten_use(session, order_id, expires_at)
        return None
    if _take_counts(session, use.code_id, use.user_id, now) is not None:
        return _refusal(session, use.code_id, use.user_id, now)
    session.execute(
        update(USES)
        .where(_U.id == use.id, _U.state == RELEASED)
        .values(state=HELD, expires_at=expires_at, released_at=None)
    )
    return None
