"""A shopper who agrees at checkout (online or cash on delivery) gets the order's confirmation,
shipped (with tracking) and delivered updates on WhatsApp in the language they shop in, each
once however many clicks race; a shopper who did not agree gets none; the owner's settings keep
the token to themselves; and without credentials the order page offers a wa.me message."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.orders.models import Order
from khadi.whatsapp.models import WhatsAppMessage
from tests.factories import make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok, sandbox
from tests.waits import TIMEOUT, run_together
from tests.whatsapp.fake_meta import FakeMeta

pytestmark = pytest.mark.usefixtures("demo_delivery")
SHIP = {
    "to": "shipped",
    "courier": "India Post",
    "trackingNumber": "EK123456789IN",
    "trackingUrl": "https://www.indiapost.gov.in/track?id=EK123456789IN",
}
COD = {
    "enabled": True, "maxOrder": 500_000, "fee": 4_000, "excludedPincodes": [],
    "excludedZones": [], "maxOpenOrders": 5,
}  # fmt: skip


def _updates(database: Database, order_id: str) -> list[WhatsAppMessage]:
    with database.sessions() as session:
        rows = list(
            session.scalars(
                select(WhatsAppMessage)
                .where(WhatsAppMessage.order_id == order_id)
                .order_by(WhatsAppMessage.created_at)
            )
        )
        session.expunge_all()
        return rows


def _order(database: Database, order_id: str) -> Order:
    with database.sessions() as session:
        order = session.get(Order, order_id)
        assert order is not None
        session.expunge(order)
        return order


def _paid_order(app: FastAPI, client: TestClient, db: Session, **body: Any) -> str:
    add_line(client, make_product(db).id, 1, **SHIRT_M)
    order = checkout_ok(client, **body)
    client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    sandbox(app).wait_for_webhooks()
    return str(order["orderId"])


def _cod_order(client: TestClient, admin: TestClient, db: Session, **body: Any) -> str:
    version = admin.get("/api/v1/admin/cod").json()["version"]
    assert admin.put("/api/v1/admin/cod", json={**COD, "version": version}).status_code == 200
    add_line(client, make_product(db).id, 1, **SHIRT_M)
    response = client.post(
        "/api/v1/checkout/cod",
        json={"name": "Asha Shopper", "address": "12 Temple Road, Melkote", "pincode": "571431",
              "mobile": "+91 98765 43210", **body},
        headers={"Idempotency-Key": uuid.uuid4().hex},
    )  # fmt: skip
    assert response.status_code == 200, response.text
    order_id = str(response.json()["id"])
    moved = admin.post(f"/api/v1/admin/orders/{order_id}/cod", json={"to": "confirmed"})
    assert moved.status_code == 200, moved.text
    return order_id


def test_an_online_shopper_who_agreed_hears_of_payment_shipping_and_delivery(
    app: FastAPI, client: TestClient, shopper: User, admin: TestClient, db_session: Session,
    database: Database, configured: None, meta: FakeMeta, deliver: Callable[..., int],
) -> None:  # fmt: skip
    order_id = _paid_order(app, client, db_session, whatsappUpdates=True, language="kn")
    order = _order(database, order_id)
    assert (order.whatsapp_updates, order.whatsapp_mobile, order.whatsapp_language) == (
        True, "919876543210", "kn",
    )  # fmt: skip
    assert admin.post(f"/api/v1/admin/orders/{order_id}/fulfilment", json=SHIP).status_code == 200
    delivered = {"to": "delivered"}
    assert (
        admin.post(f"/api/v1/admin/orders/{order_id}/fulfilment", json=delivered).status_code == 200
    )
    assert [row.kind for row in _updates(database, order_id)] == [
        "confirmation",
        "shipped",
        "delivered",
    ]
    assert deliver() == 3
    names = [body["template"]["name"] for body in meta.received]
    assert names == ["order_confirmation", "order_shipped", "order_delivered"]
    assert {body["template"]["language"]["code"] for body in meta.received} == {"kn"}
    assert {body["to"] for body in meta.received} == {"919876543210"}
    assert meta.texts(0)[:2] == ["Asha Shopper", order_id]
    assert meta.texts(0)[2].startswith("₹")
    assert meta.texts(1) == ["Asha Shopper", order_id, "India Post", "EK123456789IN",
                             "https://www.indiapost.gov.in/track?id=EK123456789IN"]  # fmt: skip
    # the dashboard's list shows each with its state and attempts
    page = admin.get("/api/v1/admin/whatsapp").json()
    assert page["configured"] is True
    assert sorted((i["kind"], i["status"], i["attempts"]) for i in page["items"]) == [
        ("confirmation", "sent", 1), ("delivered", "sent", 1), ("shipped", "sent", 1),
    ]  # fmt: skip


def test_a_cash_on_delivery_shopper_who_agreed_hears_in_hindi(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session,
    database: Database, configured: None, meta: FakeMeta, deliver: Callable[..., int],
) -> None:  # fmt: skip
    order_id = _cod_order(client, admin, db_session, whatsappUpdates=True, language="hi")
    assert admin.post(f"/api/v1/admin/orders/{order_id}/fulfilment", json=SHIP).status_code == 200
    assert deliver() == 2
    assert [(b["template"]["name"], b["template"]["language"]["code"]) for b in meta.received] == [
        ("order_confirmation", "hi"), ("order_shipped", "hi"),
    ]  # fmt: skip


def test_a_shopper_who_did_not_agree_gets_nothing_on_whatsapp(
    app: FastAPI, client: TestClient, shopper: User, admin: TestClient, db_session: Session,
    database: Database, configured: None, meta: FakeMeta, deliver: Callable[..., int],
) -> None:  # fmt: skip
    order_id = _paid_order(app, client, db_session)
    assert admin.post(f"/api/v1/admin/orders/{order_id}/fulfilment", json=SHIP).status_code == 200
    assert _order(database, order_id).whatsapp_updates is False
    assert _updates(database, order_id) == []
    assert deliver() == 0


def test_racing_ships_queue_one_shipped_update(
    app: FastAPI, client: TestClient, shopper: User, db_session: Session, database: Database,
    configured: None, meta: FakeMeta, deliver: Callable[..., int],
    live_server: Callable[[Any], str], make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:  # fmt: skip
    order_id = _paid_order(app, client, db_session, whatsappUpdates=True)
    token = login_as(client, make_user(role="admin"))
    base = live_server(app)

    def click() -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as http:
            http.cookies.set("khadi_session", token)
            return http.post(f"/api/v1/admin/orders/{order_id}/fulfilment", json=SHIP).status_code

    assert run_together([click] * 8) == [200] * 8
    assert [row.kind for row in _updates(database, order_id)] == ["confirmation", "shipped"]
    assert run_together([deliver] * 4) and len(meta.received) == 2
    assert [body["template"]["name"] for body in meta.received].count("order_shipped") == 1


def test_the_token_is_write_only(admin: TestClient, client: TestClient, shopper: User) -> None:
    fresh = admin.get("/api/v1/admin/whatsapp/settings").json()
    assert fresh == {
        "phoneNumberId": "", "accessToken": "not set", "configured": False,
        "templates": {"confirmation": "order_confirmation", "shipped": "order_shipped",
                      "delivered": "order_delivered"},
    }  # fmt: skip
    secret = "EAAGm0PX4ZCpsBAKZC-very-secret"
    templates = {"confirmation": "", "shipped": "parcel_sent", "delivered": ""}
    body = {"phoneNumberId": "106540352242922", "accessToken": secret, "templates": templates}
    saved = admin.put("/api/v1/admin/whatsapp/settings", json=body)
    assert saved.status_code == 200
    assert secret not in saved.text
    assert saved.json()["accessToken"] == "set"
    assert saved.json()["templates"]["shipped"] == "parcel_sent"
    again = admin.get("/api/v1/admin/whatsapp/settings")
    assert secret not in again.text and again.json()["configured"] is True
    # saved without a token: the token stays
    kept = admin.put("/api/v1/admin/whatsapp/settings", json={**body, "accessToken": None})
    assert kept.json()["accessToken"] == "set"
    # '' removes it
    gone = admin.put("/api/v1/admin/whatsapp/settings", json={**body, "accessToken": ""})
    assert (gone.json()["accessToken"], gone.json()["configured"]) == ("not set", False)
    # a shopper may neither read nor write them
    assert client.get("/api/v1/admin/whatsapp/settings").status_code == 403
    assert client.put("/api/v1/admin/whatsapp/settings", json=body).status_code == 403


@pytest.mark.parametrize(
    ("change", "field", "code"),
    [
        ({"phoneNumberId": "12ab"}, "phoneNumberId", "whatsapp.phone_number_id"),
        (
            {"templates": {"shipped": "Order Shipped!"}},
            "templates.shipped",
            "whatsapp.template_name",
        ),
        ({"accessToken": "has spaces in it"}, "accessToken", "whatsapp.access_token"),
    ],
)
def test_settings_are_checked_field_by_field(
    admin: TestClient, change: dict[str, Any], field: str, code: str
) -> None:
    body = {"phoneNumberId": "106540352242922", "accessToken": "token", **change}
    response = admin.put("/api/v1/admin/whatsapp/settings", json=body)
    assert response.status_code == 422
    assert field in response.json()["fields"]
    assert response.json()["reason"] == code


def test_without_credentials_the_order_page_offers_a_wa_me_message_in_the_shoppers_language(
    app: FastAPI, client: TestClient, shopper: User, admin: TestClient, db_session: Session,
    database: Database,
) -> None:  # fmt: skip
    order_id = _paid_order(app, client, db_session, whatsappUpdates=True, language="kn")
    assert _updates(database, order_id) == []  # nothing queued without credentials
    page = admin.get(f"/api/v1/admin/orders/{order_id}/whatsapp").json()
    assert (page["configured"], page["optedIn"], page["language"]) == (False, True, "kn")
    link = page["link"]
    assert link["kind"] == "confirmation"
    assert link["url"].startswith("https://wa.me/919876543210?text=")
    assert "ನಮಸ್ಕಾರ Asha Shopper" in unquote(link["url"])
    admin.post(f"/api/v1/admin/orders/{order_id}/fulfilment", json=SHIP)
    shipped = admin.get(f"/api/v1/admin/orders/{order_id}/whatsapp").json()["link"]
    assert shipped["kind"] == "shipped"
    assert "EK123456789IN" in unquote(shipped["url"])
    assert client.get(f"/api/v1/admin/orders/{order_id}/whatsapp").status_code == 403
    assert admin.get("/api/v1/admin/orders/nope/whatsapp").status_code == 404


def test_with_credentials_the_order_page_shows_its_updates(
    app: FastAPI, client: TestClient, shopper: User, admin: TestClient, db_session: Session,
    configured: None, deliver: Callable[..., int],
) -> None:  # fmt: skip
    order_id = _paid_order(app, client, db_session, whatsappUpdates=True)
    deliver()
    page = admin.get(f"/api/v1/admin/orders/{order_id}/whatsapp").json()
    assert page["link"] is None
    assert [(m["kind"], m["status"]) for m in page["messages"]] == [("confirmation", "sent")]
