"""Refunds (issue 16): one row per refund asked of the provider, or reported by it.

- `status` moves requested → pending → processed, or to failed from requested/pending; each move
  is a conditional UPDATE on the status, so a duplicate webhook or a racing report moves it once.
  `requested`: written before the provider is asked (its amount is already held against the
  order, see `orders.refunds`); the provider's answer or webhook moves it on.
- `(order_id, idempotency_key)` is unique: the same refund request sent twice (a double click,
  a retry) is the same refund. The key is also sent to the provider (`X-Refund-Idempotency`), so
  asking again after a lost answer never refunds twice.
- `order_id` is NULL for a refund the provider reported before we knew its payment (the
  payment's webhook came later); it is attached when that payment pays its order.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

REFUND_REQUESTED = "requested"
REFUND_PENDING = "pending"
REFUND_PROCESSED = "processed"
REFUND_FAILED = "failed"
# the `payment_id` of a refund the owner sends herself: a cash-on-delivery order has no payment
SENT_BY_OWNER = "sent_by_owner"


class Refund(Base):
    __tablename__ = "refunds"
    __table_args__ = (
        UniqueConstraint("order_id", "idempotency_key", name="uq_refunds_idempotency_key"),
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("status IN ('requested', 'pending', 'processed', 'failed')", name="status"),
        Index("ix_refunds_payment_id", "payment_id"),
        Index("ix_refunds_status_created_at", "status", "created_at"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    order_id: Mapped[str | None] = mapped_column(String(24), ForeignKey("orders.id"), index=True)
    payment_id: Mapped[str] = mapped_column(String(64))
    amount: Mapped[int] = mapped_column(Integer)  # paise
    status: Mapped[str] = mapped_column(String(10), default=REFUND_REQUESTED)
    provider_refund_id: Mapped[str | None] = mapped_column(String(64), unique=True, default=None)
    idempotency_key: Mapped[str] = mapped_column(String(64))
    reason: Mapped[str] = mapped_column(String(200), default="")
    requested_by: Mapped[str | None] = mapped_column(String(24), ForeignKey("users.id"))
    failure: Mapped[str] = mapped_column(String(300), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # a cash-on-delivery order's refund (issue 30, `payment_id` = SENT_BY_OWNER): the owner sends
    # it by UPI or bank transfer and records how; requested (owed) → processed (sent)
    sent_by_method: Mapped[str | None] = mapped_column(String(8), default=None)  # 'upi' | 'bank'
    sent_reference: Mapped[str | None] = mapped_column(String(64), default=None)
    sent_by: Mapped[str | None] = mapped_column(String(24), ForeignKey("users.id"), default=None)
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class SandboxRefund(Base):
    """The sandbox provider's own refunds (idempotent by key, like Razorpay's)."""

    __tablename__ = "sandbox_refunds"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)  # rfnd_…
    payment_id: Mapped[str] = mapped_column(String(32), index=True)
    amount: Mapped[int] = mapped_column(Integer)
    idempotency_key: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
