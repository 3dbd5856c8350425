"""Tax dates are Indian: a rate period starts on an IST day, and the financial year runs from
1 April to 31 March, IST."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, timezone

from khadi.kit.time import as_utc

IST = timezone(timedelta(hours=5, minutes=30), "IST")


def ist_date(moment: datetime) -> date:
    return as_utc(moment).astimezone(IST).date()


def ist_day_start(day: date) -> datetime:
    """The UTC instant an IST day begins. Queries compare with UTC: SQLite keeps times as UTC text
    without their zone, so an IST-aware bound would be read 5 h 30 min late."""
    return datetime.combine(day, time(), IST).astimezone(UTC)


def ist_days(first: date, last: date) -> tuple[datetime, datetime]:
    """From the start of `first` to the end of `last`, IST days, as UTC instants."""
    return ist_day_start(first), ist_day_start(last + timedelta(days=1))


def financial_year(moment: datetime) -> str:
    """'26-27' for any moment from 1 Apr 2026 00:00 IST to 31 Mar 2027 23:59:59 IST."""
    day = ist_date(moment)
    first = day.year if day.month >= 4 else day.year - 1
    return f"{first % 100:02d}-{(first + 1) % 100:02d}"
