"""The owner's order tools (issue 32): filters and search (number, name, phone, e-mail), the
filtered list as CSV, the labels and packing slips of several orders as one PDF, and packing
several orders in one step — exactly once under double clicks and racing admins."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from datetime import datetime, timedelta
from io import BytesIO
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from khadi.orders.models import FulfilmentEvent, Order
from khadi.shop.models import SETTINGS_ID, ShopSettings
from tests.factories import make_order
from tests.invoices.support import SELLER, SELLER_ADDRESS, register_shop
from tests.waits import TIMEOUT, run_together

ORDERS = "/api/v1/admin/orders"


@pytest.fixture
def buyer(make_user: Callable[..., User]) -> User:
    """A shopper who is not signed in on `client` (the admin is)."""
    return make_user(name="Asha Shopper")


UTC_MIDNIGHT_IST = datetime(2026, 11, 26, 18, 30)  # 27 Nov 2026, 00:00 IST


def _scene(db: Session, user_id: str) -> dict[str, Order]:
    """A paid Karnataka order placed at 00:30 IST on 27 Nov, a confirmed cash-on-delivery one
    to Kerala the day before, and an unpaid one."""
    register_shop(db)
    paid = make_order(
        db, user_id, status="paid", payment_id="pay_tools1", shipping_name="Kavya Rao",
        shipping_mobile="9845012345", shipping_state="Karnataka", shipping_pincode="560001",
        shipping_city="Bengaluru", placed_at=UTC_MIDNIGHT_IST + timedelta(minutes=30),
    )  # fmt: skip
    cod = make_order(
        db, user_id, status="cod", payment_method="cod", cod_state="confirmed", provider="cod",
        shipping_name="=HYPERLINK(\"http://x\")", shipping_mobile="+919812345678",
        shipping_state="Kerala", shipping_pincode="682001",
        placed_at=UTC_MIDNIGHT_IST - timedelta(minutes=30),
    )  # fmt: skip
    unpaid = make_order(db, user_id, placed_at=UTC_MIDNIGHT_IST - timedelta(days=5))
    return {"paid": paid, "cod": cod, "unpaid": unpaid}


def _found(admin: TestClient, **params: str) -> list[str]:
    response = admin.get(ORDERS, params=params)
    assert response.status_code == 200, response.text
    return [order["number"] for order in response.json()["items"]]


def test_the_owner_filters_and_finds_orders(
    admin_client: TestClient, buyer: User, db_session: Session
) -> None:
    o = _scene(db_session, buyer.id)
    paid, cod, unpaid = o["paid"].number, o["cod"].number, o["unpaid"].number
    assert _found(admin_client) == [paid, cod, unpaid]
    assert _found(admin_client, method="cod") == [cod]
    assert _found(admin_client, method="online") == [paid, unpaid]
    assert _found(admin_client, fulfilment="unfulfilled", status="paid") == [paid]
    assert _found(admin_client, state="Kerala") == [cod]
    assert _found(admin_client, state=" kerala ") == [cod]
    # IST days: 00:30 IST on the 27th is the 27th, 23:30 IST on the 26th is the 26th
    assert _found(admin_client, **{"from": "2026-11-27", "to": "2026-11-27"}) == [paid]
    assert _found(admin_client, **{"from": "2026-11-26", "to": "2026-11-26"}) == [cod]
    assert _found(admin_client, **{"to": "2026-11-25"}) == [unpaid]
    wrong = admin_client.get(ORDERS, params={"from": "2026-11-27", "to": "2026-11-26"})
    assert wrong.status_code == 422
    # a phone as people say it, the number with or without its prefix, a name, an e-mail
    assert _found(admin_client, q="+91 98450 12345") == [paid]
    assert _found(admin_client, q="98123 45678") == [cod]
    assert _found(admin_client, q=paid) == [paid]
    assert _found(admin_client, q=paid.split("-")[1]) == [paid]
    assert _found(admin_client, q=f" {paid.lower().replace('-', ' ')} ") == [paid]
    assert _found(admin_client, q="kavya") == [paid]
    assert _found(admin_client, q=buyer.email.upper()) == [paid, cod, unpaid]
    assert _found(admin_client, q="%") == []
    page = admin_client.get(ORDERS, params={"pageSize": 2, "page": 2}).json()
    assert (page["total"], [i["number"] for i in page["items"]]) == (3, [unpaid])


def test_the_filtered_orders_download_as_csv_with_no_formula_run(
    admin_client: TestClient, buyer: User, db_session: Session
) -> None:
    o = _scene(db_session, buyer.id)
    response = admin_client.get(f"{ORDERS}/export.csv", params={"method": "cod"})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.text.lstrip("\ufeff"))))
    assert rows[0][:3] == ["Order number", "Order id", "Placed (IST)"]
    assert len(rows) == 2
    row = dict(zip(rows[0], rows[1], strict=True))
    assert (row["Order number"], row["Order id"]) == (o["cod"].number, o["cod"].id)
    assert row["Placed (IST)"] == "2026-11-26 23:30"
    assert (row["Payment method"], row["Amount"], row["State"]) == ("cod", "899.00", "Kerala")
    assert row["Ship to"] == '\'=HYPERLINK("http://x")'  # shown as text, never run
    everything = admin_client.get(f"{ORDERS}/export.csv", params={"q": "98450 12345"})
    assert len(list(csv.reader(io.StringIO(everything.text)))) == 2


def _pdf_text(body: bytes) -> tuple[str, list[tuple[float, float]]]:
    reader = PdfReader(BytesIO(body))
    sizes = [(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages]
    return " ".join(page.extract_text() for page in reader.pages), sizes


def test_labels_and_slips_of_two_orders_print_as_one_pdf(
    admin_client: TestClient, buyer: User, db_session: Session
) -> None:
    o = _scene(db_session, buyer.id)
    response = admin_client.post(
        f"{ORDERS}/print",
        json={"orderIds": [o["cod"].id, o["paid"].id], "note": "Thank you for buying khadi!"},
    )
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    text, sizes = _pdf_text(response.content)
    assert sizes == [(288.0, 432.0)] * 4  # 4×6 inch: a label and a slip per order
    assert "PIN 682001" in text and "PIN 560001" in text
    assert "COD: COLLECT ₹899.00" in text
    assert "PREPAID" in text
    assert f"Order {o['cod'].number}" in text and f"Order {o['paid'].number}" in text
    assert "Handspun Khadi Shirt" in text and "M / Half Sleeve" in text
    assert "Thank you for buying khadi!" in text
    assert SELLER in text and SELLER_ADDRESS in text  # the return address
    assert text.index(o["cod"].number) < text.index(o["paid"].number)  # in the order chosen


def test_a_label_reads_the_mobile_out_in_groups_and_names_the_shop_once(
    admin_client: TestClient, buyer: User, db_session: Session
) -> None:
    """A courier reads '+91 98450 12345' aloud, not '9845012345'; an address the owner began with
    the shop's name ('Karnataka Khadi Gramodyoga Samyukta Sangha, Station Road, …') does not
    print the name twice under 'If undelivered, return to:'."""
    o = _scene(db_session, buyer.id)
    shop = db_session.get(ShopSettings, SETTINGS_ID)
    assert shop is not None
    shop.address = f"{SELLER.upper()}, {SELLER_ADDRESS}"
    db_session.commit()
    response = admin_client.post(f"{ORDERS}/print", json={"orderIds": [o["paid"].id, o["cod"].id]})
    assert response.status_code == 200, response.text
    text, _ = _pdf_text(response.content)
    assert "Mobile: +91 98450 12345" in text  # stored as 9845012345
    assert "Mobile: +91 98123 45678" in text  # stored as +919812345678
    label = text[: text.index("PACKING SLIP")]
    assert label.casefold().count(SELLER.casefold()) == 1
    assert SELLER_ADDRESS in label


def test_an_order_with_nothing_to_send_is_named_and_nothing_prints(
    admin_client: TestClient, buyer: User, db_session: Session
) -> None:
    o = _scene(db_session, buyer.id)
    response = admin_client.post(
        f"{ORDERS}/print", json={"orderIds": [o["paid"].id, o["unpaid"].id]}
    )
    assert response.status_code == 409
    assert response.json()["reason"] == "orders.not_printable"
    assert response.json()["params"] == {"number": o["unpaid"].number}
    missing = admin_client.post(f"{ORDERS}/print", json={"orderIds": ["NoSuchOrder00000"]})
    assert missing.status_code == 404
    assert admin_client.post(f"{ORDERS}/print", json={"orderIds": []}).status_code == 422
    many = admin_client.post(f"{ORDERS}/print", json={"orderIds": ["x"] * 101})
    assert many.status_code == 422


def _packed_events(database: Database, order_id: str) -> int:
    with database.sessions() as session:
        return int(
            session.scalar(
                select(func.count())
                .select_from(FulfilmentEvent)
                .where(FulfilmentEvent.order_id == order_id, FulfilmentEvent.to_state == "packed")
            )
            or 0
        )


def _packed_mails(database: Database, order_id: str) -> int:
    with database.sessions() as session:
        return int(
            session.scalar(
                select(func.count())
                .select_from(OutboxMessage)
                .where(OutboxMessage.dedupe_key.contains(f"order-packed:{order_id}"))
            )
            or 0
        )


def test_several_orders_are_packed_in_one_step_once(
    admin_client: TestClient, buyer: User, db_session: Session, database: Database
) -> None:
    o = _scene(db_session, buyer.id)
    ids = [o["paid"].id, o["cod"].id, o["unpaid"].id]
    for _ in range(2):  # a double click
        response = admin_client.post(f"{ORDERS}/packed", json={"orderIds": ids})
        assert response.status_code == 200, response.text
        results = response.json()["results"]
        assert [(r["number"], r["fulfilment"]) for r in results] == [
            (o["paid"].number, "packed"), (o["cod"].number, "packed"),
            (o["unpaid"].number, "unfulfilled"),
        ]  # fmt: skip
        assert [r["refusal"] and r["refusal"]["reason"] for r in results] == [
            None, None, "orders.not_paid",
        ]  # fmt: skip
    for order in (o["paid"], o["cod"]):
        assert _packed_events(database, order.id) == 1
        assert _packed_mails(database, order.id) == 1
    assert _found(admin_client, fulfilment="packed") == [o["paid"].number, o["cod"].number]


def test_racing_admins_pack_each_order_once(
    app: FastAPI,
    live_server: Callable[[Any], str],
    make_user: Callable[..., User],
    buyer: User,
    database: Database,
    settings: Settings,
    db_session: Session,
) -> None:
    o = _scene(db_session, buyer.id)
    admin = make_user(role="admin", name="Racing Admin")
    with database.sessions() as session:
        token = start_session(session, admin.id, Lifetime.from_settings(settings), utcnow())
        session.commit()
    base = live_server(app)
    ids = [o["paid"].id, o["cod"].id]

    def click() -> list[str]:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as http:
            http.cookies.set("khadi_session", token)
            response = http.post(f"{ORDERS}/packed", json={"orderIds": ids})
            assert response.status_code == 200, response.text
            return [r["fulfilment"] for r in response.json()["results"]]

    assert run_together([click for _ in range(8)]) == [["packed", "packed"]] * 8
    for order_id in ids:
        assert _packed_events(database, order_id) == 1
        assert _packed_mails(database, order_id) == 1
