"""What an order has refunded (issue 16): `orders.refunded_amount` is held for a refund before
the provider is asked, and given back if the provider refuses it, each by ONE conditional UPDATE:

    UPDATE orders SET refunded_amount = refunded_amount + :amount
     WHERE id = :id AND status = 'paid' AND refunded_amount + :amount <= amount

so of any number of racing refund requests (two admins, two instances) only as many succeed as
the payment covers; the rest are refused with what is left. Refunds never exceed the payment
(the CHECK constraint agrees). Only refunds of the order's own payment count: a refund of a
second, duplicate payment (payments.duplicates) pays that payment back and leaves this alone.
"""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import Table, and_, or_, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.kit.time import utcnow
from khadi.orders.models import COD_COLLECTED, STATUS_COD, STATUS_PAID, Order

ORDERS = cast(Table, Order.__table__)
_O = ORDERS.c
# money the shop took: a paid order, or a cash-on-delivery order whose cash was collected (issue
# 30: its refunds the owner sends herself, payments.refunds.owe_refund)
TOOK_MONEY = or_(
    _O.status == STATUS_PAID, and_(_O.status == STATUS_COD, _O.cod_state == COD_COLLECTED)
)


def took_money(order: Order) -> bool:
    return order.status == STATUS_PAID or (
        order.status == STATUS_COD and order.cod_state == COD_COLLECTED
    )


def hold_refund(session: Session, order_id: str, amount: int) -> bool:
    """Count `amount` as refunded, if the paid order still covers it; True when it did."""
    result = session.execute(
        update(ORDERS)
        .where(
            _O.id == order_id,
            TOOK_MONEY,
            _O.refunded_amount + amount <= _O.amount,
        )
        .values(refunded_amount=_O.refunded_amount + amount, updated_at=utcnow())
    )
    return cast(CursorResult[Any], result).rowcount == 1


def give_back_refund(session: Session, order_id: str, payment_id: str, amount: int) -> None:
    """A refund of `payment_id` failed: if that is the order's own payment (a duplicate payment's
    refund was never held), its amount may be refunded again."""
    session.execute(
        update(ORDERS)
        .where(_O.id == order_id, _O.payment_id == payment_id, _O.refunded_amount >= amount)
        .values(refunded_amount=_O.refunded_amount - amount, updated_at=utcnow())
    )


def refundable(session: Session, order_id: str) -> int:
    """Paise that may still be refunded (0 for an unpaid order)."""
    row = session.execute(
        select(_O.amount, _O.refunded_amount).where(_O.id == order_id, TOOK_MONEY)
    ).first()
    if row is None:
        return 0
    return int(row.amount - row.refunded_amount)
