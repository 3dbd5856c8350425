"""Tax dates are Indian: a rate period starts on an IST day, and the financial year runs from
1 April to 31 March, IST."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

from khadi.kit.time import as_utc

IST = timezone(timedelta(hours=5, minutes=30), "IST")


def ist_date(moment: datetime) -> date:
    return as_utc(moment).astimezone(IST).date()


def financial_year(moment: datetime) -> str:
    """'26-27' for any moment from 1 Apr 2026 00:00 IST to 31 Mar 2027 23:59:59 IST."""
    day = ist_date(moment)
    first = day.year if day.month >= 4 else day.year - 1
    return f"{first % 100:02d}-{(first + 1) % 100:02d}"
