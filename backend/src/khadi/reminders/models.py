"""Each cart reminder sent (issue 31): one row per (shopper, cart version), for the dashboard's
counts of reminders sent and carts recovered. The claim that makes a reminder go once is the
conditional update on `cart_activity` (khadi.cart.models.CartActivity)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow


class CartReminder(Base):
    __tablename__ = "cart_reminders"
    __table_args__ = (UniqueConstraint("user_id", "cart_version", name="uq_cart_reminders_cart"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id", ondelete="CASCADE"))
    cart_version: Mapped[int] = mapped_column(Integer)
    sent_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
