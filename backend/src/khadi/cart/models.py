"""Cart lines and wishlist entries, one set per user (spec §3, DESIGN.md §4).

A cart line is identified by (user, product, size, type). "No size" and "no type" are stored as
'' rather than NULL so the unique key also holds on PostgreSQL, where NULLs never collide.

`quantity` is stored exactly as an integer in the line's `unit`: quarter-metres for Fabrics
(4..120 = 1–30 m in steps of 0.25) and whole pieces otherwise. The unit is kept on the line, not
derived from the product at read time, so the stored number keeps its meaning even if the product
is deleted or moved to another category.

`product_id` has no foreign key on purpose: a deleted product leaves its lines behind, shown as
unavailable until the shopper removes them.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Integer,
    PrimaryKeyConstraint,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow

UNIT_PIECE = "piece"
UNIT_QUARTER_METRE = "quarter_metre"


class CartLine(Base):
    __tablename__ = "cart_lines"
    __table_args__ = (
        UniqueConstraint("user_id", "product_id", "size", "type", name="uq_cart_lines_line"),
        CheckConstraint("quantity > 0", name="quantity_positive"),
        CheckConstraint(f"unit IN ('{UNIT_PIECE}', '{UNIT_QUARTER_METRE}')", name="unit"),
    )

    # Autoincrement id only orders the lines (oldest first); the API names a line by its key.
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    # No separate index on user_id: the unique key starts with it.
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id", ondelete="CASCADE"))
    product_id: Mapped[str] = mapped_column(String(24))
    size: Mapped[str] = mapped_column(String(100), default="")
    type: Mapped[str] = mapped_column(String(100), default="")
    quantity: Mapped[int] = mapped_column(Integer)
    unit: Mapped[str] = mapped_column(String(16))
    added_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class WishlistItem(Base):
    __tablename__ = "wishlist_items"
    __table_args__ = (PrimaryKeyConstraint("user_id", "product_id", name="pk_wishlist_items"),)

    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id", ondelete="CASCADE"))
    product_id: Mapped[str] = mapped_column(String(24))  # no FK: see the module docstring
    added_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class CartActivity(Base):
    """When a user's cart last changed, and what reminded them of it (issue 31).

    `version` goes up with every change the shopper makes (add, more, less, remove). A reminder
    is claimed by one conditional UPDATE setting `reminded_version = version` while it is still
    lower, so over N instances exactly one sweep sends it, and a cart changed meanwhile is not
    reminded of until it has been left again. `unsubscribed` is the shopper's 'no more
    reminders', set from the e-mail's link."""

    __tablename__ = "cart_activity"

    user_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer, default=1)
    changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    reminded_version: Mapped[int] = mapped_column(Integer, default=0)
    reminded_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    unsubscribed: Mapped[bool] = mapped_column(Boolean, default=False)
