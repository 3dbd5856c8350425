"""The owner's discount codes (issue 31): list, create, edit (pause and resume are edits), and
a code's uses with their orders. A save names the `version` it was loaded with (0 for a new
code); a stale save is a 409, like the shop's other settings."""

from __future__ import annotations

from datetime import datetime
from typing import cast

from sqlalchemy import Table, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.discounts import errors
from khadi.discounts.models import KIND_PERCENT, DiscountCode, DiscountUse
from khadi.discounts.schemas import (
    DiscountCodeIn,
    DiscountCodeList,
    DiscountCodeOut,
    DiscountUseList,
    DiscountUseOut,
)
from khadi.discounts.service import clean_code
from khadi.errors import Text
from khadi.kit.time import as_utc, utcnow

CODES = cast(Table, DiscountCode.__table__)
PERCENT_MAX = 90
FIXED_MAX = 100_000_00  # ₹1,00,000
MIN_ORDER_MAX = 10_00_000_00  # ₹10,00,000
USES_MAX = 1_000_000


def _status(row: DiscountCode, now: datetime) -> str:
    if not row.active:
        return "paused"
    if row.ends_at is not None and as_utc(row.ends_at) <= now:
        return "expired"
    if row.starts_at is not None and as_utc(row.starts_at) > now:
        return "scheduled"
    if row.max_uses is not None and row.used >= row.max_uses:
        return "used_up"
    return "active"


def code_out(row: DiscountCode, now: datetime | None = None) -> DiscountCodeOut:
    return DiscountCodeOut(
        id=row.id,
        code=row.code,
        kind=row.kind,
        value=row.value,
        min_order=row.min_order,
        starts_at=None if row.starts_at is None else as_utc(row.starts_at),
        ends_at=None if row.ends_at is None else as_utc(row.ends_at),
        max_uses=row.max_uses,
        per_customer=row.per_customer,
        categories=list(row.categories),
        product_ids=list(row.product_ids),
        active=row.active,
        used=row.used,
        status=_status(row, now or utcnow()),
        version=row.version,
        created_at=as_utc(row.created_at),
    )


def list_codes(session: Session) -> DiscountCodeList:
    rows = session.scalars(select(DiscountCode).order_by(CODES.c.created_at.desc()))
    now = utcnow()
    return DiscountCodeList(codes=[code_out(row, now) for row in rows])


def _names(values: list[str], size: int) -> list[str]:
    seen: list[str] = []
    for value in values:
        name = value.strip()[:size]
        if name and name not in seen:
            seen.append(name)
    return seen


def _clean(form: DiscountCodeIn) -> dict[str, object]:
    fields: dict[str, str] = {}
    try:
        code = clean_code(form.code)
    except errors.InvalidDiscountCode:
        code = ""
        fields["code"] = errors.CODE_FORM
    if form.kind == KIND_PERCENT and not 1 <= form.value <= PERCENT_MAX:
        fields["value"] = errors.PERCENT_RANGE
    if form.kind != KIND_PERCENT and not 100 <= form.value <= FIXED_MAX:
        fields["value"] = errors.AMOUNT_RANGE
    if form.min_order > MIN_ORDER_MAX:
        fields["minOrder"] = errors.MIN_ORDER_RANGE
    if form.starts_at and form.ends_at and form.ends_at <= form.starts_at:
        fields["endsAt"] = errors.DATES
    for name, uses in (("maxUses", form.max_uses), ("perCustomer", form.per_customer)):
        if uses is not None and not 1 <= uses <= USES_MAX:
            fields[name] = errors.USES_RANGE
    if fields:
        raise errors.InvalidDiscountCode(next(iter(fields.values())), fields=fields)
    return {
        "code": code,
        "kind": form.kind,
        "value": form.value,
        "min_order": form.min_order,
        "starts_at": None if form.starts_at is None else as_utc(form.starts_at),
        "ends_at": None if form.ends_at is None else as_utc(form.ends_at),
        "max_uses": form.max_uses,
        "per_customer": form.per_customer,
        "categories": _names(form.categories, 100),
        "product_ids": _names(form.product_ids, 24),
        "active": form.active,
    }


def _taken(code: object) -> errors.InvalidDiscountCode:
    words = Text("discount.code_taken", errors.CODE_TAKEN, name=str(code))
    return errors.InvalidDiscountCode(words, fields={"code": words})


def create_code(session: Session, form: DiscountCodeIn) -> DiscountCodeOut:
    values = _clean(form)
    now = utcnow()
    row = DiscountCode(**values, used=0, version=1, created_at=now, updated_at=now)
    session.add(row)
    try:
        session.commit()
    except IntegrityError:
        session.rollback()
        raise _taken(values["code"]) from None
    return code_out(row)


def get_code(session: Session, code_id: str) -> DiscountCode:
    row = session.get(DiscountCode, code_id, populate_existing=True)
    if row is None:
        raise errors.DiscountCodeNotFound(errors.NOT_FOUND)
    return row


def update_code(session: Session, code_id: str, form: DiscountCodeIn) -> DiscountCodeOut:
    """A whole save, refused when someone saved since `form.version` (uses are never reset)."""
    get_code(session, code_id)
    values = _clean(form)
    try:
        saved = session.execute(
            update(CODES)
            .where(CODES.c.id == code_id, CODES.c.version == form.version)
            .values(**values, version=CODES.c.version + 1, updated_at=utcnow())
        )
        if saved.rowcount != 1:  # type: ignore[attr-defined]
            session.rollback()
            raise errors.DiscountCodeConflict(errors.CHANGED)
        session.commit()
    except IntegrityError:
        session.rollback()
        raise _taken(values["code"]) from None
    return code_out(get_code(session, code_id))


def code_uses(session: Session, code_id: str) -> DiscountUseList:
    row = get_code(session, code_id)
    found = session.execute(
        select(DiscountUse, User.email, User.name)
        .join(User, User.id == DiscountUse.user_id)
        .where(DiscountUse.code_id == code_id)
        .order_by(DiscountUse.at.desc(), DiscountUse.id.desc())
        .limit(1000)
    ).all()
    return DiscountUseList(
        code=row.code,
        uses=[
            DiscountUseOut(
                order_id=use.order_id,
                email=email,
                name=name,
                amount=use.amount,
                order_amount=use.order_amount,
                state=use.state,
                at=as_utc(use.at),
            )
            for use, email, name in found
        ],
    )
