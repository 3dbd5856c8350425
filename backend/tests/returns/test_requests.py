"""A shopper asks for a return (issue 16): lines of a delivered order, within 10 days, whole
pieces up to what is left, a fabric line whole; the same request twice is one return."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.mail.models import OutboxMessage
from khadi.returns.models import Return
from tests.cart.checks import refusal
from tests.factories import make_order
from tests.returns.support import ask, delivered_order, upload_photo

WINDOW_CLOSED = (
    "Returns are accepted within 10 days of delivery; the time for this order has passed"
)


def _mails(database: Database) -> list[tuple[str, str, str]]:
    with database.sessions() as session:
        rows = session.execute(
            select(OutboxMessage.kind, OutboxMessage.to_address, OutboxMessage.subject)
            .where(OutboxMessage.kind.in_(("return_update", "return_request_alert")))
            .order_by(OutboxMessage.kind)
        )
        return [tuple(row) for row in rows]  # type: ignore[misc]


def test_a_return_of_two_shirts_within_ten_days(
    client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    order = delivered_order(db_session, shopper.id, days_ago=9)
    photo = upload_photo(client).json()

    made = ask(client, order.id, [(0, 2)], note="  Seam torn on both  ", photo_ids=[photo["id"]])

    assert made.status_code == 201, made.text
    ret = made.json()
    assert ret["status"] == "requested" and ret["reason"] == "Damaged"
    assert ret["note"] == "Seam torn on both"
    assert ret["amount"] == 2 * 89_900
    assert ret["lines"] == [
        {
            "line": 0,
            "title": "Handspun Khadi Shirt",
            "size": "M",
            "type": "Half Sleeve",
            "quantity": 2,
            "unit": "piece",
            "amount": 179_800,
        }
    ]
    assert ret["photos"] == [photo]
    assert (ret["declineReason"], ret["decidedAt"], ret["receivedAt"], ret["refund"]) == (
        "",
        None,
        None,
        None,
    )
    seen = client.get(f"/api/v1/orders/{order.id}").json()
    assert [r["id"] for r in seen["returns"]] == [ret["id"]]
    assert seen["returnable"] == [{"line": 0, "quantity": 1}, {"line": 1, "quantity": 2.5}]
    assert seen["returnableUntil"] is not None
    listed = client.get("/api/v1/orders").json()["items"][0]
    assert listed["returns"] == seen["returns"]
    assert _mails(database) == [
        ("return_request_alert", "shop-alerts", f"Return requested: order {order.number}"),
        (
            "return_update",
            shopper.email,
            f"Return requested for order {order.number} — Khadi Store",
        ),
    ]


def test_pieces_up_to_what_is_left_and_fabric_only_whole(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    order = delivered_order(db_session, shopper.id)
    assert ask(client, order.id, [(0, 2)]).status_code == 201

    refusal(
        ask(client, order.id, [(0, 2)]),
        409,
        'At most 1 of "Handspun Khadi Shirt" can still be returned',
    )
    for quantity in (0, 1.5, -1):
        refusal(ask(client, order.id, [(0, quantity)]), 422, "Return whole pieces (at least 1)")
    refusal(
        ask(client, order.id, [(1, 1)]),
        422,
        'Fabric is returned whole: "Indigo Khadi Fabric" is 2.5 m',
    )
    refusal(ask(client, order.id, [(2, 1)]), 422, "That item is not in this order")
    infinite = client.post(
        f"/api/v1/orders/{order.id}/returns",
        content=b'{"lines": [{"line": 0, "quantity": Infinity}], "reason": "Damaged"}',
        headers={"Idempotency-Key": "infinite-0001", "Content-Type": "application/json"},
    )
    assert infinite.status_code == 422, infinite.text
    refusal(ask(client, order.id, [(0, 1), (0, 1)]), 422, "Each item can be listed once")
    refusal(ask(client, order.id, []), 422, "Choose at least one item to return")
    refusal(
        ask(client, order.id, [(0, 1)], note="x" * 501), 422, "Note must be at most 500 characters"
    )

    fabric = ask(client, order.id, [(1, 2.5), (0, 1)], reason="Defective")
    assert fabric.status_code == 201, fabric.text
    assert fabric.json()["amount"] == 112_500 + 89_900
    refusal(
        ask(client, order.id, [(1, 2.5)]), 409, '"Indigo Khadi Fabric" is already being returned'
    )
    assert client.get(f"/api/v1/orders/{order.id}").json()["returnable"] == []


def test_no_return_after_ten_days_or_before_delivery(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    late = delivered_order(db_session, shopper.id, days_ago=10.01)
    refusal(ask(client, late.id, [(0, 1)]), 409, WINDOW_CLOSED)
    seen = client.get(f"/api/v1/orders/{late.id}").json()
    assert (seen["returnableUntil"], seen["returnable"]) == (None, [])

    shipped = make_order(
        db_session, shopper.id, status="paid", payment_id="pay_Shipped0000001", fulfilment="shipped"
    )
    refusal(
        ask(client, shipped.id, [(0, 1)]),
        409,
        "A return can be asked for once the order has been delivered",
    )
    assert client.get(f"/api/v1/orders/{shipped.id}").json()["returns"] == []


def test_the_same_request_twice_is_one_return(
    client: TestClient, shopper: User, db_session: Session, database: Database
) -> None:
    order = delivered_order(db_session, shopper.id)
    first = ask(client, order.id, [(0, 3)], key="return-key-0001")
    again = ask(client, order.id, [(0, 3)], key="return-key-0001")

    assert first.status_code == 201 and again.status_code == 201
    assert again.json() == first.json()
    with database.sessions() as session:
        assert session.scalar(select(func.count()).select_from(Return)) == 1
    assert len(_mails(database)) == 2
    refusal(
        client.post(
            f"/api/v1/orders/{order.id}/returns",
            json={"lines": [{"line": 0, "quantity": 1}], "reason": "Damaged"},
        ),
        422,
        "Send an Idempotency-Key header: 8–128 letters, digits, '_' or '-'",
    )


def test_another_users_order_is_not_found(
    client: TestClient,
    shopper: User,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    theirs = delivered_order(db_session, make_user().id)
    refusal(ask(client, theirs.id, [(0, 1)]), 404, "Order not found")
    refusal(ask(client, "NoSuchOrder0000", [(0, 1)]), 404, "Order not found")
