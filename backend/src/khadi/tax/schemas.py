"""Tax data API shapes (admin). Rates are whole percent; thresholds are paise per piece,
value excluding tax."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import Field

from khadi.kit.money import MAX_PAISE
from khadi.kit.schema import ApiModel

MAX_VERSION = 2**31 - 2


class TaxPeriod(ApiModel):
    starts: dt.date = Field(alias="from", description="First day (IST) this period applies")
    kind: Literal["flat", "by_price", "exempt"]
    rate: int = Field(
        0, ge=-1000, le=1000, description="flat: the rate; by_price: the rate up to the threshold"
    )
    high_rate: int = Field(
        0, ge=-1000, le=1000, description="by_price: the rate above the threshold"
    )
    threshold: int = Field(
        0, ge=0, le=MAX_PAISE, description="by_price: paise per piece, sale value excluding tax"
    )


class TaxDataIn(ApiModel):
    hsn: str = Field(max_length=100, description="4, 6 or 8 digits")
    periods: list[TaxPeriod] = Field(max_length=20, description="Oldest first, dates in order")
    version: int = Field(ge=0, le=MAX_VERSION, description="0 when there is no tax data yet")


class TaxDataOut(ApiModel):
    scope: Literal["category", "product"]
    target: str = Field(description="The category's slug or the product's id")
    label: str = Field(description="The category's label or the product's title")
    hsn: str = Field(description="'' when there is no tax data (missing)")
    periods: list[TaxPeriod]
    version: int = Field(description="0: no tax data stored")
    missing: bool = Field(
        description="True: no tax data, so invoices use 18% and no HSN until an admin sets it"
    )
    rate_today: str = Field(description="What applies today, e.g. '5% up to ₹2,500 a piece'")
