"""CSV exports for the accountant, for a range of IST days (issue 17). Amounts are rupees with
two decimals; credit notes count negative, so every sum is net of refunds.

- sales: one row per document issued (invoices, bills of supply, receipts, credit notes);
- GSTR-1 B2C (B2CS): taxable lines of tax invoices and their credit notes, by place of supply
  and rate (every sale here is to an unregistered buyer); exempt lines belong in GSTR-1's
  nil-rated table and are left out, as are receipts (no GSTIN, no return);
- HSN summary: every line of invoices, bills of supply and credit notes, by HSN, unit and rate.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.invoices.models import CREDIT_NOTE, RECEIPT, Invoice
from khadi.kit.csv_file import write_csv
from khadi.shop.states import GST_STATES
from khadi.tax.dates import ist_date, ist_days

UQC = {"PCS": "PCS-PIECES", "MTR": "MTR-METERS"}


def rupees(paise: int) -> str:
    sign = "-" if paise < 0 else ""
    whole, part = divmod(abs(paise), 100)
    return f"{sign}{whole}.{part:02d}"


def documents_between(session: Session, first: date, last: date) -> list[Invoice]:
    start, end = ist_days(first, last)
    return list(
        session.scalars(
            select(Invoice)
            .where(Invoice.issued_at >= start, Invoice.issued_at < end)
            .order_by(Invoice.issued_at, Invoice.series, Invoice.seq)
        )
    )


def _sign(document: Invoice) -> int:
    return -1 if document.kind == CREDIT_NOTE else 1


def _place(code: str) -> str:
    return f"{code}-{GST_STATES.get(code, '')}"


def sales_csv(documents: list[Invoice]) -> str:
    rows = [
        [
            ist_date(d.issued_at).isoformat(), d.number, d.kind, d.order_id, d.buyer["name"],
            _place(d.place_of_supply), rupees(_sign(d) * d.taxable), rupees(_sign(d) * d.cgst),
            rupees(_sign(d) * d.sgst), rupees(_sign(d) * d.igst), rupees(_sign(d) * d.amount),
        ]
        for d in documents
    ]  # fmt: skip
    header = ["Date", "Number", "Kind", "Order", "Buyer", "Place of supply", "Taxable value",
              "CGST", "SGST", "IGST", "Total"]  # fmt: skip
    return write_csv(header, rows)


def b2c_csv(documents: list[Invoice]) -> str:
    sums: dict[tuple[str, int], list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for d in documents:
        if d.kind == RECEIPT or (d.kind != CREDIT_NOTE and d.kind != "invoice"):
            continue
        for line in d.lines:
            if line["exempt"] or not line["gross"]:
                continue
            row = sums[(d.place_of_supply, line["rate"])]
            for index, key in enumerate(("taxable", "igst", "cgst", "sgst")):
                row[index] += _sign(d) * line[key]
    header = ["Type", "Place Of Supply", "Rate", "Taxable Value", "Integrated Tax",
              "Central Tax", "State/UT Tax", "Cess Amount"]  # fmt: skip
    rows = [
        ["OE", _place(place), rate, *(rupees(v) for v in values), "0.00"]
        for (place, rate), values in sorted(sums.items())
    ]
    return write_csv(header, rows)


def hsn_csv(documents: list[Invoice]) -> str:
    sums: dict[tuple[str, str, int], list[float | int]] = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for d in documents:
        if d.kind == RECEIPT:
            continue
        for line in d.lines:
            if not line["gross"]:
                continue
            row = sums[(line["hsn"], line["unit"], line["rate"])]
            row[0] += _sign(d) * float(line["quantity"] or 0)
            for index, key in enumerate(("gross", "taxable", "igst", "cgst", "sgst"), start=1):
                row[index] += _sign(d) * line[key]
    header = ["HSN", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value",
              "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount",
              "Cess Amount"]  # fmt: skip
    rows = [
        [hsn, UQC.get(unit, unit), f"{values[0]:g}", rupees(int(values[1])), rate,
         *(rupees(int(v)) for v in values[2:]), "0.00"]
        for (hsn, unit, rate), values in sorted(sums.items())
    ]  # fmt: skip
    return write_csv(header, rows)
