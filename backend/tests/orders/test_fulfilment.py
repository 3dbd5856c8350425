"""Fulfilment (issue 16): a paid order is packed, shipped with its tracking, and delivered by an
admin, forward only; the shopper sees the status, the tracking link and the timeline, and gets
an e-mail for each move — once, however many clicks race."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from khadi.orders.models import FulfilmentEvent, Order
from tests.cart.checks import refusal
from tests.factories import make_order
from tests.waits import TIMEOUT, run_together

SHIP = {
    "to": "shipped",
    "courier": "India Post",
    "trackingNumber": "EK123456789IN",
    "trackingUrl": "https://www.indiapost.gov.in/track?id=EK123456789IN",
}


def _paid(db: Session, user: User, **fields: Any) -> Order:
    now = utcnow()
    values: dict[str, Any] = {
        "status": "paid",
        "payment_id": f"pay_{now.timestamp()}",
        "paid_at": now,
    }
    return make_order(db, user.id, **{**values, **fields})


def _move(client: TestClient | httpx.Client, order_id: str, **body: Any) -> Any:
    return client.post(f"/api/v1/admin/orders/{order_id}/fulfilment", json=body)


def _mails(database: Database, order_id: str) -> list[str]:
    with database.sessions() as session:
        return list(
            session.scalars(
                select(OutboxMessage.subject)
                .where(
                    OutboxMessage.kind == "order_progress",
                    OutboxMessage.dedupe_key.contains(order_id),
                )
                .order_by(OutboxMessage.created_at)
            )
        )


def test_an_admin_packs_ships_and_delivers_and_the_shopper_follows(
    client: TestClient,
    db_session: Session,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shopper = make_user(email="asha@khadi.test")
    order = _paid(db_session, shopper)
    login_as(client, make_user(role="admin", name="Meera Admin"))

    packed = _move(client, order.id, to="packed")
    assert packed.status_code == 200, packed.text
    assert packed.json()["fulfilment"] == "packed"
    refusal(
        _move(client, order.id, to="shipped", courier=" ", trackingNumber="no spaces"),
        422,
        "Courier is required",
    )
    assert _move(client, order.id, to="shipped", courier="India Post").json()["fields"] == {
        "trackingNumber": "Tracking number is required"
    }
    assert _move(client, order.id, **{**SHIP, "trackingUrl": "http://x.in"}).json()["fields"] == {
        "trackingUrl": "Tracking link must start with https://"
    }
    shipped = _move(client, order.id, **SHIP).json()
    assert shipped["tracking"] == {
        "courier": "India Post",
        "number": "EK123456789IN",
        "url": SHIP["trackingUrl"],
    }
    assert [(e["state"], e["by"]) for e in shipped["timeline"]] == [
        ("placed", None),
        ("paid", None),
        ("packed", "Meera Admin"),
        ("shipped", "Meera Admin"),
    ]
    assert _move(client, order.id, to="delivered").json()["fulfilment"] == "delivered"

    login_as(client, shopper)
    mine = client.get(f"/api/v1/orders/{order.id}").json()
    assert (mine["status"], mine["fulfilment"]) == ("paid", "delivered")
    assert mine["tracking"]["url"] == SHIP["trackingUrl"]
    assert [e["state"] for e in mine["timeline"]] == [
        "placed",
        "paid",
        "packed",
        "shipped",
        "delivered",
    ]
    assert all(e["by"] is None for e in mine["timeline"])  # admins' names stay on the dashboard
    assert _mails(database, order.id) == [
        f"Order {order.number} is packed — Khadi Store",
        f"Order {order.number} is on its way — Khadi Store",
        f"Order {order.number} was delivered — Khadi Store",
    ]
    with database.sessions() as session:
        shipped_text = session.scalar(
            select(OutboxMessage.text_body).where(OutboxMessage.subject.contains("on its way"))
        )
        to = session.scalar(
            select(OutboxMessage.to_address).where(OutboxMessage.kind == "order_progress")
        )
    assert shipped_text is not None and "Tracking number: EK123456789IN" in shipped_text
    assert SHIP["trackingUrl"] in shipped_text
    assert to == "asha@khadi.test"


def test_moves_only_go_forward_and_only_for_paid_orders(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    shopper = make_user()
    order = _paid(db_session, shopper)
    unpaid = make_order(db_session, shopper.id)
    assert _move(admin_client, order.id, **SHIP).status_code == 200  # packing may be skipped

    refusal(
        _move(admin_client, order.id, to="packed"),
        409,
        "This order is already shipped; it can only move forward",
    )
    refusal(
        _move(admin_client, unpaid.id, to="packed"),
        409,
        "Only a paid order can be packed, shipped or delivered",
    )
    refusal(_move(admin_client, "no-such-order", to="packed"), 404, "Order not found")
    assert _move(admin_client, order.id, to="cancelled").status_code == 422


def test_shoppers_cannot_move_orders_or_see_the_admin_order_page(
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    shopper = make_user()
    order = _paid(db_session, shopper)
    login_as(client, shopper)

    assert _move(client, order.id, to="packed").status_code == 403
    assert client.get(f"/api/v1/admin/orders/{order.id}").status_code == 403
    login_as(client, make_user())
    assert client.get(f"/api/v1/orders/{order.id}").status_code == 404  # another's order


def test_twenty_racing_ship_clicks_move_the_order_once(
    app: FastAPI,
    live_server: Callable[[Any], str],
    db_session: Session,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    order = _paid(db_session, make_user())
    base = live_server(app)
    with TestClient(app) as signer:
        token = login_as(signer, make_user(role="admin"))

    def click() -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as admin:
            admin.cookies.set("khadi_session", token)
            response = _move(admin, order.id, **SHIP)
            return response.status_code

    assert run_together([click for _ in range(20)]) == [200] * 20
    with database.sessions() as session:
        moves = session.scalar(
            select(func.count())
            .select_from(FulfilmentEvent)
            .where(FulfilmentEvent.order_id == order.id)
        )
    assert moves == 1
    assert _mails(database, order.id) == [f"Order {order.number} is on its way — Khadi Store"]


def test_the_to_ship_view_lists_paid_unshipped_orders_oldest_first(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    shopper = make_user()
    now = utcnow()
    newer = _paid(db_session, shopper, paid_at=now - timedelta(hours=1))
    older = _paid(db_session, shopper, paid_at=now - timedelta(days=2))
    packed = _paid(db_session, shopper, paid_at=now - timedelta(hours=5))
    shipped = _paid(db_session, shopper, paid_at=now - timedelta(days=3))
    make_order(db_session, shopper.id)  # not paid
    assert _move(admin_client, packed.id, to="packed").status_code == 200
    assert _move(admin_client, shipped.id, **SHIP).status_code == 200

    listed = admin_client.get("/api/v1/admin/orders", params={"view": "to-ship"}).json()

    assert [o["id"] for o in listed["items"]] == [older.id, packed.id, newer.id]
    assert listed["total"] == 3


def test_ship_clicks_over_two_instances_on_one_postgresql_move_the_order_once(
    pg_pair: tuple[Database, Database],
    settings: Settings,
    live_server: Callable[[Any], str],
) -> None:
    shared = settings.model_copy(update={"database_url": pg_pair[0].url, "event_bus": "memory"})
    urls = [live_server(create_app(shared, db)) for db in pg_pair]
    with pg_pair[0].sessions() as session:
        shopper = User(name="Asha", email="two@khadi.test", phone="9876543210", password_hash="x")
        admin = User(name="Admin", email="admin2@khadi.test", phone="9876543210", password_hash="x")
        admin.role = "admin"
        session.add_all([shopper, admin])
        session.commit()
        order = _paid(session, shopper)
        token = start_session(session, admin.id, Lifetime.from_settings(settings), utcnow())
        session.commit()

    def click(url: str) -> int:
        with httpx.Client(base_url=url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", token)
            return int(_move(client, order.id, **SHIP).status_code)

    codes = run_together([lambda u=urls[n % 2]: click(u) for n in range(12)])

    assert codes == [200] * 12
    with pg_pair[1].sessions() as session:
        moves = session.scalar(
            select(func.count())
            .select_from(FulfilmentEvent)
            .where(FulfilmentEvent.order_id == order.id)
        )
        mails = session.scalar(
            select(func.count())
            .select_from(OutboxMessage)
            .where(OutboxMessage.kind == "order_progress")
        )
    assert (moves, mails) == (1, 1)
