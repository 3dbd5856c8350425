"""Helpers for the stock tests: counts set straight in the database (the admin's API is tested
on its own), and what is left read back the same way."""

from __future__ import annotations

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from khadi.db import Database
from khadi.stock.models import StockLevel, StockMovement, StockReservation


def set_stock(
    session: Session, product_id: str, counts: dict[tuple[str, str], int], unit: str = "piece"
) -> None:
    """Track the product with these counts per (size, type); other variants have none."""
    session.execute(delete(StockLevel).where(StockLevel.product_id == product_id))
    for (size, type_), on_hand in counts.items():
        session.add(
            StockLevel(product_id=product_id, size=size, type=type_, on_hand=on_hand, unit=unit)
        )
    session.commit()


def on_hand(database: Database, product_id: str, size: str = "", type_: str = "") -> int:
    with database.sessions() as session:
        value = session.scalar(
            select(StockLevel.on_hand).where(
                StockLevel.product_id == product_id,
                StockLevel.size == size,
                StockLevel.type == type_,
            )
        )
        assert value is not None
        return value


def holds(database: Database, order_id: str) -> list[str]:
    """The statuses of the order's holds."""
    with database.sessions() as session:
        return list(
            session.scalars(
                select(StockReservation.status)
                .where(StockReservation.order_id == order_id)
                .order_by(StockReservation.id)
            )
        )


def movements(database: Database, product_id: str, reason: str) -> int:
    with database.sessions() as session:
        return (
            session.scalar(
                select(func.count())
                .select_from(StockMovement)
                .where(StockMovement.product_id == product_id, StockMovement.reason == reason)
            )
            or 0
        )
