"""Issued documents and their number counters.

A document is written once and never changed: its lines, the seller's details and the place of
supply are copies taken when it was issued. `source` ('order:<id>' for the sale's document,
'refund:<id>' for a credit note) is unique, so nothing is issued twice for one event.

`invoice_counters` has one row per series (e.g. 'KKB/26-27'): the last number given. A number is
taken by `UPDATE … SET last = last + 1` in the transaction that issues the document, so the row
stays locked until that transaction commits or rolls back: numbers are consecutive with no gaps
and no repeats, on SQLite (one writer) and on any number of instances on one PostgreSQL.
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
    Integer,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

INVOICE = "invoice"
BILL_OF_SUPPLY = "bill_of_supply"
RECEIPT = "receipt"
CREDIT_NOTE = "credit_note"


class Invoice(Base):
    __tablename__ = "invoices"
    __table_args__ = (
        CheckConstraint(
            "kind IN ('invoice', 'bill_of_supply', 'receipt', 'credit_note')", name="kind"
        ),
        UniqueConstraint("series", "seq", name="uq_invoices_series_seq"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    kind: Mapped[str] = mapped_column(String(16))
    number: Mapped[str] = mapped_column(String(24), unique=True)
    series: Mapped[str] = mapped_column(String(16))
    seq: Mapped[int] = mapped_column(Integer)
    source: Mapped[str] = mapped_column(String(40), unique=True)
    order_id: Mapped[str] = mapped_column(String(24), ForeignKey("orders.id"), index=True)
    original_id: Mapped[str | None] = mapped_column(
        String(24), ForeignKey("invoices.id"), default=None
    )
    issued_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, index=True)
    seller: Mapped[dict[str, Any]] = mapped_column(JSON)
    buyer: Mapped[dict[str, Any]] = mapped_column(JSON)
    place_of_supply: Mapped[str] = mapped_column(String(2))  # GST state code
    intra_state: Mapped[bool] = mapped_column(Boolean)
    lines: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    amount: Mapped[int] = mapped_column(Integer)  # paise, tax included
    taxable: Mapped[int] = mapped_column(Integer)
    cgst: Mapped[int] = mapped_column(Integer)
    sgst: Mapped[int] = mapped_column(Integer)
    igst: Mapped[int] = mapped_column(Integer)


class InvoiceCounter(Base):
    __tablename__ = "invoice_counters"

    series: Mapped[str] = mapped_column(String(16), primary_key=True)
    last: Mapped[int] = mapped_column(Integer)
