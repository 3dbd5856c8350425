"""Packing several orders in one step (issue 32): each order moves to packed by its own rule,
an online order by orders.fulfilment, a cash-on-delivery one by cod.moves (it must be
confirmed), each by its one conditional UPDATE and committed on its own. So a double click, or
two admins packing overlapping selections, packs each order once (one timeline row, one e-mail);
an order already packed is answered as packed, and an order that may not be packed (unpaid,
shipped, cancelled) is left as it is and says why, without stopping the others.

Here because cod sits above orders (an online order's move is below it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy.orm import Session

from khadi.cod import moves as cod_moves
from khadi.errors import KhadiError, Text
from khadi.events import EventBus
from khadi.orders import fulfilment
from khadi.orders.models import PACKED, Order
from khadi.orders.schemas import FulfilmentIn
from khadi.orders.service import fresh_order


@dataclass(frozen=True)
class Packed:
    order_id: str
    number: str
    fulfilment: str
    refusal: Text | None  # None: the order is packed (by this call or an earlier one)


def pack_orders(
    session: Session, order_ids: Sequence[str], admin_id: str, events: EventBus | None = None
) -> list[Packed]:
    """Each of the orders moved to packed, in the order given (an id given twice counts once)."""
    results: list[Packed] = []
    form = FulfilmentIn(to="packed")
    for order_id in dict.fromkeys(order_ids):
        order: Order | None
        try:
            if cod_moves.is_cod(session, order_id):
                order = cod_moves.admin_advance(session, order_id, PACKED, admin_id, form, events)
            else:
                order = fulfilment.admin_advance(session, order_id, PACKED, admin_id, form, events)
            refusal = None
        except KhadiError as error:
            session.rollback()
            order = fresh_order(session, order_id)
            message = error.message
            refusal = message if isinstance(message, Text) else Text("request.invalid", message)
        if order is None:  # an unknown id is not a failure of the others
            results.append(Packed(order_id, "", "", refusal))
            continue
        results.append(Packed(order.id, order.number, order.fulfilment, refusal))
    return results
