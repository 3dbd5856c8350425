"""The stock's version (`stock_state`, one row): what the catalogue snapshot adds to its own
version, so a sale that changes what a variant shows rebuilds every instance's snapshot."""

from __future__ import annotations

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from khadi.stock.models import StockState


def stock_version(session: Session) -> int:
    return session.scalar(select(StockState.version).where(StockState.id == 1)) or 0


def bump_stock_version(session: Session) -> None:
    """In the transaction of a stock change a shopper would see, after its level writes."""
    session.execute(
        update(StockState).where(StockState.id == 1).values(version=StockState.version + 1)
    )
