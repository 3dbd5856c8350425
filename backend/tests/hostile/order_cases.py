"""The ownership cases of the admin order routes and the returns routes (issue 16), for
test_ownership.py's CASES: `scene` is its Scene (an owner and another user of the same role)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from khadi.accounts.models import User
from tests.factories import make_order
from tests.hostile.support import assert_refusal
from tests.returns.support import ask, delivered_order, upload_photo


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
