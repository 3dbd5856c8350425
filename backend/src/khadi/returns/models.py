"""Returns and their photos (issue 16).

- A return claims `lines` ([{line, quantity}], indexes into the order's snapshot) of one paid,
  delivered order. Its `status` moves requested → accepted → received, or requested → declined,
  each by one conditional UPDATE (`returns.moves`) that records who and when.
- `(order_id, idempotency_key)` is unique: the same request sent twice is one return.
- Photos are private: their WebP bytes live here, never in the public media store, and are
  served only to the shopper who sent them and to admins. A photo belongs to its uploader and,
  once attached, to one return (`return_id` is set by a conditional UPDATE from NULL).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    UniqueConstraint,
    false,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

REQUESTED = "requested"
ACCEPTED = "accepted"
DECLINED = "declined"
RECEIVED = "received"
OPEN_STATES = (REQUESTED, ACCEPTED)
# what counts against a line: every return but a declined one
CLAIMING_STATES = (REQUESTED, ACCEPTED, RECEIVED)
REASONS = ("Defective", "Damaged")


class Return(Base):
    __tablename__ = "order_returns"
    __table_args__ = (
        UniqueConstraint("order_id", "idempotency_key", name="uq_order_returns_idempotency_key"),
        CheckConstraint(
            "status IN ('requested', 'accepted', 'declined', 'received')", name="status"
        ),
        CheckConstraint("reason IN ('Defective', 'Damaged')", name="reason"),
        CheckConstraint("amount > 0", name="amount_positive"),
        Index("ix_order_returns_status_requested_at", "status", "requested_at"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    order_id: Mapped[str] = mapped_column(String(24), ForeignKey("orders.id"), index=True)
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id"))
    status: Mapped[str] = mapped_column(String(10), default=REQUESTED)
    reason: Mapped[str] = mapped_column(String(10))
    note: Mapped[str] = mapped_column(String(500), default="", server_default=text("''"))
    lines: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    amount: Mapped[int] = mapped_column(Integer)  # paise
    idempotency_key: Mapped[str] = mapped_column(String(128))
    requested_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    decided_by: Mapped[str | None] = mapped_column(String(24), ForeignKey("users.id"), default=None)
    decline_reason: Mapped[str] = mapped_column(String(300), default="", server_default=text("''"))
    received_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    received_by: Mapped[str | None] = mapped_column(
        String(24), ForeignKey("users.id"), default=None
    )
    restocked: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class ReturnPhoto(Base):
    __tablename__ = "return_photos"

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id"), index=True)
    return_id: Mapped[str | None] = mapped_column(
        String(24), ForeignKey("order_returns.id"), index=True, default=None
    )
    data: Mapped[bytes] = mapped_column(LargeBinary)  # WebP, metadata stripped
    width: Mapped[int] = mapped_column(Integer)
    height: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
