"""A discount code on the GST invoice and in refunds (issue 31, docs/tax.md): the discount
reduces the taxable value of the lines it applies to, spread by the largest remainder so the
lines add up to what was charged; a return refunds what the shopper paid for those pieces, and
the pieces of a line returned one by one add up to exactly what was paid for it."""

from __future__ import annotations

from collections.abc import Callable

from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME
from khadi.discounts.rules import discount_amount, normalise, spread
from khadi.invoices.pdf import render
from khadi.returns.view import line_amount
from tests.discounts.support import CART_CODE, FORM
from tests.factories import make_product
from tests.invoices.support import documents, register_shop
from tests.payments.support import SHIRT_M, add_line, checkout_ok, sandbox
from tests.returns.support import ask

RETURNS = "/api/v1/admin/returns"


@given(st.integers(0, 10**9), st.lists(st.integers(0, 10**7), min_size=1, max_size=12))
def test_the_spread_adds_up_and_never_passes_a_line(amount: int, totals: list[int]) -> None:
    amount = min(amount, sum(totals))
    shares = spread(amount, totals)
    assert sum(shares) == (amount if sum(totals) else 0)
    assert all(0 <= share <= total for share, total in zip(shares, totals, strict=True))


@given(st.integers(1, 30), st.integers(1, 10**7), st.integers(0, 10**7))
def test_returned_pieces_add_up_to_what_was_paid(pieces: int, total: int, off: int) -> None:
    item = {
        "unit": "piece",
        "unitPrice": total,
        "quantity": pieces,
        "lineTotal": total * pieces,
        "discount": min(off, total * pieces),
    }
    refunded = sum(line_amount(item, 1, before) for before in range(pieces))
    assert refunded == total * pieces - item["discount"]


def test_codes_and_amounts() -> None:
    assert normalise(" ugadi-25 ") == "UGADI-25" and normalise("no way") is None
    assert discount_amount("percent", 10, 12_345, 12_345) == 1_235  # half up
    assert discount_amount("fixed", 50_000, 20_000, 20_000) == 19_900  # ₹1 is left to pay


def test_the_invoice_and_a_return_follow_what_was_paid(
    app: FastAPI,
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    register_shop(db_session)
    admin = login_as(client, make_user(role="admin"))
    me = login_as(client, make_user())
    shirt = make_product(db_session)  # ₹899.00, shirts
    honey = make_product(
        db_session,
        title="Forest Honey",
        category="honey",
        price=45_000,
        options={"category": "honey"},
    )
    client.cookies.set(COOKIE_NAME, admin)
    made = client.post(
        "/api/v1/admin/discount-codes",
        json={**FORM, "code": "SHIRTS15", "value": 15, "categories": ["shirts"]},
    )
    assert made.status_code == 201, made.text
    client.cookies.set(COOKIE_NAME, me)
    add_line(client, shirt.id, 3, **SHIRT_M)  # ₹2,697.00
    add_line(client, honey.id, 1)  # ₹450.00: not a shirt, no discount
    cart = client.put(CART_CODE, json={"code": "shirts15"}).json()
    off = 40_455  # 15% of ₹2,697.00
    assert cart["summary"]["charge"] == 269_700 + 45_000 - off

    order = checkout_ok(client)
    assert order["amount"] == 269_700 + 45_000 - off
    assert [i["discount"] for i in order["items"]] == [off, 0]
    paid = client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    assert paid.status_code == 200, paid.text
    sandbox(app).wait_for_webhooks()

    [invoice] = documents(db_session, order["orderId"])
    shirts, jar = invoice.lines
    assert (shirts["gross"], shirts["discount"], shirts["discount_code"]) == (
        269_700 - off,
        off,
        "SHIRTS15",
    )
    assert shirts["taxable"] + shirts["cgst"] + shirts["sgst"] == 269_700 - off
    assert jar["gross"] == 45_000 and jar["discount"] == 0
    assert invoice.amount == order["amount"] == sum(line["gross"] for line in invoice.lines)
    assert b"%PDF" in render(invoice)[:8]

    client.cookies.set(COOKIE_NAME, admin)
    path = f"/api/v1/admin/orders/{order['orderId']}/fulfilment"
    shipped = {"to": "shipped", "courier": "India Post", "trackingNumber": "EK123456789IN"}
    assert client.post(path, json=shipped).status_code == 200
    assert client.post(path, json={"to": "delivered"}).status_code == 200

    paid_for_shirts = 269_700 - off  # 229,245 paise for 3 shirts
    refunds = []
    for _ in range(3):  # the shirts come back one at a time
        client.cookies.set(COOKIE_NAME, me)
        made_return = ask(client, order["orderId"], [(0, 1)])
        assert made_return.status_code == 201, made_return.text
        client.cookies.set(COOKIE_NAME, admin)
        ret_id = made_return.json()["id"]
        assert client.post(f"{RETURNS}/{ret_id}/accept").status_code == 200
        received = client.post(f"{RETURNS}/{ret_id}/receive", json={"restock": False})
        assert received.status_code == 200, received.text
        refunds.append(received.json()["refunds"][-1]["amount"])
    assert refunds == [76_415, 76_415, 76_415] and sum(refunds) == paid_for_shirts
    sandbox(app).wait_for_webhooks()
    notes = [doc for doc in documents(db_session, order["orderId"]) if doc.kind == "credit_note"]
    assert sum(note.amount for note in notes) == paid_for_shirts
