"""The cart's summary as a shop setting (issue 28): the GST-inclusive summary a new shop gets,
whose Total is exactly what checkout charges and whose "Includes GST" is what the invoice will
show, to the paisa; or the spec's four lines, kept for the demo shop, with checkout charging the
sub-total (its `charge`)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.invoices.models import Invoice
from khadi.orders.models import Order
from khadi.payments.service import Payment, mark_paid
from tests.cart.checks import SHIRT_M, add, cart, use_summary
from tests.factories import make_fabric, make_product
from tests.invoices.support import register_shop
from tests.payments.support import checkout_ok
from tests.shop.support import ADMIN_SHOP, SHOP, settings_form


def _lines(summary: dict[str, Any]) -> list[tuple[str, int]]:
    return [(line["code"], line["amount"]) for line in summary["lines"]]


def _shirts_and_kurta(client: TestClient, session: Session) -> None:
    shirt = make_product(session, price=89900)  # ≤ ₹2,500 a piece: 5% GST
    kurta = make_product(session, price=320000, category="kurta")  # above: 18%
    add(client, shirt.id, quantity=2, **SHIRT_M)
    add(client, kurta.id, quantity=1, **SHIRT_M)


def test_a_new_shop_without_a_gstin_shows_sub_total_and_the_total_it_charges(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    _shirts_and_kurta(client, db_session)
    summary = cart(client)["summary"]
    assert summary["style"] == "gst"
    # No GSTIN: the shop charges no GST, so the summary claims none.
    assert _lines(summary) == [("subTotal", 499800)]
    assert summary["total"] == summary["charge"] == 499800
    assert checkout_ok(client)["amount"] == summary["total"]


def test_the_gst_summary_says_the_gst_inside_and_charges_exactly_its_total(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    register_shop(db_session)
    _shirts_and_kurta(client, db_session)
    fabric = make_fabric(db_session, price=34999)  # 5%
    add(client, fabric.id, quantity=2.75)  # 96247.25 -> 96247

    summary = cart(client)["summary"]
    # 179800 × 5/105 = 8561.9 -> 8562; 320000 × 18/118 = 48813.56 -> 48814;
    # 96247 × 5/105 = 4583.19 -> 4583
    assert _lines(summary) == [("subTotal", 596047), ("includesGst", 8562 + 48814 + 4583)]
    assert summary["total"] == summary["charge"] == 596047

    body = checkout_ok(client)
    assert body["amount"] == summary["total"]
    order = db_session.get(Order, body["orderId"])
    assert order is not None
    mark_paid(db_session, order, Payment("pay_gst", order.amount, "INR"), source="webhook")
    db_session.commit()
    invoice = db_session.scalar(select(Invoice).where(Invoice.order_id == order.id))
    assert invoice is not None
    assert invoice.amount == summary["total"]
    assert invoice.cgst + invoice.sgst + invoice.igst == summary["lines"][1]["amount"]


def test_the_demo_shop_s_summary_keeps_the_spec_s_four_lines_and_charges_the_sub_total(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    register_shop(db_session)
    use_summary(db_session, "spec")
    shirt = make_product(db_session, price=89900)
    fabric = make_fabric(db_session, price=34999)
    add(client, shirt.id, quantity=2, **SHIRT_M)
    add(client, fabric.id, quantity=2.75)

    summary = cart(client)["summary"]
    # 276047; tax 10% = 27604.7 -> 27605; discount 5% = 13802.35 -> 13802 (spec §9)
    assert summary["style"] == "spec"
    assert _lines(summary) == [("subTotal", 276047), ("tax", 27605), ("discount", 13802)]
    assert [line["rate"] for line in summary["lines"][1:]] == [10, 5]
    assert summary["total"] == 276047 + 27605 - 13802
    assert summary["charge"] == 276047
    assert checkout_ok(client)["amount"] == summary["charge"]


def test_the_owner_switches_the_summary_in_the_settings(admin_client: TestClient) -> None:
    client = admin_client
    assert client.get(SHOP).json()["cartSummary"] == "gst"
    saved = client.put(ADMIN_SHOP, json=settings_form(0, cartSummary="spec"))
    assert saved.status_code == 200, saved.text
    assert saved.json()["cartSummary"] == "spec"
    # A form without the field (an older dashboard) keeps it.
    kept = client.put(ADMIN_SHOP, json=settings_form(1))
    assert kept.status_code == 200, kept.text
    assert kept.json()["cartSummary"] == "spec"
    refused = client.put(ADMIN_SHOP, json=settings_form(2, cartSummary="cheap"))
    assert refused.status_code == 422
    back = client.put(ADMIN_SHOP, json=settings_form(2, cartSummary="gst"))
    assert back.json()["cartSummary"] == "gst"
