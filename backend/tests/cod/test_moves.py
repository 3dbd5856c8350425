"""The owner's moves of a cash-on-delivery order (issue 30): confirm (after asking on WhatsApp)
or cancel; packed → shipped (the invoice, numbered like every other) → delivered, which marks
the cash collected; or returned undelivered, which puts the stock back with nothing to refund.
Each move records who and when, and the shopper's order follows."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from tests.cart.checks import refusal
from tests.cod.support import (
    SHIP,
    SHIRT_M,
    add_line,
    cod_checkout,
    fresh,
    open_cod_orders,
    sale_documents,
    save_settings,
)
from tests.factories import make_product
from tests.invoices.support import register_shop
from tests.stock.support import on_hand, set_stock

pytestmark = pytest.mark.usefixtures("demo_delivery")


def _placed(client: TestClient, admin: TestClient, db_session: Session) -> tuple[dict, str]:  # type: ignore[type-arg]
    save_settings(admin)
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 2})
    add_line(client, shirt.id, 1, **SHIRT_M)
    response = cod_checkout(client)
    assert response.status_code == 200, response.text
    return response.json(), shirt.id


def _cod(admin: TestClient, order_id: str, to: str) -> Any:
    return admin.post(f"/api/v1/admin/orders/{order_id}/cod", json={"to": to})


def _move(admin: TestClient, order_id: str, **body: Any) -> Any:
    return admin.post(f"/api/v1/admin/orders/{order_id}/fulfilment", json=body)


def test_confirm_pack_ship_deliver_collects_exactly_the_total_shown(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    order, shirt_id = _placed(client, admin, db_session)
    refusal(_move(admin, order["id"], to="packed"), 409,
            "Confirm this cash-on-delivery order before packing or shipping it")  # fmt: skip

    confirmed = _cod(admin, order["id"], "confirmed")
    assert confirmed.status_code == 200, confirmed.text
    assert confirmed.json()["codState"] == "confirmed"
    assert _move(admin, order["id"], to="packed").json()["fulfilment"] == "packed"
    assert sale_documents(database, order["id"]) == []  # no supply yet, no invoice
    assert client.get(f"/api/v1/orders/{order['id']}").json()["hasInvoice"] is False
    assert client.get(f"/api/v1/orders/{order['id']}/invoice.pdf").status_code == 404
    shipped = _move(admin, order["id"], **SHIP)
    assert shipped.status_code == 200, shipped.text
    [invoice] = sale_documents(database, order["id"])
    assert invoice.amount == order["amount"]  # its lines add up to what is collected
    assert [line["title"] for line in invoice.lines] == [
        "Handspun Khadi Shirt — M, Half Sleeve",
        "Delivery charges",
        "Cash on delivery fee",
    ]
    assert client.get(f"/api/v1/orders/{order['id']}/invoice.pdf").status_code == 200
    assert client.get(f"/api/v1/orders/{order['id']}").json()["hasInvoice"] is True  # offered

    delivered = _move(admin, order["id"], to="delivered").json()
    assert (delivered["fulfilment"], delivered["codState"]) == ("delivered", "collected")
    assert delivered["codCollectedAt"] is not None
    row = fresh(database, order["id"])
    assert row.cod_confirmed_by == row.cod_closed_by is not None
    assert row.amount == order["amount"]

    mine = client.get(f"/api/v1/orders/{order['id']}").json()
    assert (mine["status"], mine["codState"], mine["fulfilment"]) == (
        "cod",
        "collected",
        "delivered",
    )
    assert mine["hasInvoice"] is True
    listed = client.get("/api/v1/orders").json()["items"]
    assert [(o["id"], o["hasInvoice"]) for o in listed] == [(order["id"], True)]
    assert [e["state"] for e in mine["timeline"]] == [
        "placed", "confirmed", "packed", "shipped", "delivered",
    ]  # fmt: skip
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 1  # sold
    assert open_cod_orders(db_session, shopper.id) == 0
    stats = admin.get("/api/v1/admin/stats").json()  # the cash counts as a sale once collected
    assert (stats["totalSales"], stats["netSales"]) == (order["amount"], order["amount"])


def test_cancel_puts_the_stock_back_and_frees_the_slot(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    order, shirt_id = _placed(client, admin, db_session)
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 1
    cancelled = _cod(admin, order["id"], "cancelled").json()
    assert (cancelled["codState"], cancelled["fulfilment"]) == ("cancelled", "cancelled")
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 2
    assert open_cod_orders(db_session, shopper.id) == 0
    assert _cod(admin, order["id"], "cancelled").status_code == 200  # a double click
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 2
    refused = _cod(admin, order["id"], "confirmed")
    refusal(refused, 409, "This order cannot be confirmed: it is cancelled")
    assert refused.json()["reason"] == "cod.cannot_confirm"
    # the dashboard's ordinary cancel does the same for a COD order, with nothing to refund
    second, _ = _placed(client, admin, db_session)
    response = admin.post(f"/api/v1/admin/orders/{second['id']}/cancel", json={"restock": True})
    assert response.status_code == 200, response.text
    assert response.json()["refunds"] == []
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 2


def test_returned_undelivered_puts_the_stock_back_with_nothing_to_refund(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    order, shirt_id = _placed(client, admin, db_session)
    refusal(_cod(admin, order["id"], "returned"), 409,
            "Only a shipped order can come back undelivered: it is placed")  # fmt: skip
    _cod(admin, order["id"], "confirmed")
    _move(admin, order["id"], **SHIP)
    refusal(_cod(admin, order["id"], "cancelled"), 409,
            "This order cannot be cancelled: it is shipped")  # fmt: skip
    returned = _cod(admin, order["id"], "returned").json()
    assert (returned["codState"], returned["refunds"]) == ("returned", [])
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 2
    # a shop without a GSTIN issues a receipt, which no credit note cancels
    kinds = [(d.kind, d.amount) for d in sale_documents(database, order["id"])]
    assert kinds == [("receipt", order["amount"])]
    assert open_cod_orders(db_session, shopper.id) == 0
    assert _move(admin, order["id"], to="delivered").status_code == 409  # closed


def test_the_whatsapp_link_asks_in_the_shoppers_language(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    order, _ = _placed(client, admin, db_session)
    link = admin.get(f"/api/v1/admin/orders/{order['id']}/cod/whatsapp").json()
    url = urlparse(link["url"])
    assert (url.scheme, url.netloc, url.path) == ("https", "wa.me", "/919876543210")
    text = parse_qs(url.query)["text"][0]
    assert link["language"] == "en"
    assert order["id"] in text and "₹" in text and "confirm" in text
    with database.sessions() as session:
        user = session.get(User, shopper.id)
        assert user is not None
        user.language = "kn"
        session.commit()
    link = admin.get(f"/api/v1/admin/orders/{order['id']}/cod/whatsapp").json()
    assert link["language"] == "kn"
    assert "ನಮಸ್ಕಾರ" in parse_qs(urlparse(link["url"]).query)["text"][0]


def test_only_admins_move_cod_orders_and_only_cod_orders(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    order, _ = _placed(client, admin, db_session)
    assert _cod(client, order["id"], "confirmed").status_code == 403
    assert _cod(admin, "no-such-order", "confirmed").status_code == 404


def test_a_registered_shop_numbers_the_cod_invoice_in_its_series_and_credits_a_return(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    register_shop(db_session)
    order, _ = _placed(client, admin, db_session)
    _cod(admin, order["id"], "confirmed")
    _move(admin, order["id"], **SHIP)
    [invoice] = sale_documents(database, order["id"])
    assert (invoice.kind, invoice.amount) == ("invoice", order["amount"])
    assert invoice.number.startswith("KKB/") and invoice.seq == 1
    assert invoice.cgst + invoice.sgst > 0  # Karnataka to Karnataka

    _cod(admin, order["id"], "returned")
    documents = sale_documents(database, order["id"])
    assert [(d.kind, d.amount) for d in documents] == [
        ("invoice", order["amount"]),
        ("credit_note", order["amount"]),
    ]
