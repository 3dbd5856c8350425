"""Discount codes end to end through the API (issue 31): the owner makes a code, the shopper
enters it in any case, sees it as a line of its own, and checkout (online and cash on delivery)
charges exactly the Total the cart showed; a code that cannot be used is refused with its coded
reason; a use is given back once when its order fails or is cancelled before payment."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.kit.time import utcnow
from tests.cod.support import cod_checkout
from tests.cod.support import save_settings as save_cod_settings
from tests.discounts.support import (
    CART_CODE,
    CODES,
    FORM,
    enter,
    make_code,
    summary_line,
    use_states,
    used,
)
from tests.factories import make_fabric, make_product
from tests.payments.support import SHIRT_M, add_line, checkout_ok, sandbox, start_checkout


def _cart(client: TestClient) -> dict[str, Any]:
    data: dict[str, Any] = client.get("/api/v1/cart").json()
    return data


def _reason(response: Any) -> str | None:
    reason: str | None = response.json().get("reason")
    return reason


def test_a_code_in_any_case_is_its_own_line_and_checkout_charges_the_total(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    made = make_code(admin)  # 10%
    assert made["code"] == "DASARA10" and made["status"] == "active" and made["used"] == 0
    shirt = make_product(db_session)  # ₹899.00
    fabric = make_fabric(db_session)  # ₹349.99 per metre
    add_line(client, shirt.id, 2, **SHIRT_M)
    add_line(client, fabric.id, 2.75)  # ₹962.47

    entered = enter(client, "  dasara10 ")

    assert entered.status_code == 200, entered.text
    goods = 2 * 89_900 + 96_247
    off = 27_605  # 10% of ₹2,760.47, half up
    summary = entered.json()["summary"]
    assert summary_line(entered.json(), "discountCode") == {
        "code": "discountCode",
        "amount": off,
        "rate": None,
        "label": "DASARA10",
    }
    assert (summary["subTotal"], summary["charge"], summary["total"]) == (
        goods,
        goods - off,
        goods - off,
    )
    assert summary["discountCode"]["code"] == "DASARA10"
    assert _cart(client)["summary"]["charge"] == goods - off  # kept with the cart

    order = checkout_ok(client)

    assert order["amount"] == goods - off
    shares = [item["discount"] for item in order["items"]]
    assert sum(shares) == off and shares == [17_980, 9_625]  # spread by the line totals
    detail = client.get(f"/api/v1/orders/{order['orderId']}").json()
    assert (detail["discountCode"], detail["discountAmount"]) == ("DASARA10", off)


def test_refusals_carry_their_codes(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session)
    add_line(client, shirt.id, 1, **SHIRT_M)  # ₹899.00
    now = utcnow()
    make_code(admin, code="LATER", startsAt=(now + timedelta(days=2)).isoformat())
    make_code(
        admin,
        code="GONE",
        startsAt=(now - timedelta(days=3)).isoformat(),
        endsAt=(now - timedelta(days=1)).isoformat(),
    )
    make_code(admin, code="PAUSED", active=False)
    make_code(admin, code="BIGONLY", minOrder=200_000)
    make_code(admin, code="HONEY", categories=["honey"])

    expected = {
        "NOPE": "discount.unknown",
        "LATER": "discount.not_started",
        "gone": "discount.expired",
        "Paused": "discount.paused",
        "BIGONLY": "discount.below_minimum",
        "HONEY": "discount.not_applicable",
        "x!": "discount.code_form",
    }
    for code, reason in expected.items():
        response = enter(client, code)
        assert response.status_code == (422 if code == "x!" else 409), response.text
        assert _reason(response) == reason
    assert enter(client, "BIGONLY").json()["params"]["amount"] == "₹2,000.00"
    assert _cart(client)["summary"]["discountCode"] is None  # a refused code is not kept


def test_a_code_that_stops_working_is_refused_at_checkout_not_charged_differently(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session
) -> None:
    made = make_code(admin, code="FLASH")
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    assert enter(client, "flash").status_code == 200
    paused = admin.put(
        f"{CODES}/{made['id']}",
        json={**FORM, "code": "FLASH", "active": False, "version": made["version"]},
    )
    assert paused.status_code == 200 and paused.json()["status"] == "paused"

    cart = _cart(client)
    assert cart["summary"]["discountCode"]["reason"] == "discount.paused"
    assert summary_line(cart, "discountCode") is None
    refused = start_checkout(client)
    assert refused.status_code == 409 and _reason(refused) == "discount.paused"
    assert client.delete(CART_CODE).status_code == 200
    assert checkout_ok(client)["amount"] == 89_900


def test_stale_saves_and_taken_codes_are_refused(admin: TestClient) -> None:
    made = make_code(admin)
    again = admin.post(CODES, json={**FORM, "code": "dasara10"})
    assert again.status_code == 422 and again.json()["fields"]["code"] == (
        "There is already a code DASARA10"
    )
    saved = admin.put(f"{CODES}/{made['id']}", json={**FORM, "value": 15, "version": 1})
    assert saved.status_code == 200 and saved.json()["value"] == 15
    stale = admin.put(f"{CODES}/{made['id']}", json={**FORM, "value": 20, "version": 1})
    assert stale.status_code == 409 and _reason(stale) == "discount.changed"
    bad = admin.post(CODES, json={**FORM, "code": "NEW", "value": 95})
    assert (
        bad.status_code == 422 and bad.json()["fields"]["value"] == "A percentage must be 1 to 90"
    )
    listed = admin.get(CODES).json()["codes"]
    assert [c["code"] for c in listed] == ["DASARA10"]


def test_uses_per_customer_and_a_failed_payment_gives_the_use_back_once(
    app: FastAPI,
    client: TestClient,
    shopper: User,
    admin: TestClient,
    db_session: Session,
    database: Database,
) -> None:
    made = make_code(admin, code="ONCE", perCustomer=1, kind="fixed", value=10_000)
    shirt = make_product(db_session)
    add_line(client, shirt.id, 1, **SHIRT_M)
    assert enter(client, "once").status_code == 200
    order = checkout_ok(client)
    assert order["amount"] == 79_900
    assert used(database, made["id"]) == 1
    # the same shopper's second checkout while the first is unpaid: refused, the use is held
    second = start_checkout(client)
    assert second.status_code == 409 and _reason(second) == "discount.customer_used_up"

    for _ in range(3):  # a failure reported again and again gives the use back once
        client.post(
            "/api/v1/payments/sandbox/pay",
            json={"providerOrderId": order["providerOrderId"], "outcome": "failure"},
        )
    sandbox(app).wait_for_webhooks()
    assert used(database, made["id"]) == 0
    assert use_states(database, made["id"]) == ["released"]

    again = checkout_ok(client)
    paid = client.post(
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": again["providerOrderId"], "outcome": "success"},
    )
    assert paid.status_code == 200, paid.text
    sandbox(app).wait_for_webhooks()
    assert used(database, made["id"]) == 1
    assert sorted(use_states(database, made["id"])) == ["released", "used"]
    assert _cart(client)["summary"]["discountCode"] is None  # spent with the paid order
    uses = admin.get(f"{CODES}/{made['id']}/uses").json()
    assert next((u["orderId"], u["state"], u["amount"]) for u in uses["uses"]) == (
        again["orderId"],
        "used",
        10_000,
    )


def test_cash_on_delivery_takes_the_code_and_a_cancel_gives_it_back(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    assert save_cod_settings(admin).status_code == 200
    made = make_code(admin, code="COD50", kind="fixed", value=5_000, maxUses=1)
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    assert enter(client, "cod50").status_code == 200
    quote = client.get("/api/v1/cart/cod", params={"pincode": "571431"}).json()
    placed = cod_checkout(client)
    assert placed.status_code == 200, placed.text
    body = placed.json()
    assert body["amount"] == quote["total"] == 89_900 - 5_000 + quote["deliveryFee"] + quote["fee"]
    assert body["discountAmount"] == 5_000
    assert used(database, made["id"]) == 1

    path = f"/api/v1/admin/orders/{body['id']}/cod"
    for _ in range(2):
        assert admin.post(path, json={"to": "cancelled"}).status_code == 200
    assert used(database, made["id"]) == 0
    assert use_states(database, made["id"]) == ["released"]
