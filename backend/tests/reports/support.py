"""Known orders and refunds for the reports' tests, at chosen instants (UTC)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy.orm import Session

from khadi.kit.ids import new_id
from khadi.orders.models import Order
from khadi.payments.refund_models import Refund
from tests.factories import make_order


def at(text: str) -> datetime:
    """'2026-11-19 18:29:59' as a UTC instant."""
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def line(product: str, title: str, category: str, unit_price: int, quantity: float,
         unit: str = "piece") -> dict[str, Any]:  # fmt: skip
    total = round(unit_price * quantity)
    return {"productId": product, "title": title, "category": category, "unitPrice": unit_price,
            "size": "M", "type": "", "quantity": quantity, "unit": unit, "lineTotal": total,
            "cartQuantity": quantity, "cartUnit": unit}  # fmt: skip


def paid(session: Session, user_id: str, when: str, *lines: dict[str, Any], **fields: Any) -> Order:
    """An order paid online at `when` (UTC)."""
    items = list(lines) or [line("shirt", "Handspun Khadi Shirt", "shirts", 89900, 1)]
    values = {"status": "paid", "paid_at": at(when), "payment_id": "pay_" + new_id(14),
              "placed_at": at(when), "items": items} | fields  # fmt: skip
    return make_order(session, user_id, **values)


def collected(session: Session, user_id: str, when: str, **fields: Any) -> Order:
    """A cash-on-delivery order whose cash was collected at `when` (UTC)."""
    values = {"status": "cod", "payment_method": "cod", "cod_state": "collected",
              "cod_closed_at": at(when), "placed_at": at("2026-11-10 06:00:00"),
              "items": [line("shirt", "Handspun Khadi Shirt", "shirts", 89900, 1)]}  # fmt: skip
    values |= fields
    return make_order(session, user_id, **values)


def refund(session: Session, order: Order, amount: int, when: str, *, status: str = "processed",
           payment_id: str | None = None, counts: bool = True) -> Refund:  # fmt: skip
    """A refund asked at `when`; `counts` also holds it against the order, as refunds do."""
    row = Refund(id=new_id(), order_id=order.id, payment_id=payment_id or order.payment_id,
                 amount=amount, status=status, idempotency_key=new_id(20), created_at=at(when),
                 updated_at=at(when))  # fmt: skip
    session.add(row)
    if counts:
        order.refunded_amount += amount
    session.commit()
    return row
