"""The product form's MRP and sale fields (issue 31): MRP at least the price, a sale price below
it, a sale's end after its start; times without an offset are the shop's, IST. Refusals go to the
form's `refuse(field, message)`, beside the other fields' (catalog.form_rules)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from khadi.catalog.errors import (
    MAX_PRICE_RUPEES,
    MRP_BELOW_PRICE,
    PRICE_DECIMALS,
    PRICE_NOT_A_NUMBER,
    PRICE_REQUIRED,
    PRICE_TOO_HIGH,
    SALE_END_BEFORE_START,
    SALE_PRICE_NOT_BELOW,
    SALE_PRICE_REQUIRED,
    SALE_TIME_INVALID,
)
from khadi.catalog.pricing import IST
from khadi.catalog.schemas import ProductCreate
from khadi.kit.money import rupees_to_paise

Refuse = Callable[[str, str], None]  # the form's refuse(field, message)


def price_paise(raw: str | int | float) -> int:
    """Rupees with at most two decimals -> paise, exactly ('149.50' -> 14950)."""
    text = str(raw).strip()
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise ValueError(PRICE_NOT_A_NUMBER) from None
    if not amount.is_finite():
        raise ValueError(PRICE_NOT_A_NUMBER)
    if abs(amount) > MAX_PRICE_RUPEES:
        raise ValueError(PRICE_TOO_HIGH)
    if amount != amount.quantize(Decimal("0.01")):
        raise ValueError(PRICE_DECIMALS)  # kit.money's words, with their code
    return rupees_to_paise(amount)


def _optional_paise(refuse: Refuse, field: str, raw: str | int | float | None) -> int | None:
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    try:
        paise = price_paise(raw)
    except ValueError as error:
        refuse(field, error.args[0])  # the Text itself, with its code
        return None
    if paise <= 0:
        refuse(field, PRICE_REQUIRED)
        return None
    return paise


def _optional_moment(refuse: Refuse, field: str, raw: str | None) -> datetime | None:
    """An ISO date-time from the form; one without an offset is the shop's time, IST."""
    if raw is None or not raw.strip():
        return None
    try:
        moment = datetime.fromisoformat(raw.strip())
    except ValueError:
        refuse(field, SALE_TIME_INVALID)
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=IST)
    return moment.astimezone(UTC)


def sale_values(refuse: Refuse, body: ProductCreate, price: int) -> dict[str, Any]:
    """MRP ≥ price, sale price < price, end after start (issue 31)."""
    mrp = _optional_paise(refuse, "mrp", body.mrp)
    sale_price = _optional_paise(refuse, "salePrice", body.sale_price)
    starts = _optional_moment(refuse, "saleStartsAt", body.sale_starts_at)
    ends = _optional_moment(refuse, "saleEndsAt", body.sale_ends_at)
    if mrp is not None and price > 0 and mrp < price:
        refuse("mrp", MRP_BELOW_PRICE)
    if sale_price is not None and price > 0 and sale_price >= price:
        refuse("salePrice", SALE_PRICE_NOT_BELOW)
    if sale_price is None and (starts is not None or ends is not None):
        refuse("salePrice", SALE_PRICE_REQUIRED)
    if starts is not None and ends is not None and ends <= starts:
        refuse("saleEndsAt", SALE_END_BEFORE_START)
    return {
        "mrp": mrp,
        "sale_price": sale_price,
        "sale_starts_at": starts if sale_price is not None else None,
        "sale_ends_at": ends if sale_price is not None else None,
    }
