"""The dashboard's filtered orders as a CSV file (issue 32): one row per order, in the list's
order, every cell through the guarded writer (kit.csv_file: nothing a shopper typed runs as a
formula). Amounts are rupees with two decimals; times are IST."""

from __future__ import annotations

from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.kit.csv_file import write_csv
from khadi.kit.time import as_utc
from khadi.orders.models import Order
from khadi.orders.service import OrderFilter, admin_order_rows
from khadi.tax.dates import IST

# a spreadsheet opens this many rows comfortably; the owner narrows the filters for more
EXPORT_MAX = 20_000
HEADER = [
    "Order number", "Order id", "Placed (IST)", "Customer", "E-mail", "Mobile", "Payment",
    "Payment method", "Fulfilment", "Amount", "Delivery", "COD fee", "Refunded", "Items",
    "Ship to", "Address", "City", "District", "State", "Pincode", "Courier", "Tracking number",
]  # fmt: skip


def rupees(paise: int) -> str:
    whole, part = divmod(paise, 100)
    return f"{whole}.{part:02d}"


def _address(order: Order) -> str:
    parts = (order.shipping_house, order.shipping_address, order.shipping_locality)
    return ", ".join(part for part in parts if part)


def _row(order: Order, user: User) -> list[object]:
    return [
        order.number, order.id, as_utc(order.placed_at).astimezone(IST).strftime("%Y-%m-%d %H:%M"),
        user.name, user.email, order.shipping_mobile, order.status, order.payment_method,
        order.fulfilment, rupees(order.amount), rupees(order.delivery_fee), rupees(order.cod_fee),
        rupees(order.refunded_amount), order.cart_total_items, order.shipping_name,
        _address(order), order.shipping_city, order.shipping_district, order.shipping_state,
        order.shipping_pincode, order.courier, order.tracking_number,
    ]  # fmt: skip


def orders_csv(session: Session, where: OrderFilter) -> str:
    rows = admin_order_rows(session, where, EXPORT_MAX)
    return write_csv(HEADER, (_row(order, user) for order, user in rows), bom=True)
