"""Catalogue tables. Prices are integer paise (DESIGN.md §4)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, Integer, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow


class Category(Base):
    __tablename__ = "categories"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)
    label: Mapped[str] = mapped_column(String(120))
    subcategories: Mapped[list[str]] = mapped_column(JSON, default=list)
    # Kannada and Hindi labels; '' = none entered, shoppers see `label` (issue 18)
    label_kn: Mapped[str] = mapped_column(String(120), default="", server_default=text("''"))
    label_hi: Mapped[str] = mapped_column(String(120), default="", server_default=text("''"))
    # each subcategory's Kannada and Hindi names, {name: {"kn": ..., "hi": ...}}; a name or a
    # language missing = shoppers see the subcategory as spelt in `subcategories`
    subcategory_labels: Mapped[dict[str, dict[str, str]] | None] = mapped_column(
        JSON, default=dict, nullable=True
    )


class Product(Base):
    __tablename__ = "products"

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    title: Mapped[str] = mapped_column(String(200))
    description: Mapped[str] = mapped_column(Text)
    # Kannada and Hindi versions; '' = none entered, shoppers see the English (issue 18)
    title_kn: Mapped[str] = mapped_column(String(200), default="", server_default=text("''"))
    title_hi: Mapped[str] = mapped_column(String(200), default="", server_default=text("''"))
    description_kn: Mapped[str] = mapped_column(Text, default="", server_default=text("''"))
    description_hi: Mapped[str] = mapped_column(Text, default="", server_default=text("''"))
    price: Mapped[int] = mapped_column(Integer)  # paise; per metre for Fabrics
    # issue 31: the printed MRP (above `price`, shown struck through) and a scheduled sale price
    # (below `price`) with its start and end; None = none. catalog.pricing reads them against
    # the clock, so what a shopper pays changes at the sale's boundaries with no job running.
    mrp: Mapped[int | None] = mapped_column(Integer, nullable=True)
    sale_price: Mapped[int | None] = mapped_column(Integer, nullable=True)
    sale_starts_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    sale_ends_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    category: Mapped[str] = mapped_column(String(80), index=True)
    sub_categories: Mapped[list[str]] = mapped_column(JSON, default=list)
    tags: Mapped[list[str]] = mapped_column(JSON, default=list)
    # each: {"key", "width", "height", "variants": [{"width", "key"}]} — keys in the media store
    images: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    out_of_stock: Mapped[bool] = mapped_column(Boolean, default=False)
    coming_soon: Mapped[bool] = mapped_column(Boolean, default=False)
    # {"category": size-chart key | None, "availableSizes": [...], "availableTypes": [...]}
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    time: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow
    )


class CatalogState(Base):
    """One row: the catalogue version, bumped by every catalogue change (DESIGN.md §8)."""

    __tablename__ = "catalog_state"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(Integer, default=1)


class CatalogImport(Base):
    """A CSV import that created products, by a digest of its rows: the same file applied twice
    (a double click, two tabs) is refused by the unique digest instead of creating twice."""

    __tablename__ = "catalog_imports"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    rows: Mapped[int] = mapped_column(Integer)
    created: Mapped[int] = mapped_column(Integer)
    updated: Mapped[int] = mapped_column(Integer)
    imported_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
