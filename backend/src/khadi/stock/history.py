"""A variant's stock history for the dashboard, newest first: who (the admin, 'Checkout' or
'System'), when, why, by how much, what was left after, and the order it belongs to."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.kit.time import as_utc
from khadi.stock.levels import Variant, in_units
from khadi.stock.models import REASON_RELEASE, REASON_SALE, StockMovement
from khadi.stock.schemas import StockMovementOut

CHECKOUT = "Checkout"
SYSTEM = "System"


def _who(reason: str, order_id: str | None, name: str | None, email: str | None) -> str:
    if name is not None or email is not None:
        return f"{name} ({email})" if name else email or ""
    if reason in (REASON_SALE, REASON_RELEASE) and order_id:
        return CHECKOUT
    return SYSTEM


def history(
    session: Session, variant: Variant, *, page: int, page_size: int
) -> tuple[list[StockMovementOut], int]:
    """One page of the variant's changes, newest first, and how many there are in all."""
    where = [
        StockMovement.product_id == variant.product_id,
        StockMovement.size == variant.size,
        StockMovement.type == variant.type,
    ]
    total = session.scalar(select(func.count()).select_from(StockMovement).where(*where)) or 0
    rows = session.execute(
        select(StockMovement, User.name, User.email)
        .outerjoin(User, User.id == StockMovement.user_id)
        .where(*where)
        .order_by(StockMovement.id.desc())
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    items = [
        StockMovementOut(
            at=as_utc(move.at),
            who=_who(move.reason, move.order_id, name, email),
            reason=move.reason,
            change=in_units(move.change, move.unit),
            left_after=in_units(move.on_hand_after, move.unit),
            order_id=move.order_id,
            note=move.note or "",
        )
        for move, name, email in rows
    ]
    return items, total
