"""The shop's settings (one row, id 1) and its editable pages (one row per slug).

Neither table has a row on a fresh store: reads fall back to the neutral defaults
(khadi.shop.defaults) with version 0, and the first save inserts the row. Every save is a
conditional write on `version` (an INSERT for version 0, an `UPDATE … WHERE version = :seen`
after that), so of two admins saving the same version exactly one wins and the other gets a 409.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, CheckConstraint, DateTime, Integer, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow

SETTINGS_ID = 1


class ShopSettings(Base):
    __tablename__ = "shop_settings"
    __table_args__ = (CheckConstraint("id = 1", name="singleton"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(100))
    tagline: Mapped[str] = mapped_column(String(200))
    # Kannada and Hindi taglines; '' = shoppers see `tagline` (issue 18)
    tagline_kn: Mapped[str] = mapped_column(String(200), default="", server_default=text("''"))
    tagline_hi: Mapped[str] = mapped_column(String(200), default="", server_default=text("''"))
    legal_name: Mapped[str] = mapped_column(String(200))
    email: Mapped[str] = mapped_column(String(254))
    phone: Mapped[str] = mapped_column(String(20))
    whatsapp_number: Mapped[str] = mapped_column(String(15))  # digits with the country code
    address: Mapped[str] = mapped_column(Text)
    map_url: Mapped[str] = mapped_column(String(1000))
    state: Mapped[str] = mapped_column(String(60))
    gstin: Mapped[str] = mapped_column(String(15))
    # the invoice series' prefix (issue 17): 1-3 capital letters or digits
    invoice_prefix: Mapped[str] = mapped_column(String(3), default="INV", server_default="INV")
    logo_key: Mapped[str] = mapped_column(String(255))
    social_links: Mapped[list[dict[str, str]]] = mapped_column(JSON, default=list)
    developer_text: Mapped[str] = mapped_column(String(200))
    developer_url: Mapped[str] = mapped_column(String(500))
    stock_hold_minutes: Mapped[int] = mapped_column(Integer, default=30, server_default="30")
    low_stock_threshold: Mapped[int] = mapped_column(Integer, default=3, server_default="3")
    # issue 30: minutes a dismissed payment keeps its stock before it goes back (0: at once)
    dismissed_hold_minutes: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # the cart's summary (issue 28): 'gst' (GST-inclusive, the default) or 'spec' (the demo's)
    cart_summary: Mapped[str] = mapped_column(String(8), default="gst", server_default="gst")
    # issue 31: hours a signed-in shopper's cart stays untouched before one reminder e-mail
    # (0: no reminders)
    cart_reminder_hours: Mapped[int] = mapped_column(Integer, default=6, server_default="6")
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ShopPage(Base):
    """One editable page; `content` is its JSON (shapes in khadi.shop.schemas)."""

    __tablename__ = "shop_pages"
    __table_args__ = (CheckConstraint("slug IN ('about', 'careers', 'faq', 'terms')", name="slug"),)

    slug: Mapped[str] = mapped_column(String(16), primary_key=True)
    content: Mapped[dict[str, Any]] = mapped_column(JSON)
    # the Kannada and Hindi texts, shaped like `content` (khadi.shop.page_translations);
    # null or '' in a field = shoppers see the English there
    content_kn: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    content_hi: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    version: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
