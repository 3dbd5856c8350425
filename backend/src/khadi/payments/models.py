"""Payment records besides the order itself.

- `PaymentEvent`: the audit trail of every payment outcome for an order — the paid transition
  (exactly one row of kind 'paid' per paid order, written in the transaction that made it), a
  failure, a refused amount, a second payment for an order already paid (to refund).
- `WebhookEvent`: every webhook acted on, by the provider's event id (X-Razorpay-Event-Id); the
  primary key makes a replayed event a no-op.
- `SandboxPayment`: the sandbox provider's own books (its payments per provider order), so
  reconciliation can ask the sandbox what Razorpay's payments API would answer.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow

KIND_PAID = "paid"
KIND_FAILED = "failed"
KIND_REFUSED = "refused"  # amount or currency did not match; the order is unchanged
KIND_DUPLICATE = "duplicate_payment"  # another payment for an order already paid: refund it


class PaymentEvent(Base):
    __tablename__ = "payment_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    order_id: Mapped[str] = mapped_column(String(24), ForeignKey("orders.id"), index=True)
    kind: Mapped[str] = mapped_column(String(32))
    source: Mapped[str] = mapped_column(String(16))  # 'verify' | 'webhook' | 'reconcile'
    payment_id: Mapped[str | None] = mapped_column(String(64), default=None)
    amount: Mapped[int | None] = mapped_column(Integer, default=None)
    currency: Mapped[str | None] = mapped_column(String(8), default=None)
    detail: Mapped[str] = mapped_column(String(500), default="")
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class WebhookEvent(Base):
    __tablename__ = "webhook_events"

    event_id: Mapped[str] = mapped_column(String(100), primary_key=True)
    event: Mapped[str] = mapped_column(String(64))
    provider_order_id: Mapped[str | None] = mapped_column(String(64), default=None)
    outcome: Mapped[str] = mapped_column(String(32))
    received_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class SandboxPayment(Base):
    __tablename__ = "sandbox_payments"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)  # pay_…
    provider_order_id: Mapped[str] = mapped_column(String(64), index=True)
    amount: Mapped[int] = mapped_column(Integer)
    currency: Mapped[str] = mapped_column(String(3))
    status: Mapped[str] = mapped_column(String(16))  # 'captured' | 'failed'
    error_description: Mapped[str | None] = mapped_column(String(200), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
