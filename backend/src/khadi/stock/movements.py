"""The one writer of the stock history (`stock_movements`, issue 15): every change of a variant's
count — a sale, a lapsed hold given back, an admin's edit, restock or import, stopped counting,
a cancelled order put back — is recorded here, in the caller's transaction, so the history the
dashboard shows always has the same shape: what changed, by how much, the count after, why and
who (an admin) or what (an order) did it."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from khadi.stock.levels import Variant
from khadi.stock.models import StockMovement


def record_movement(
    session: Session,
    variant: Variant,
    unit: str,
    change: int,
    after: int,
    reason: str,
    *,
    now: datetime,
    order_id: str | None = None,
    user_id: str | None = None,
    note: str = "",
) -> None:
    """One history row: `change` (signed, in `unit`) left `after` on hand, for `reason`."""
    session.add(
        StockMovement(
            product_id=variant.product_id,
            size=variant.size,
            type=variant.type,
            unit=unit,
            change=change,
            on_hand_after=after,
            reason=reason,
            order_id=order_id,
            user_id=user_id,
            note=note,
            at=now,
        )
    )
