"""Discount codes over the wire: the dashboard's form and list, and the cart's code box."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from khadi.kit.schema import ApiModel

PAISE_MAX = 10**11


class DiscountCodeIn(ApiModel):
    """The owner's form. `value`: a percentage 1–90, or paise for a fixed amount. Times are
    instants (the dashboard sends them in IST, +05:30); empty: no start / no end."""

    code: str = Field(max_length=64)
    kind: Literal["percent", "fixed"]
    value: int = Field(ge=0, le=PAISE_MAX)
    min_order: int = Field(0, ge=0, le=PAISE_MAX, description="Paise of the goods")
    starts_at: datetime | None = None
    ends_at: datetime | None = None
    max_uses: int | None = Field(None, ge=0, le=10**9, description="Empty: no limit")
    per_customer: int | None = Field(None, ge=0, le=10**9, description="Empty: no limit")
    categories: list[str] = Field([], max_length=100)
    product_ids: list[str] = Field([], max_length=500)
    active: bool = True
    version: int = Field(0, ge=0, le=10**9, description="The version it was loaded with; 0 new")


class DiscountCodeOut(ApiModel):
    id: str
    code: str
    kind: Literal["percent", "fixed"]
    value: int
    min_order: int
    starts_at: datetime | None
    ends_at: datetime | None
    max_uses: int | None
    per_customer: int | None
    categories: list[str]
    product_ids: list[str]
    active: bool
    used: int = Field(description="Uses that stand: held by unpaid orders or kept")
    status: Literal["active", "paused", "scheduled", "expired", "used_up"]
    version: int
    created_at: datetime


class DiscountCodeList(ApiModel):
    codes: list[DiscountCodeOut]


class DiscountUseOut(ApiModel):
    order_id: str
    email: str
    name: str
    amount: int = Field(description="Paise off the order")
    order_amount: int = Field(description="Paise the order charges")
    state: Literal["held", "used", "released"]
    at: datetime


class DiscountUseList(ApiModel):
    code: str
    uses: list[DiscountUseOut]


class CartCodeIn(ApiModel):
    code: str = Field(max_length=64)
