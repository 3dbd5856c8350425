"""GET /api/v1/orders and /orders/{id} (the owner only), and the admin listing (spec §2)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.kit.time import utcnow
from tests.cart.checks import refusal
from tests.factories import make_fabric, make_order, make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok


def test_my_orders_newest_first_with_the_spec_fields(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt, fabric = make_product(db_session), make_fabric(db_session)
    add_line(client, shirt.id, **SHIRT_M)
    older = checkout_ok(client)
    add_line(client, fabric.id, 1.5)
    newer = checkout_ok(client)

    page = client.get("/api/v1/orders").json()

    assert page["total"] == 2 and page["page"] == 1
    assert [o["id"] for o in page["items"]] == [newer["orderId"], older["orderId"]]
    order = page["items"][0]
    assert order["status"] == "created"
    assert order["amount"] == 89900 + 52499  # 34999 × 1.5 = 52498.5, half up
    assert order["paymentInfo"] == {"amount": order["amount"], "paymentId": None}
    assert set(order["placedAt"]) == {"seconds", "nanoseconds"}
    assert order["placedAtIso"].endswith("Z") or "+00:00" in order["placedAtIso"]
    assert order["cartTotalItems"] == 2
    assert order["address"] == {
        "name": "Asha Shopper",
        "address": "12 Temple Road, Melkote",
        "pincode": "571431",
        "mobile": "+919876543210",
        # filled in from India Post's directory (issue 30)
        "house": "",
        "locality": "",
        "city": "Melukote",
        "district": "Mandya",
        "state": "Karnataka",
    }
    assert [(i["title"], i["quantity"], i["productExists"]) for i in order["items"]] == [
        ("Handspun Khadi Shirt", 1, True),
        ("Kora Khadi Fabric", 1.5, True),
    ]


def test_fabric_line_totals_round_half_up(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    add_line(client, make_fabric(db_session).id, 1.5)  # 34999 × 1.5 = 52498.5
    assert checkout_ok(client)["amount"] == 52499


def test_placed_at_is_seconds_and_nanoseconds_of_the_same_moment(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    placed = utcnow().replace(microsecond=123456) - timedelta(days=2)
    order = make_order(db_session, shopper.id, placed_at=placed)
    body = client.get(f"/api/v1/orders/{order.id}").json()
    assert body["placedAt"] == {"seconds": int(placed.timestamp()), "nanoseconds": 123456000}


def test_a_deleted_product_keeps_its_title_in_the_order(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Ilkal Saree")
    add_line(client, shirt.id, **SHIRT_M)
    order_id = checkout_ok(client)["orderId"]
    db_session.delete(shirt)
    db_session.commit()

    [item] = client.get(f"/api/v1/orders/{order_id}").json()["items"]
    assert (item["title"], item["productExists"], item["quantity"]) == ("Ilkal Saree", False, 1)


def test_another_users_order_is_not_found(
    client: TestClient,
    shopper: User,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    theirs = make_order(db_session, make_user().id)
    mine = make_order(db_session, shopper.id)

    refusal(client.get(f"/api/v1/orders/{theirs.id}"), 404, "Order not found")
    refusal(client.get("/api/v1/orders/no-such-order"), 404, "Order not found")
    refusal(client.get(f"/api/v1/orders/{'x' * 300}"), 404, "Order not found")
    assert [o["id"] for o in client.get("/api/v1/orders").json()["items"]] == [mine.id]


def test_my_orders_page(client: TestClient, shopper: User, db_session: Session) -> None:
    now = utcnow()
    ids = [
        make_order(db_session, shopper.id, placed_at=now - timedelta(minutes=i)).id
        for i in range(5)
    ]
    page = client.get("/api/v1/orders", params={"page": 2, "pageSize": 2}).json()
    assert page["total"] == 5
    assert [o["id"] for o in page["items"]] == ids[2:4]


def test_admins_list_every_order_with_customer_and_address(
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    asha = make_user(name="Asha Rao", email="asha@khadi.test")
    ravi = make_user(name="Ravi Kumar", email="ravi@khadi.test")
    now = utcnow()
    paid = make_order(
        db_session,
        asha.id,
        status="paid",
        payment_id="pay_29QQoUBi66xm2f",
        placed_at=now - timedelta(hours=1),
    )
    open_ = make_order(db_session, ravi.id, placed_at=now, shipping_mobile="9123456780")
    login_as(client, make_user(role="admin"))

    page = client.get("/api/v1/admin/orders").json()
    assert page["total"] == 2
    assert [o["id"] for o in page["items"]] == [open_.id, paid.id]
    first = page["items"][1]
    assert first["customer"] == {"id": asha.id, "name": "Asha Rao", "email": "asha@khadi.test"}
    assert first["paymentInfo"] == {"amount": 89900, "paymentId": "pay_29QQoUBi66xm2f"}
    assert first["address"]["pincode"] == "571431"
    assert first["items"][0]["title"] == "Handspun Khadi Shirt"
    assert first["provider"] == "sandbox"

    def ids(**params: str) -> list[str]:
        return [o["id"] for o in client.get("/api/v1/admin/orders", params=params).json()["items"]]

    assert ids(status="paid") == [paid.id]
    assert ids(status="created") == [open_.id]
    assert ids(q="RAVI@") == [open_.id]
    assert ids(q="29QQoUBi") == [paid.id]
    assert ids(q="91234") == [open_.id]
    assert ids(q="%") == []
    assert client.get("/api/v1/admin/orders", params={"status": "lost"}).status_code == 422


def test_total_sales_counts_paid_orders_only(
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    user = make_user()
    make_order(db_session, user.id, status="paid", payment_id="pay_a", amount=10050)
    make_order(db_session, user.id, status="paid", payment_id="pay_b", amount=20000)
    make_order(db_session, user.id, status="failed", amount=99999)
    make_order(db_session, user.id, amount=77777)
    login_as(client, make_user(role="admin"))
    assert client.get("/api/v1/admin/stats").json()["totalSales"] == 30050
