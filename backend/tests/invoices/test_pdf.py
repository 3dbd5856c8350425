"""The invoice as a PDF (issue 17): the shopper gets their own order's (another's: 404), admins
any order's; the text in it shows what Rule 46 asks."""

from __future__ import annotations

from collections.abc import Callable
from io import BytesIO

from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.invoices.issue import issue_credit_note
from khadi.shop.models import SETTINGS_ID, ShopSettings
from tests.factories import make_order
from tests.invoices.support import (
    KARNATAKA_GSTIN,
    SELLER,
    SELLER_ADDRESS,
    documents,
    line,
    paid_order,
    register_shop,
)


def _text(body: bytes) -> str:
    return " ".join(page.extract_text() for page in PdfReader(BytesIO(body)).pages)


def test_a_shopper_downloads_their_own_invoice_with_the_rule_46_fields(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    register_shop(db_session)
    items = [line("shirts", 89_900, 2), line("honey", 45_000, 1, "p2")]
    order = paid_order(db_session, shopper.id, items=items, shipping_pincode="110001")
    [invoice] = documents(db_session, order.id)

    response = client.get(f"/api/v1/orders/{order.id}/invoice.pdf")

    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    text = _text(response.content)
    for shown in (
        "Tax Invoice",
        invoice.number,
        SELLER,
        SELLER_ADDRESS,
        f"GSTIN: {KARNATAKA_GSTIN}",
        "Asha Shopper",  # the recipient
        "12 Temple Road, Melkote",
        "Place of supply: Delhi (07)",
        "Reverse charge: No",
        "6205",
        "0409",
        "2 PCS",
        "IGST",
        "₹1,712.38",  # the shirts' taxable value
        "₹85.62",  # their IGST
        "₹2,248.00",  # the total
        "Authorised signatory",
    ):
        assert shown in text, shown


def test_an_address_begun_with_the_shops_name_does_not_print_the_name_twice(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    """The demo shop's address begins 'Karnataka Khadi Bhandar, …'; the invoice prints its legal
    name once, then the rest of the address."""
    register_shop(db_session)
    shop = db_session.get(ShopSettings, SETTINGS_ID)
    assert shop is not None
    shop.address = f"{SELLER}, {SELLER_ADDRESS}"
    db_session.commit()
    order = paid_order(db_session, shopper.id, items=[line("shirts", 89_900)])
    documents(db_session, order.id)

    text = _text(client.get(f"/api/v1/orders/{order.id}/invoice.pdf").content)

    assert f"{SELLER}\n{SELLER_ADDRESS}" in text  # the name, then the address without it
    assert f"{SELLER}, " not in text


def test_another_shoppers_or_an_unpaid_order_has_no_invoice(
    client: TestClient,
    shopper: User,
    db_session: Session,
    make_user: Callable[..., User],
) -> None:
    register_shop(db_session)
    theirs = paid_order(db_session, make_user().id)
    unpaid = make_order(db_session, shopper.id)
    assert client.get(f"/api/v1/orders/{theirs.id}/invoice.pdf").status_code == 404
    assert client.get(f"/api/v1/orders/{unpaid.id}/invoice.pdf").status_code == 404
    assert client.get("/api/v1/orders/nope/invoice.pdf").status_code == 404


def test_admins_get_any_orders_documents_a_credit_note_too(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    register_shop(db_session, gstin="")
    receipt_order = paid_order(db_session, make_user().id)
    receipt = _text(
        admin_client.get(f"/api/v1/admin/orders/{receipt_order.id}/invoice.pdf").content
    )
    assert "Receipt" in receipt and "Not registered for GST" in receipt and "GSTIN:" not in receipt

    register_shop(db_session)
    order = paid_order(db_session, make_user().id)
    issue_credit_note(db_session, order, "refund-1", 10_000)
    db_session.commit()
    listed = admin_client.get(f"/api/v1/admin/orders/{order.id}/documents").json()
    assert [d["kind"] for d in listed] == ["invoice", "credit_note"]
    note = _text(admin_client.get(f"/api/v1/admin/documents/{listed[1]['id']}.pdf").content)
    assert "Credit Note" in note and f"Against invoice: {listed[0]['number']}" in note
    assert "₹100.00" in note
    assert admin_client.get("/api/v1/admin/documents/nope.pdf").status_code == 404


def test_invoice_and_credit_note_lines_name_the_size_and_type_bought(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    # Issue 28: "Handspun Khadi Shirt — M, Full Sleeve", not a bare title two sizes could share.
    register_shop(db_session)
    shirt = {**line("shirts", 89_900, 1), "title": "Handspun Khadi Shirt"}
    shirt.update(size="M", type="Full Sleeve")
    honey = {**line("honey", 45_000, 1, "p2"), "title": "Wild Forest Honey"}
    order = paid_order(db_session, make_user().id, items=[shirt, honey])
    issue_credit_note(db_session, order, "refund-1", 10_000)
    db_session.commit()
    invoice, note = admin_client.get(f"/api/v1/admin/orders/{order.id}/documents").json()

    for document in (invoice, note):
        text = _text(admin_client.get(f"/api/v1/admin/documents/{document['id']}.pdf").content)
        flat = " ".join(text.split())  # the PDF may wrap a long line
        assert "Handspun Khadi Shirt — M, Full Sleeve" in flat, flat
        assert "Wild Forest Honey" in flat and "Wild Forest Honey —" not in flat
