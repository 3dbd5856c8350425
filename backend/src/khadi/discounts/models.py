"""Discount codes (issue 31): the owner's codes, who used them, and the code each cart carries.

- `discount_codes`: one row per code, `code` stored normalised (upper case), so codes are
  case-insensitive. `used` counts the uses that stand (held by an unpaid order, or kept by a
  paid or placed one). A checkout takes a use with ONE conditional statement,
  `UPDATE … SET used = used + 1 WHERE id = :id AND (max_uses IS NULL OR used < max_uses)`,
  in the order's transaction, so N racing checkouts never pass the limit.
- `discount_customers`: per (code, customer), the same counter against `per_customer`.
- `discount_uses`: one row per order that took a use: `held` (an unpaid online order, until
  `expires_at`, or a COD order until it is collected or cancelled), `used` (kept for good) or
  `released` (given back). A use is given back only by the call whose conditional
  `UPDATE … SET state = 'released' WHERE order_id = :o AND state = 'held'` moved it, so it is
  given back once however many reports race.
- `discount_applied`: the code a shopper entered in their cart (one per cart).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
)
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

KIND_PERCENT = "percent"
KIND_FIXED = "fixed"

HELD = "held"
USED = "used"
RELEASED = "released"


class DiscountCode(Base):
    __tablename__ = "discount_codes"
    __table_args__ = (
        CheckConstraint("kind IN ('percent', 'fixed')", name="kind"),
        CheckConstraint("used >= 0", name="used_not_negative"),
        CheckConstraint("value > 0", name="value_positive"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    code: Mapped[str] = mapped_column(String(32), unique=True)  # normalised: upper case
    kind: Mapped[str] = mapped_column(String(8))
    value: Mapped[int] = mapped_column(Integer)  # percent (1–90) or paise
    min_order: Mapped[int] = mapped_column(Integer, default=0)  # paise of the goods
    starts_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    ends_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    max_uses: Mapped[int | None] = mapped_column(Integer, default=None)  # None: no limit
    per_customer: Mapped[int | None] = mapped_column(Integer, default=None)
    categories: Mapped[list[str]] = mapped_column(JSON, default=list)  # empty: every category
    product_ids: Mapped[list[str]] = mapped_column(JSON, default=list)  # empty: every product
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    used: Mapped[int] = mapped_column(Integer, default=0)
    version: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class DiscountCustomer(Base):
    __tablename__ = "discount_customers"
    __table_args__ = (CheckConstraint("used >= 0", name="used_not_negative"),)

    code_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("discount_codes.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    used: Mapped[int] = mapped_column(Integer, default=0)


class DiscountUse(Base):
    __tablename__ = "discount_uses"
    __table_args__ = (
        CheckConstraint("state IN ('held', 'used', 'released')", name="state"),
        Index("ix_discount_uses_code_id_at", "code_id", "at"),
        Index("ix_discount_uses_state_expires_at", "state", "expires_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    code_id: Mapped[str] = mapped_column(String(24), ForeignKey("discount_codes.id"))
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id"))
    order_id: Mapped[str] = mapped_column(String(24), ForeignKey("orders.id"), unique=True)
    amount: Mapped[int] = mapped_column(Integer)  # paise taken off the order
    order_amount: Mapped[int] = mapped_column(Integer)  # paise the order charges
    state: Mapped[str] = mapped_column(String(10), default=HELD)
    expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    released_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class AppliedCode(Base):
    __tablename__ = "discount_applied"

    user_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    code: Mapped[str] = mapped_column(String(32))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
