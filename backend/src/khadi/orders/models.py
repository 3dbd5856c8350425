"""Orders: one row per checkout, with a snapshot of what is bought (spec §3, DESIGN.md §6).

- `amount` is integer paise: the sub-total of the snapshot's lines (spec §9: no tax, no discount)
  plus `delivery_fee` (issue 30).
  `amount` and `currency` never change after checkout; a payment must match them exactly.
- `status` moves created → paid, created → failed, failed → paid, and never leaves paid. Every
  move is a conditional UPDATE whose row count says whether it happened (orders.transitions),
  and each move that happened leaves one `OrderEvent` row, written in the same transaction.
- `items` is the snapshot taken at checkout (title, unit price, size, type, quantity, line
  total): what the order shows forever, whatever happens to the products afterwards.
- `(user_id, idempotency_key)` is unique: the same checkout sent twice is the same order.
- `provider_order_id` and `payment_id` are unique: one provider order and one payment per order.
- `number` (issue 32) is the short number a person reads out on the phone, 'KKB-10423': taken from
  the `order_counters` row in the transaction that inserts the order (orders.numbers), unique.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    event,
    false,
    text,
)
from sqlalchemy import insert as sql_insert
from sqlalchemy import update as sql_update
from sqlalchemy.engine import Connection
from sqlalchemy.orm import Mapped, Mapper, Session, mapped_column

from khadi.db import Base
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow

STATUS_CREATED = "created"
STATUS_PAID = "paid"
STATUS_FAILED = "failed"
STATUS_COD = "cod"  # cash on delivery (issue 30): placed without a payment; `cod_state` moves
CURRENCY_INR = "INR"

METHOD_ONLINE = "online"
METHOD_COD = "cod"
# a cash-on-delivery order's own moves (khadi.cod.moves), apart from fulfilment:
#   placed → confirmed (→ packed → shipped by fulfilment) → collected (delivered)
#   placed | confirmed (not shipped) → cancelled;  confirmed and shipped → returned (undelivered)
COD_PLACED = "placed"
COD_CONFIRMED = "confirmed"
COD_CANCELLED = "cancelled"
COD_COLLECTED = "collected"
COD_RETURNED = "returned"
COD_STATES = (COD_PLACED, COD_CONFIRMED, COD_CANCELLED, COD_COLLECTED, COD_RETURNED)

# fulfilment (issue 16), apart from the payment status: forward only (orders.fulfilment)
UNFULFILLED = "unfulfilled"
PACKED = "packed"
SHIPPED = "shipped"
DELIVERED = "delivered"
CANCELLED = "cancelled"  # before it was shipped; a paid order is refunded in full
FULFILMENT_STATES = (UNFULFILLED, PACKED, SHIPPED, DELIVERED, CANCELLED)


class Order(Base):
    __tablename__ = "orders"
    __table_args__ = (
        UniqueConstraint("user_id", "idempotency_key", name="uq_orders_idempotency_key"),
        CheckConstraint("status IN ('created', 'paid', 'failed', 'cod')", name="status"),
        CheckConstraint("cod_fee >= 0 AND cod_fee < amount", name="cod_fee"),
        CheckConstraint("payment_method IN ('online', 'cod')", name="payment_method"),
        CheckConstraint(
            "cod_state IN ('', 'placed', 'confirmed', 'cancelled', 'collected', 'returned')",
            name="cod_state",
        ),
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("delivery_fee >= 0 AND delivery_fee < amount", name="delivery_fee"),
        CheckConstraint("discount_amount >= 0", name="discount_amount"),
        CheckConstraint(
            "refunded_amount >= 0 AND refunded_amount <= amount", name="refunded_within_amount"
        ),
        CheckConstraint(
            "fulfilment IN ('unfulfilled', 'packed', 'shipped', 'delivered', 'cancelled')",
            name="fulfilment",
        ),
        Index("ix_orders_user_id_placed_at", "user_id", "placed_at"),
        Index("ix_orders_status_placed_at", "status", "placed_at"),
        # issue 32: the owner's date range and the newest-first list; the number search
        Index("ix_orders_placed_at", "placed_at"),
        UniqueConstraint("number", name="uq_orders_number"),
    )

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    # issue 32: 'KKB-10423'; set on insert by orders.numbers (never by hand)
    number: Mapped[str] = mapped_column(String(16))
    user_id: Mapped[str] = mapped_column(String(24), ForeignKey("users.id"))
    status: Mapped[str] = mapped_column(String(16), default=STATUS_CREATED)
    amount: Mapped[int] = mapped_column(Integer)  # paise
    currency: Mapped[str] = mapped_column(String(3), default=CURRENCY_INR)
    cart_total_items: Mapped[int] = mapped_column(Integer)
    items: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    # spec §3 checkout address form, as entered (trimmed)
    shipping_name: Mapped[str] = mapped_column(String(100))
    shipping_address: Mapped[str] = mapped_column(String(500))
    shipping_pincode: Mapped[str] = mapped_column(String(6))
    shipping_mobile: Mapped[str] = mapped_column(String(13))
    # issue 30: the rest of the delivery address; district and state from India Post's directory
    shipping_house: Mapped[str] = mapped_column(String(200), default="", server_default=text("''"))
    shipping_locality: Mapped[str] = mapped_column(
        String(100), default="", server_default=text("''")
    )
    shipping_city: Mapped[str] = mapped_column(String(100), default="", server_default=text("''"))
    shipping_district: Mapped[str] = mapped_column(
        String(100), default="", server_default=text("''")
    )
    shipping_state: Mapped[str] = mapped_column(String(60), default="", server_default=text("''"))
    # issue 30: paise of `amount` charged for delivery (the rest is the goods), and its zone
    delivery_fee: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    delivery_zone: Mapped[str] = mapped_column(String(40), default="", server_default=text("''"))
    idempotency_key: Mapped[str] = mapped_column(String(128))
    provider: Mapped[str] = mapped_column(String(16))  # 'sandbox' | 'razorpay'
    provider_order_id: Mapped[str] = mapped_column(String(64), unique=True)
    payment_id: Mapped[str | None] = mapped_column(String(64), unique=True, default=None)
    placed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    paid_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # paid after its stock hold lapsed and the stock was gone: the shop must sort it out
    stock_short: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    fulfilment: Mapped[str] = mapped_column(
        String(12), default=UNFULFILLED, server_default=UNFULFILLED
    )
    courier: Mapped[str] = mapped_column(String(80), default="", server_default=text("''"))
    tracking_number: Mapped[str] = mapped_column(String(80), default="", server_default=text("''"))
    # paise held or paid back by refunds that have not failed (issue 16); never above `amount`
    refunded_amount: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    tracking_url: Mapped[str] = mapped_column(String(500), default="", server_default=text("''"))
    # issue 30: the shopper closed the payment window without paying (orders.dismissal): the
    # order leaves 'My Orders' and its stock goes back; paying again clears it
    dismissed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    # cash on delivery (issue 30): 'online' or 'cod'; a COD order's fee (paise of `amount`), its
    # own state ('' for online orders), and who confirmed it and who closed it (cancelled,
    # collected or returned undelivered), when
    payment_method: Mapped[str] = mapped_column(
        String(8), default=METHOD_ONLINE, server_default=METHOD_ONLINE
    )
    cod_fee: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    cod_state: Mapped[str] = mapped_column(String(12), default="", server_default=text("''"))
    cod_confirmed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    cod_confirmed_by: Mapped[str | None] = mapped_column(String(24), default=None)
    cod_closed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    cod_closed_by: Mapped[str | None] = mapped_column(String(24), default=None)
    # issue 32: the shopper agreed at checkout to hear of this order on WhatsApp, at this number
    # (digits with India's country code) and in this language ('en', 'kn', 'hi')
    whatsapp_updates: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    whatsapp_mobile: Mapped[str] = mapped_column(String(15), default="", server_default=text("''"))
    whatsapp_language: Mapped[str] = mapped_column(
        String(2), default="en", server_default=text("'en'")
    )
    # issue 31: the discount code the order was priced with ('' for none) and the paise it took
    # off the goods; each item of `items` carries its share as `discount` (khadi.discounts)
    discount_code: Mapped[str] = mapped_column(String(32), default="", server_default=text("''"))
    discount_amount: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


@event.listens_for(Order, "before_insert")
def _give_number(_mapper: Mapper[Order], connection: Connection, order: Order) -> None:
    """Every new order gets its number in its own INSERT's transaction (orders.numbers)."""
    if not order.number:
        from khadi.orders.numbers import allocate  # numbers reads this module's tables

        order.number = allocate(connection)


class OrderLine(Base):
    """One row per line of an order's snapshot (issue 32), so the sales reports sum a range of
    lines from one index instead of reading the `items` JSON of every order in the range.

    - written from `items` in the order's own INSERT (`_write_lines` below: every order, online
      or COD, whatever inserts it through the ORM) and backfilled by migration 0035; what a line
      says never changes afterwards, as the snapshot never does;
    - `sold_at` is when the order became a sale, as the reports count one: paid online
      (`paid_at`) or its cash collected (`cod_closed_at`); NULL until then. It is set by
      `mark_sold` in the transaction of the conditional UPDATE that makes the sale
      (orders.transitions.make_paid, orders.fulfilment.advance), and a sale is never undone;
    - `units` is the line's `quantity` (pieces, or metres of fabric), `revenue` its `lineTotal`
      (paise, before the discount) and `discount` its share of the order's discount code."""

    __tablename__ = "order_lines"
    __table_args__ = (
        # a report's range of sales, carrying everything it groups and sums: read from the
        # index alone, never the table's rows (its cost grows with the range, not the history)
        Index(
            "ix_order_lines_sold_at",
            "sold_at", "product_id", "category", "revenue", "units", "title",
        ),
        # the same, in the report's group order: where SQLite has statistics (ANALYZE) it skips
        # through this one product and category at a time (skip-scan) with no sort of the lines
        Index(
            "ix_order_lines_product_id_sold_at",
            "product_id", "category", "sold_at", "revenue", "units", "title",
        ),
    )  # fmt: skip

    # part of its order: gone with it (an order is never deleted by the shop; a test or a
    # restore's clean-up may)
    order_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True
    )
    line_no: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    sold_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    product_id: Mapped[str] = mapped_column(String(64))
    title: Mapped[str] = mapped_column(String(300))
    category: Mapped[str] = mapped_column(String(80))
    revenue: Mapped[int] = mapped_column(Integer)
    units: Mapped[float] = mapped_column(Float)
    discount: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


def sold_at(order: Order) -> datetime | None:
    """When the order became a sale (paid online, or its cash collected); None if it is not."""
    if order.status == STATUS_PAID:
        return order.paid_at
    if order.status == STATUS_COD and order.cod_state == COD_COLLECTED:
        return order.cod_closed_at
    return None


def line_rows(
    order_id: str, items: list[dict[str, Any]], sold: datetime | None = None
) -> list[dict[str, Any]]:
    """The `order_lines` rows of an order's snapshot `items` (a missing field reads as the
    reports always read it: no product or category '', no quantity 0)."""
    return [
        {
            "order_id": order_id,
            "line_no": number,
            "sold_at": sold,
            "product_id": str(item.get("productId") or ""),
            "title": str(item.get("title") or ""),
            "category": str(item.get("category") or ""),
            "revenue": int(item.get("lineTotal") or 0),
            "units": float(item.get("quantity") or 0),
            "discount": int(item.get("discount") or 0),
        }
        for number, item in enumerate(items)
    ]


@event.listens_for(Order, "after_insert")
def _write_lines(_mapper: Mapper[Order], connection: Connection, order: Order) -> None:
    """An order's lines go in with it: same flush, same transaction (rolled back with it)."""
    rows = line_rows(order.id, list(order.items or []), sold_at(order))
    if rows:
        connection.execute(sql_insert(OrderLine), rows)


def mark_sold(session: Session, order_id: str, at: datetime) -> None:
    """The order's lines are sales from `at` on: called in the transaction of the UPDATE that
    made the order a sale (and only when that UPDATE moved it)."""
    session.execute(sql_update(OrderLine).where(OrderLine.order_id == order_id).values(sold_at=at))


class OrderEvent(Base):
    """The audit trail of status moves: one row per transition that happened (never for a
    report that found the move already made), in the transaction of its UPDATE."""

    __tablename__ = "order_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    order_id: Mapped[str] = mapped_column(String(24), ForeignKey("orders.id"), index=True)
    from_status: Mapped[str] = mapped_column(String(16))
    to_status: Mapped[str] = mapped_column(String(16))
    source: Mapped[str] = mapped_column(String(16))  # 'verify' | 'webhook' | 'reconcile'
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class FulfilmentEvent(Base):
    """One row per fulfilment move that happened: who made it and when (the order's timeline)."""

    __tablename__ = "fulfilment_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    order_id: Mapped[str] = mapped_column(String(24), ForeignKey("orders.id"), index=True)
    from_state: Mapped[str] = mapped_column(String(12))
    to_state: Mapped[str] = mapped_column(String(12))
    by_user_id: Mapped[str | None] = mapped_column(String(24), ForeignKey("users.id"))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class OrderCounter(Base):
    """The last order number given (issue 32): one row, 'orders'. A number is taken by
    `UPDATE … SET last = last + 1 … RETURNING last` in the transaction that inserts the order, so
    the row stays locked until it commits: no two orders get one number, on SQLite or PostgreSQL,
    on any number of instances."""

    __tablename__ = "order_counters"

    name: Mapped[str] = mapped_column(String(16), primary_key=True)
    last: Mapped[int] = mapped_column(Integer)
