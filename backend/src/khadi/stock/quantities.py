"""Stock amounts as the dashboard and the CSV file write them, and their checks: whole pieces,
or metres in quarter-metre steps for fabrics (2.25 m is stored as 9), from 0 to 100000."""

from __future__ import annotations

from khadi.stock.errors import (
    MAX_AMOUNT,
    NOT_A_NUMBER,
    OUT_OF_RANGE,
    QUARTER_STEPS,
    RESTOCK_POSITIVE,
    RESTOCK_POSITIVE_METRES,
    WHOLE_PIECES,
)
from khadi.stock.models import UNIT_QUARTER_METRE


def api_unit(unit: str) -> str:
    """'piece' or 'metre': what the API's amounts count."""
    return "metre" if unit == UNIT_QUARTER_METRE else "piece"


def to_stored(amount: float, unit: str) -> int:
    """An amount in pieces (or metres) as the stored integer; ValueError with the message to
    show when it is not a whole piece, not a quarter-metre step, or out of range."""
    if amount != amount or amount in (float("inf"), float("-inf")):  # NaN, infinities
        raise ValueError(NOT_A_NUMBER)
    if not 0 <= amount <= MAX_AMOUNT:
        raise ValueError(OUT_OF_RANGE)
    if unit == UNIT_QUARTER_METRE:
        quarters = amount * 4
        if quarters != round(quarters):
            raise ValueError(QUARTER_STEPS)
        return round(quarters)
    if amount != round(amount):
        raise ValueError(WHOLE_PIECES)
    return round(amount)


def to_added(amount: float, unit: str) -> int:
    """A restock amount (more than 0) as the stored integer; ValueError as `to_stored`."""
    stored = to_stored(amount, unit)
    if stored <= 0:
        raise ValueError(
            RESTOCK_POSITIVE_METRES if unit == UNIT_QUARTER_METRE else RESTOCK_POSITIVE
        )
    return stored


def parse_amount(text: str, unit: str) -> int:
    """A CSV cell ('3', '2.25', '2.25 m') as the stored integer; ValueError as `to_stored`."""
    cleaned = text.strip().casefold().removesuffix("m").strip().replace(",", "")
    try:
        amount = float(cleaned)
    except ValueError:
        raise ValueError(NOT_A_NUMBER) from None
    return to_stored(amount, unit)
