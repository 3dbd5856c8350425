"""A signed-in shopper's address book (issue 30): each row is one user's, at most one of a
user's rows is the default (moved by one UPDATE over the user's rows, so it never splits)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, DateTime, ForeignKey, Index, String, false, text
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

EMPTY = text("''")


class SavedAddress(Base):
    __tablename__ = "saved_addresses"
    __table_args__ = (Index("ix_saved_addresses_user_id", "user_id"),)

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(100))
    house: Mapped[str] = mapped_column(String(200), default="", server_default=EMPTY)
    address: Mapped[str] = mapped_column(String(500))
    locality: Mapped[str] = mapped_column(String(100), default="", server_default=EMPTY)
    city: Mapped[str] = mapped_column(String(100))
    district: Mapped[str] = mapped_column(String(100))
    state: Mapped[str] = mapped_column(String(60))
    pincode: Mapped[str] = mapped_column(String(6))
    mobile: Mapped[str] = mapped_column(String(13))
    is_default: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
