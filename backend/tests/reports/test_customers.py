"""The Customers tab (issue 32): orders sold, total spent less refunds, latest order; searched,
sorted and paged by the server; and one customer's orders, addresses and returns."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.addresses.models import SavedAddress
from khadi.returns.models import Return
from tests.factories import make_order
from tests.reports.support import collected, paid, refund

CUSTOMERS = "/api/v1/admin/customers"


def _shoppers(session: Session, make_user: Callable[..., User]) -> tuple[User, User, User]:
    asha = make_user(name="Asha Rao", email="asha@example.com", phone="9876500001")
    ravi = make_user(name="Ravi Kumar", email="ravi@example.com", phone="9876500002")
    new = make_user(name="Neha New", email="neha@example.com", phone="9876500003")
    first = paid(session, asha.id, "2026-11-19 06:00:00")
    refund(session, first, 10000, "2026-11-20 06:00:00")
    collected(session, asha.id, "2026-11-21 06:00:00")  # placed on 10 Nov
    paid(session, ravi.id, "2026-11-22 06:00:00")
    make_order(session, ravi.id, status="created")  # not bought: counts nowhere
    return asha, ravi, new


def test_customers_show_what_they_bought(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    _shoppers(db_session, make_user)

    body = admin_client.get(CUSTOMERS, params={"sort": "spent", "dir": "desc"}).json()

    assert body["total"] == 3  # the admin is not a customer
    rows = [(c["name"], c["orders"], c["totalSpent"]) for c in body["items"]]
    assert rows == [("Asha Rao", 2, 169800), ("Ravi Kumar", 1, 89900), ("Neha New", 0, 0)]
    assert body["items"][0]["email"] == "asha@example.com"
    assert body["items"][0]["phone"] == "9876500001"
    assert body["items"][1]["lastOrder"].startswith("2026-11-22T06:00:00")
    assert body["items"][2]["lastOrder"] is None


def test_customers_sort_search_and_page(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    _shoppers(db_session, make_user)

    by_name = admin_client.get(CUSTOMERS, params={"sort": "name", "dir": "asc"}).json()
    by_last = admin_client.get(CUSTOMERS, params={"sort": "last", "dir": "desc"}).json()
    second_page = admin_client.get(
        CUSTOMERS, params={"sort": "name", "dir": "asc", "pageSize": 2, "page": 2}
    ).json()
    by_phone = admin_client.get(CUSTOMERS, params={"q": "500002"}).json()
    by_mail = admin_client.get(CUSTOMERS, params={"q": "NEHA@"}).json()
    wild = admin_client.get(CUSTOMERS, params={"q": "%"}).json()

    assert [c["name"] for c in by_name["items"]] == ["Asha Rao", "Neha New", "Ravi Kumar"]
    assert [c["name"] for c in by_last["items"]] == ["Ravi Kumar", "Asha Rao", "Neha New"]
    assert ([c["name"] for c in second_page["items"]], second_page["total"]) == (["Ravi Kumar"], 3)
    assert [c["name"] for c in by_phone["items"]] == ["Ravi Kumar"]
    assert [c["name"] for c in by_mail["items"]] == ["Neha New"]
    assert wild["total"] == 0
    assert admin_client.get(CUSTOMERS, params={"sort": "password"}).status_code == 422


def test_a_customers_page_lists_orders_addresses_and_returns(
    admin_client: TestClient, db_session: Session, make_user: Callable[..., User]
) -> None:
    asha, _, _ = _shoppers(db_session, make_user)
    order = paid(db_session, asha.id, "2026-11-23 06:00:00")
    db_session.add(
        SavedAddress(user_id=asha.id, name="Asha Rao", address="12 Temple Road", city="Melkote",
                     district="Mandya", state="Karnataka", pincode="571431", mobile="9876500001")
    )  # fmt: skip
    db_session.add(
        Return(order_id=order.id, user_id=asha.id, status="requested", reason="Damaged", lines=[],
               amount=89900, idempotency_key="r1")
    )  # fmt: skip
    db_session.commit()

    body = admin_client.get(f"{CUSTOMERS}/{asha.id}").json()

    assert body["customer"]["orders"] == 3
    assert body["customer"]["totalSpent"] == 259700
    assert len(body["orders"]) == 3
    assert body["orders"][0]["id"] == order.id
    assert [a["city"] for a in body["addresses"]] == ["Melkote"]
    assert [(r["orderId"], r["amount"], r["status"]) for r in body["returns"]] == [
        (order.id, 89900, "requested")
    ]


def test_an_unknown_customer_or_an_admin_is_not_found(
    admin_client: TestClient, make_user: Callable[..., User]
) -> None:
    other_admin = make_user(role="admin")
    for user_id in ("nobody", other_admin.id):
        response = admin_client.get(f"{CUSTOMERS}/{user_id}")
        assert response.status_code == 404
        assert response.json()["error"] == "customer_not_found"
        assert response.json()["reason"] == "reports.customer_not_found"


def test_shoppers_cannot_see_customers(
    client: TestClient, make_user: Callable[..., User], login_as: Callable[[TestClient, User], str]
) -> None:
    shopper = make_user()
    login_as(client, shopper)
    assert client.get(CUSTOMERS).status_code == 403
    assert client.get(f"{CUSTOMERS}/{shopper.id}").status_code == 403
