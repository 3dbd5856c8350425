"""Delivered orders, return requests and photos for the returns tests (issue 16)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.kit.ids import new_id
from khadi.kit.time import utcnow
from khadi.orders.models import FulfilmentEvent, Order
from tests.factories import make_order
from tests.media.images import png

SHIRTS = {
    "productId": "gone-shirt",
    "title": "Handspun Khadi Shirt",
    "category": "shirts",
    "unitPrice": 89900,
    "size": "M",
    "type": "Half Sleeve",
    "quantity": 3,
    "unit": "piece",
    "lineTotal": 269700,
    "cartQuantity": 3,
    "cartUnit": "piece",
}
FABRIC = {
    "productId": "gone-fabric",
    "title": "Indigo Khadi Fabric",
    "category": "fabrics",
    "unitPrice": 45000,
    "size": "",
    "type": "",
    "quantity": 2.5,
    "unit": "metre",
    "lineTotal": 112500,
    "cartQuantity": 10,
    "cartUnit": "quarter_metre",
}


def delivered_order(
    db: Session, user_id: str, *, days_ago: float = 1, items: list[dict[str, Any]] | None = None
) -> Order:
    """A paid order delivered `days_ago` days ago: 3 shirts (₹899.00 each) and 2.5 m of fabric
    (₹1,125.00), unless `items` says otherwise."""
    delivered: datetime = utcnow() - timedelta(days=days_ago)
    order = make_order(
        db,
        user_id,
        items=items or [dict(SHIRTS), dict(FABRIC)],
        status="paid",
        payment_id=f"pay_{new_id(14)}",
        paid_at=delivered - timedelta(days=3),
        fulfilment="delivered",
    )
    db.add(
        FulfilmentEvent(order_id=order.id, from_state="shipped", to_state="delivered", at=delivered)
    )
    db.commit()
    return order


def ask(
    client: TestClient | Any,
    order_id: str,
    lines: list[tuple[int, float]],
    *,
    key: str | None = None,
    reason: str = "Damaged",
    note: str = "",
    photo_ids: list[str] | None = None,
) -> Any:
    """POST a return request (a new Idempotency-Key unless given)."""
    return client.post(
        f"/api/v1/orders/{order_id}/returns",
        json={
            "lines": [{"line": line, "quantity": quantity} for line, quantity in lines],
            "reason": reason,
            "note": note,
            "photoIds": photo_ids or [],
        },
        headers={"Idempotency-Key": key or new_id(20)},
    )


def upload_photo(client: TestClient, data: bytes | None = None) -> Any:
    return client.post(
        "/api/v1/return-photos",
        files={"file": ("damage.png", data if data is not None else png(), "image/png")},
    )


def bought_and_delivered(
    app: Any, client: TestClient, db: Session, admin_token: str, shopper_token: str
) -> tuple[str, str]:
    """(order id, product id): three tracked shirts (5 in stock before), paid through the
    sandbox, then shipped and delivered by the admin; `client` ends signed in as the shopper."""
    from khadi.accounts.sessions import COOKIE_NAME
    from tests.factories import make_product
    from tests.payments.support import SHIRT_M, add_line, checkout_ok, sandbox
    from tests.stock.support import set_stock

    shirt = make_product(db)
    set_stock(db, shirt.id, {(SHIRT_M["size"], SHIRT_M["type"]): 5})
    client.cookies.set(COOKIE_NAME, shopper_token)
    add_line(client, shirt.id, 3, **SHIRT_M)
    order = checkout_ok(client)
    paid = client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    assert paid.status_code == 200, paid.text
    sandbox(app).wait_for_webhooks()
    client.cookies.set(COOKIE_NAME, admin_token)
    path = f"/api/v1/admin/orders/{order['orderId']}/fulfilment"
    shipped = {"to": "shipped", "courier": "India Post", "trackingNumber": "EK123456789IN"}
    assert client.post(path, json=shipped).status_code == 200
    assert client.post(path, json={"to": "delivered"}).status_code == 200
    client.cookies.set(COOKIE_NAME, shopper_token)
    return order["orderId"], shirt.id
