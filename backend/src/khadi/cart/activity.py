"""A cart's last change, for the reminder of a cart left behind (issue 31; the reminders area
reads it). Written in the transaction of the change itself."""

from __future__ import annotations

from typing import cast

from sqlalchemy import Table, update
from sqlalchemy.orm import Session

from khadi.cart.models import CartActivity
from khadi.db import insert_for
from khadi.kit.time import utcnow

CART_ACTIVITY = cast(Table, CartActivity.__table__)
_A = CART_ACTIVITY.c


def note_cart_change(session: Session, user_id: str) -> None:
    """The shopper changed their cart now: a new version to remind them of, once it is left.
    An UPDATE first (the common case), else an INSERT that a racing first change may beat —
    then the UPDATE again."""
    now = utcnow()
    bump = (
        update(CART_ACTIVITY)
        .where(_A.user_id == user_id)
        .values(version=_A.version + 1, changed_at=now)
    )
    if session.execute(bump).rowcount:  # type: ignore[attr-defined]
        return
    inserted = session.execute(
        insert_for(session, CART_ACTIVITY)
        .values(
            user_id=user_id,
            version=1,
            changed_at=now,
            reminded_version=0,
            unsubscribed=False,
        )
        .on_conflict_do_nothing(index_elements=["user_id"])
        .returning(_A.user_id)
    ).first()
    if inserted is None:
        session.execute(bump)
