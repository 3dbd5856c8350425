"""Document numbers: '<prefix><mark>/<FY>/<serial>', at most 16 characters (Rule 46(b)).

Each kind has its own consecutive series per financial year: tax invoices 'KKB/26-27/000123'
(six digits), bills of supply 'KKBB/26-27/00012', credit notes 'KKBC/26-27/00012' and receipts
'KKBR/26-27/00012' (five digits). The prefix is 1–3 letters or digits from the shop's settings.
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import Table, update
from sqlalchemy.orm import Session

from khadi.db import insert_for
from khadi.invoices.models import BILL_OF_SUPPLY, CREDIT_NOTE, INVOICE, RECEIPT, InvoiceCounter

MARKS = {INVOICE: "", BILL_OF_SUPPLY: "B", CREDIT_NOTE: "C", RECEIPT: "R"}
NUMBER_LENGTH = 16
COUNTERS = cast(Table, InvoiceCounter.__table__)


def series_of(prefix: str, kind: str, financial_year: str) -> str:
    return f"{prefix}{MARKS[kind]}/{financial_year}"


def format_number(series: str, seq: int) -> str:
    digits = NUMBER_LENGTH - len(series) - 1
    return f"{series}/{seq:0{digits}d}"


def next_seq(session: Session, series: str) -> int:
    """The next number of `series`, in the caller's transaction: the counter row stays locked
    until it commits, and a rollback gives the number back (no gap)."""
    bump = (
        update(COUNTERS)
        .where(COUNTERS.c.series == series)
        .values(last=COUNTERS.c.last + 1)
        .returning(COUNTERS.c.last)
    )
    row = session.execute(bump).first()
    if row is None:  # the series' first document: make its counter, then take from it
        session.execute(
            insert_for(session, COUNTERS)
            .values(series=series, last=0)
            .on_conflict_do_nothing(index_elements=["series"])
        )
        row = session.execute(bump).first()
    assert row is not None
    return int(row[0])
