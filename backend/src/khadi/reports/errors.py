"""The reports' refusals: each a stable code the client words in the owner's language
(locales/<lang>/refusals.json), with the English here."""

from __future__ import annotations

from khadi.errors import InvalidInput, NotFound, text

CUSTOMER_NOT_FOUND = text("reports.customer_not_found", "Customer not found")
RANGE_ORDER = text("reports.range_order", "The first day must not be after the last day")
RANGE_LENGTH = text("reports.range_length", "Choose at most 366 days")
DAY_INVALID = text("reports.day_invalid", "Enter a day between 2000-01-01 and 2100-12-31")


class CustomerNotFound(NotFound):
    code = "customer_not_found"


class InvalidRange(InvalidInput):
    code = "invalid_range"
