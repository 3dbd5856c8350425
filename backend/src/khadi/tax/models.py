"""Tax data: one row per category (scope 'category', target = its slug) and per product that
overrides its category (scope 'product', target = its id). `periods` is the JSON list of rate
periods, oldest first (khadi.tax.rules.Period.to_json). Saved with optimistic concurrency on
`version`, like the shop's settings."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, CheckConstraint, DateTime, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow

SCOPE_CATEGORY = "category"
SCOPE_PRODUCT = "product"


class TaxData(Base):
    __tablename__ = "tax_data"
    __table_args__ = (CheckConstraint("scope IN ('category', 'product')", name="scope"),)

    scope: Mapped[str] = mapped_column(String(8), primary_key=True)
    target: Mapped[str] = mapped_column(String(80), primary_key=True)
    hsn: Mapped[str] = mapped_column(String(8))
    periods: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
