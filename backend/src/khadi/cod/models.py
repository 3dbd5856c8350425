"""Cash on delivery's rows.

- `cod_settings`: one row (id 1), saved whole with a version (a stale save is a 409, like the
  shop's settings). No row: cash on delivery is off (a new shop has not offered it).
- `cod_accounts`: per account, how many of its COD orders are open (placed and neither
  cancelled, collected nor returned). A COD checkout takes a slot with
  `UPDATE … SET open_orders = open_orders + 1 WHERE user_id = :u AND open_orders < :limit` in
  the order's transaction, and the move that closes the order gives it back once (its own
  conditional UPDATE decides that), so N racing checkouts never pass the limit.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, CheckConstraint, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow

SETTINGS_ID = 1


class CodSettings(Base):
    __tablename__ = "cod_settings"
    __table_args__ = (CheckConstraint("id = 1", name="singleton"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    enabled: Mapped[bool] = mapped_column(Boolean)
    max_order: Mapped[int] = mapped_column(Integer)  # paise: the largest total COD collects
    fee: Mapped[int] = mapped_column(Integer)  # paise added to a COD order, a line of its own
    excluded_pincodes: Mapped[list[str]] = mapped_column(JSON)
    excluded_zones: Mapped[list[str]] = mapped_column(JSON)  # delivery zone codes
    max_open_orders: Mapped[int] = mapped_column(Integer)  # per account
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class CodAccount(Base):
    __tablename__ = "cod_accounts"
    __table_args__ = (CheckConstraint("open_orders >= 0", name="open_not_negative"),)

    user_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    open_orders: Mapped[int] = mapped_column(Integer, default=0)
