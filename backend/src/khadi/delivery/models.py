"""The owner's delivery charges: one row (id 1), saved whole with a version (a stale save is a
409, like the shop's settings). No row: delivery is not charged (a new shop has set none)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, CheckConstraint, DateTime, Integer
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow

SETTINGS_ID = 1


class DeliverySettings(Base):
    __tablename__ = "delivery_settings"
    __table_args__ = (CheckConstraint("id = 1", name="singleton"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    enabled: Mapped[bool] = mapped_column(Boolean)
    free_above: Mapped[int] = mapped_column(Integer)  # paise of goods; 0: never free
    slabs: Mapped[list[int]] = mapped_column(JSON)  # grams: each slab's upper bound, rising
    zones: Mapped[list[dict[str, Any]]] = mapped_column(JSON)  # see delivery.rules.Zone
    # grams per piece (or per metre of fabric): {"categories": {name: g}, "products":
    # {id: {"": g, size: g}}, "default": g}
    weights: Mapped[dict[str, Any]] = mapped_column(JSON)
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
