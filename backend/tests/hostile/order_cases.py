"""The ownership cases of the order routes, for test_ownership.py's CASES: the shopper's orders
and payments, the admin's order moves, duplicate refunds and returns (issue 16). `scene` is its
Scene (an owner and another user of the same role)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select, update

from khadi.accounts.models import User
from khadi.orders.models import Order
from khadi.payments.models import KIND_DUPLICATE, PaymentEvent
from khadi.payments.refund_models import Refund
from tests.factories import make_order
from tests.hostile.support import OWNER_ADDRESS, OWNER_NAME, SAME_ORIGIN, assert_refusal
from tests.returns.support import ask, delivered_order, upload_photo


def _owners_order(scene: Any) -> Order:
    return make_order(
        scene.db, scene.owner.id, shipping_name=OWNER_NAME, shipping_address=OWNER_ADDRESS
    )


def _order_status(scene: Any, order_id: str) -> str:
    scene.db.expire_all()
    status = scene.db.scalar(select(Order.status).where(Order.id == order_id))
    assert status is not None
    return status


def own_order_stays_private(scene: Any) -> None:
    order = _owners_order(scene)
    response = scene.as_other().get(f"/api/v1/orders/{order.id}")
    assert_refusal(response, 404)
    assert response.json() == scene.as_other().get("/api/v1/orders/NoSuchOrder0000").json()
    scene.assert_no_leak(response)
    assert scene.as_owner().get(f"/api/v1/orders/{order.id}").status_code == 200


def verify_refuses_anothers_order(scene: Any) -> None:
    order = _owners_order(scene)
    body = {
        "orderId": order.id,
        "providerOrderId": order.provider_order_id,
        "paymentId": "pay_Forged0000001",
        "signature": "0" * 64,
    }
    response = scene.as_other().post("/api/v1/payments/verify", json=body, headers=SAME_ORIGIN)
    assert_refusal(response, 404)
    scene.assert_no_leak(response)
    assert _order_status(scene, order.id) == "created"


def sandbox_refuses_anothers_order(scene: Any) -> None:
    order = _owners_order(scene)
    for outcome in ("success", "failure"):
        body = {"providerOrderId": order.provider_order_id, "outcome": outcome}
        response = scene.as_other().post(
            "/api/v1/payments/sandbox/pay", json=body, headers=SAME_ORIGIN
        )
        assert_refusal(response, 404)
        scene.assert_no_leak(response)
    assert _order_status(scene, order.id) == "created"


def returns_are_ones_own(scene: Any) -> None:
    """Nobody asks for a return of another's order, or sees or attaches another's photo."""
    order = delivered_order(scene.db, scene.owner.id)
    photo = upload_photo(scene.as_owner()).json()
    other = scene.as_other()
    for response in (
        ask(other, order.id, [(0, 1)]),
        other.get(photo["url"]),
    ):
        assert_refusal(response, 404)
        scene.assert_no_leak(response)
    their_order = delivered_order(scene.db, _other_id(scene))
    stolen = ask(other, their_order.id, [(0, 1)], photo_ids=[photo["id"]])
    assert_refusal(stolen, 422)
    owner = scene.as_owner()
    assert owner.get(photo["url"]).status_code == 200
    assert owner.get(f"/api/v1/orders/{order.id}").json()["returns"] == []


def _other_id(scene: Any) -> str:
    other = scene.db.scalar(select(User.id).where(User.id != scene.owner.id))
    assert other is not None
    return other


def returns_are_the_shops(scene: Any) -> None:
    """Any admin answers any return (issue 16), and sees its photos."""
    order = delivered_order(scene.db, scene.owner.id)
    client = scene.as_owner()
    photo = upload_photo(client).json()
    made = ask(client, order.id, [(0, 1)], photo_ids=[photo["id"]])
    assert made.status_code == 201, made.text
    other = scene.as_other()
    assert other.get(photo["url"]).status_code == 200
    accepted = other.post(f"/api/v1/admin/returns/{made.json()['id']}/accept")
    assert accepted.status_code == 200 and accepted.json()["returns"][0]["status"] == "accepted"


def orders_are_the_shops(scene: Any) -> None:
    """Any admin works any order (issue 16: pack, ship, refund); shoppers never reach these
    routes at all (test_route_access)."""
    order = make_order(scene.db, scene.owner.id, status="paid", payment_id="pay_scene0000001")
    response = scene.as_other().get(f"/api/v1/admin/orders/{order.id}")
    assert response.status_code == 200 and response.json()["id"] == order.id


def duplicates_are_their_orders(scene: Any) -> None:
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


def dismissing_refuses_anothers_order(scene: Any) -> None:
    """Issue 30: nobody closes another's payment window (it would free their stock)."""
    order = _owners_order(scene)
    response = scene.as_other().post(f"/api/v1/checkout/{order.id}/dismiss", headers=SAME_ORIGIN)
    assert_refusal(response, 404)
    scene.assert_no_leak(response)
    assert _order_status(scene, order.id) == "created"


def upi_qr_refuses_anothers_order(scene: Any) -> None:
    """Issue 30: the sandbox's UPI QR names an order's amount: its owner's only."""
    order = _owners_order(scene)
    path = f"/api/v1/payments/sandbox/upi-qr/{order.provider_order_id}"
    response = scene.as_other().get(path)
    assert_refusal(response, 404)
    scene.assert_no_leak(response)
    assert scene.as_owner().get(path).status_code == 200


def owed_refunds_are_their_orders(scene: Any) -> None:
    """An owed COD refund is recorded as sent only from the order it belongs to: another order's
    refund id is not found there, and the refund stays unsent (issue 30)."""
    owed = make_order(scene.db, scene.owner.id, status="paid", payment_id="pay_scene0000004")
    refund = Refund(
        order_id=owed.id, payment_id="", amount=1000, status="pending", idempotency_key="owed-1"
    )
    scene.db.add(refund)
    scene.db.commit()
    elsewhere = make_order(scene.db, scene.owner.id, status="paid", payment_id="pay_scene0000005")
    url = f"/api/v1/admin/orders/{elsewhere.id}/refunds/{refund.id}/sent"
    response = scene.as_other().post(
        url, json={"method": "upi", "reference": "UPI123"}, headers=SAME_ORIGIN
    )
    assert_refusal(response, 404)
    scene.db.refresh(refund)
    assert refund.sent_at is None


def customers_are_the_shops(scene: Any) -> None:
    """Any admin reads any customer's page (issue 32); shoppers never reach it (route access)."""
    # the scene's owner turned shopper: a customer of the shop
    scene.db.execute(update(User).where(User.id == scene.owner.id).values(role="user"))
    scene.db.commit()
    response = scene.as_other().get(f"/api/v1/admin/customers/{scene.owner.id}")
    assert response.status_code == 200, response.text
    assert response.json()["customer"]["id"] == scene.owner.id


def discount_codes_are_the_shops(scene: Any) -> None:
    """Any admin reads and edits any discount code (issue 31); an unknown code id is 404."""
    response = scene.as_other().get("/api/v1/admin/discount-codes/dc_nosuchcode00/uses")
    assert_refusal(response, 404)
