"""Stock per variant, the holds checkout takes, and every change's history (issue 15).

A variant is (product, size, type), with '' for "no size" / "no type" as in the cart. A product
is *tracked* when it has at least one `stock_levels` row; a tracked product's variant without a
row has 0 left. Untracked products (no rows) are sold as before, limited only by the manual
'Out of Stock' flag.

`on_hand` is an integer in the variant's `unit`: pieces, or quarter-metres for fabrics sold by
the metre (7.5 m is 30). It never goes below 0 (a CHECK, and every decrement is the conditional
`UPDATE … SET on_hand = on_hand - :q WHERE … AND on_hand >= :q`).

A `stock_reservations` row is one order line's hold: `held` from checkout until the order is
paid (`sold`) or the payment fails or the hold lapses (`released`, the count given back). Every
status move is a conditional UPDATE on the row's status, so a hold is given back at most once
however many reports race. A lapsed hold whose order is paid later is taken again (`sold`) when
the stock is still there; otherwise it stays `released` and the order is flagged `short`.

`stock_movements` is the history the dashboard shows: who, when, why, by how much, and what was
left after.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, Index, Integer, PrimaryKeyConstraint, String
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow

UNIT_PIECE = "piece"
UNIT_QUARTER_METRE = "quarter_metre"

HELD = "held"
SOLD = "sold"
RELEASED = "released"

# why a count changed
REASON_SALE = "sale"  # a checkout's hold, or a lapsed hold taken again when paid
REASON_RELEASE = "release"  # a failed or lapsed checkout gave its hold back
REASON_RESTOCK = "restock"  # an admin added to the count
REASON_EDIT = "edit"  # an admin set the count
REASON_IMPORT = "import"  # a CSV import set the count
REASON_RETURN = "return"  # cancelled or returned lines put back
REASONS = (REASON_SALE, REASON_RELEASE, REASON_RESTOCK, REASON_EDIT, REASON_IMPORT, REASON_RETURN)


class StockLevel(Base):
    __tablename__ = "stock_levels"
    __table_args__ = (
        PrimaryKeyConstraint("product_id", "size", "type", name="pk_stock_levels"),
        CheckConstraint("on_hand >= 0", name="on_hand_not_negative"),
        CheckConstraint(f"unit IN ('{UNIT_PIECE}', '{UNIT_QUARTER_METRE}')", name="unit"),
    )

    product_id: Mapped[str] = mapped_column(String(24))  # no FK: see catalog deletes
    size: Mapped[str] = mapped_column(String(100), default="")
    type: Mapped[str] = mapped_column(String(100), default="")
    on_hand: Mapped[int] = mapped_column(Integer)
    unit: Mapped[str] = mapped_column(String(16))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class StockReservation(Base):
    __tablename__ = "stock_reservations"
    __table_args__ = (
        CheckConstraint("quantity > 0", name="quantity_positive"),
        CheckConstraint(f"status IN ('{HELD}', '{SOLD}', '{RELEASED}')", name="status"),
        Index("ix_stock_reservations_status_expires_at", "status", "expires_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    order_id: Mapped[str] = mapped_column(String(24), index=True)
    product_id: Mapped[str] = mapped_column(String(24))
    size: Mapped[str] = mapped_column(String(100))
    type: Mapped[str] = mapped_column(String(100))
    quantity: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(8), default=HELD)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class StockMovement(Base):
    __tablename__ = "stock_movements"
    __table_args__ = (
        Index("ix_stock_movements_variant", "product_id", "size", "type", "id"),
        CheckConstraint("reason IN (" + ", ".join(f"'{r}'" for r in REASONS) + ")", name="reason"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    product_id: Mapped[str] = mapped_column(String(24))
    size: Mapped[str] = mapped_column(String(100))
    type: Mapped[str] = mapped_column(String(100))
    unit: Mapped[str] = mapped_column(String(16))
    change: Mapped[int] = mapped_column(Integer)  # signed, in the unit
    on_hand_after: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(String(16))
    order_id: Mapped[str | None] = mapped_column(String(24), default=None)
    user_id: Mapped[str | None] = mapped_column(String(24), default=None)  # the admin, if any
    note: Mapped[str] = mapped_column(String(200), default="")
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class StockState(Base):
    """One row: the stock's version, bumped when a change alters what shoppers see of a variant
    (none left, 'Only N left'). Kept apart from `catalog_state`, which product saves and imports
    lock first: stock writes lock their levels first and this row after, so the two orders never
    cross (no deadlock on PostgreSQL). The catalogue's version is the sum of both."""

    __tablename__ = "stock_state"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(Integer, default=0)
