"""Ownership cases of the admin's order routes (issue 16), kept apart from test_ownership.py's
walk so that module stays small; each takes its Scene (the owner and another admin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import func, select

from khadi.payments.models import KIND_DUPLICATE, PaymentEvent
from khadi.payments.refund_models import Refund
from tests.factories import make_order
from tests.hostile.support import SAME_ORIGIN, assert_refusal

if TYPE_CHECKING:
    from tests.hostile.test_ownership import Scene


def orders_are_the_shops(scene: Scene) -> None:
    """Any admin works any order (issue 16: pack, ship, refund); shoppers never reach these
    routes at all (test_route_access)."""
    order = make_order(scene.db, scene.owner.id, status="paid", payment_id="pay_scene0000001")
    response = scene.as_other().get(f"/api/v1/admin/orders/{order.id}")
    assert response.status_code == 200 and response.json()["id"] == order.id


def duplicates_are_their_orders(scene: Scene) -> None:
    """A duplicate payment is refunded only from the order it paid twice: another order's
    payment id is not found there (issue 16)."""
    paid = make_order(scene.db, scene.owner.id, status="paid", payment_id="pay_scene0000002")
    scene.db.add(
        PaymentEvent(
            order_id=paid.id, kind=KIND_DUPLICATE, source="webhook", payment_id="pay_twice0000001",
            amount=paid.amount, currency="INR",
        )
    )  # fmt: skip
    scene.db.commit()
    elsewhere = make_order(scene.db, scene.owner.id, status="paid", payment_id="pay_scene0000003")
    url = f"/api/v1/admin/orders/{elsewhere.id}/duplicates/pay_twice0000001/refund"
    response = scene.as_other().post(url, headers=SAME_ORIGIN)
    assert_refusal(response, 404)
    assert scene.db.scalar(select(func.count()).select_from(Refund)) == 0
