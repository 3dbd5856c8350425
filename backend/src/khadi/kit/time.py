"""Timestamps are UTC; product dates are shown like 'Mar 05, 2025' (spec §3)."""

from datetime import UTC, datetime


def utcnow() -> datetime:
    return datetime.now(UTC)


def as_utc(moment: datetime) -> datetime:
    """SQLite hands back naive datetimes; every stored time is UTC."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def product_date(moment: datetime) -> str:
    return as_utc(moment).strftime("%b %d, %Y")
