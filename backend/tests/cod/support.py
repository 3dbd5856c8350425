"""Helpers of the cash-on-delivery tests: the owner's settings saved through the API, a COD
checkout through the API, and what the database holds of an order read back directly."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.cod.models import CodAccount
from khadi.db import Database
from khadi.invoices.models import Invoice
from khadi.mail.models import OutboxMessage
from khadi.orders.models import Order

ADDRESS = {
    "name": "Asha Shopper",
    "address": "12 Temple Road, Melkote",
    "pincode": "571431",  # Mandya, Karnataka: the demo's 'karnataka' zone, ₹60 for 300 g
    "mobile": "+919876543210",
}
SHIRT_M = {"size": "M", "type": "Half Sleeve"}
SHIP = {"to": "shipped", "courier": "India Post", "trackingNumber": "EK123456789IN"}

SETTINGS: dict[str, Any] = {
    "enabled": True,
    "maxOrder": 500_000,
    "fee": 4_000,
    "excludedPincodes": [],
    "excludedZones": [],
    "maxOpenOrders": 2,
}


def save_settings(admin: Any, **changes: Any) -> Any:
    version = admin.get("/api/v1/admin/cod").json()["version"]
    return admin.put("/api/v1/admin/cod", json={**SETTINGS, **changes, "version": version})


def cod_checkout(client: Any, key: str | None = None, **body: Any) -> Any:
    return client.post(
        "/api/v1/checkout/cod",
        json={**ADDRESS, **body},
        headers={"Idempotency-Key": key or uuid.uuid4().hex},
    )


def add_line(client: Any, product_id: str, quantity: float = 1, **options: str) -> None:
    response = client.post(
        "/api/v1/cart/lines", json={"productId": product_id, "quantity": quantity, **options}
    )
    assert response.status_code == 200, response.text


def fresh(database: Database, order_id: str) -> Order:
    with database.sessions() as session:
        order = session.get(Order, order_id)
        assert order is not None
        session.expunge(order)
        return order


def sale_documents(database: Database, order_id: str) -> list[Invoice]:
    with database.sessions() as session:
        return list(
            session.scalars(
                select(Invoice).where(Invoice.order_id == order_id).order_by(Invoice.issued_at)
            )
        )


def open_cod_orders(session: Session, user_id: str) -> int:
    return int(
        session.scalar(select(CodAccount.open_orders).where(CodAccount.user_id == user_id)) or 0
    )


def count_orders(database: Database, user_id: str) -> int:
    with database.sessions() as session:
        return int(
            session.scalar(select(func.count()).select_from(Order).where(Order.user_id == user_id))
            or 0
        )


def cancel_mails(database: Database, order_id: str) -> list[OutboxMessage]:
    """The shopper's cancellation e-mails of this order in the outbox."""
    with database.sessions() as session:
        rows = session.scalars(
            select(OutboxMessage).where(
                OutboxMessage.kind == "order_progress",
                OutboxMessage.dedupe_key.contains(order_id),
            )
        ).all()
        session.expunge_all()
        return list(rows)
