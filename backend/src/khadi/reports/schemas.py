"""The reports' answers (issue 32). Money is integer paise; days are IST calendar days."""

from __future__ import annotations

from datetime import date, datetime

from pydantic import Field

from khadi.addresses.schemas import SavedAddressOut
from khadi.kit.schema import ApiModel


class DaySales(ApiModel):
    day: str = Field(description="IST day, YYYY-MM-DD")
    orders: int = Field(description="Orders sold that day (paid online, or COD cash collected)")
    sales: int = Field(description="Their amounts, in paise")
    refunds: int = Field(description="Refunds asked that day (not failed), in paise")
    net: int = Field(description="sales less refunds, in paise")
    average_order: int = Field(description="sales / orders, in paise (0 without orders)")


class SalesTotals(ApiModel):
    orders: int
    sales: int
    refunds: int
    net: int
    average_order: int


class ProductSales(ApiModel):
    product_id: str
    title: str = Field(
        description="Its title in the orders' snapshots (the greatest, if it changed)"
    )
    revenue: int = Field(description="Line totals, in paise, before refunds")
    units: float = Field(description="Pieces, or metres of fabric sold by length")


class CategorySales(ApiModel):
    category: str = Field(description="The category's name ('' for lines without one)")
    label: str
    revenue: int
    units: float


class StateSales(ApiModel):
    state: str = Field(description="The shipping address's state ('' when none was given)")
    orders: int
    sales: int = Field(description="Whole order amounts, in paise")


class SalesReport(ApiModel):
    first: date = Field(description="First IST day of the range")
    last: date = Field(description="Last IST day of the range (included)")
    totals: SalesTotals
    days: list[DaySales] = Field(description="Every day of the range, oldest first")
    by_revenue: list[ProductSales] = Field(description="Top 10 products by revenue")
    by_units: list[ProductSales] = Field(description="Top 10 products by units")
    categories: list[CategorySales]
    states: list[StateSales]


class CustomerRow(ApiModel):
    id: str
    name: str
    email: str
    phone: str
    orders: int = Field(description="Orders sold (paid, or COD collected)")
    total_spent: int = Field(description="Their amounts less refunds, in paise")
    last_order: datetime | None = Field(description="When the latest order was placed")
    joined: datetime


class CustomerPage(ApiModel):
    items: list[CustomerRow]
    total: int
    page: int
    page_size: int


class CustomerOrder(ApiModel):
    id: str
    placed_at: datetime
    status: str
    payment_method: str
    cod_state: str
    fulfilment: str
    amount: int
    refunded_amount: int
    lines: int = Field(description="Lines in the order")


class CustomerReturn(ApiModel):
    id: str
    order_id: str
    status: str
    reason: str
    amount: int
    requested_at: datetime


class CustomerDetail(ApiModel):
    customer: CustomerRow
    orders: list[CustomerOrder] = Field(description="Every order, newest first")
    addresses: list[SavedAddressOut]
    returns: list[CustomerReturn] = Field(description="Newest first")
