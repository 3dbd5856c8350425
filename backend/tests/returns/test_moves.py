"""The shop answers a return (issue 16): accept, decline with a reason, and receive — refunded
for exactly those lines through the provider, restocked when ticked, the shopper mailed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME
from khadi.db import Database
from khadi.mail.models import OutboxMessage
from tests.cart.checks import refusal
from tests.factories import number_of
from tests.payments.support import new_key, sandbox
from tests.returns.support import ask, bought_and_delivered
from tests.stock.support import movements, on_hand

ADMIN = "/api/v1/admin/returns"


def _subjects(database: Database, kind: str) -> list[str]:
    with database.sessions() as session:
        return sorted(
            session.scalars(select(OutboxMessage.subject).where(OutboxMessage.kind == kind))
        )


def _people(
    client: TestClient, make_user: Callable[..., User], login_as: Callable[..., str]
) -> tuple[str, str]:
    """(admin's session token, shopper's)."""
    return login_as(client, make_user(role="admin")), login_as(client, make_user())


def test_accepted_received_return_is_refunded_exactly_and_restocked(
    app: FastAPI,
    client: TestClient,
    db_session: Session,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    admin, me = _people(client, make_user, login_as)
    order_id, shirt_id = bought_and_delivered(app, client, db_session, admin, me)
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 2
    made = ask(client, order_id, [(0, 2)], reason="Defective").json()
    refusal(client.post(f"{ADMIN}/{made['id']}/accept"), 403, "Admins only")

    client.cookies.set(COOKIE_NAME, admin)
    early = client.post(f"{ADMIN}/{made['id']}/receive", json={"restock": True})
    refusal(early, 409, "Only an accepted return can be marked received; this one is requested")
    accepted = client.post(f"{ADMIN}/{made['id']}/accept")
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["returns"][0]["status"] == "accepted"
    assert accepted.json()["returns"][0]["decidedAt"] is not None
    assert client.post(f"{ADMIN}/{made['id']}/accept").status_code == 200  # a double click
    refusal(
        client.post(f"{ADMIN}/{made['id']}/decline", json={"reason": "Too late"}),
        409,
        "Only a requested return can be accepted or declined; this one is already accepted",
    )
    listed = client.get("/api/v1/admin/orders", params={"view": "returns"}).json()
    assert [o["id"] for o in listed["items"]] == [order_id]

    received = client.post(f"{ADMIN}/{made['id']}/receive", json={"restock": True})

    assert received.status_code == 200, received.text
    detail = received.json()
    assert detail["refundedAmount"] == 2 * 89_900
    assert detail["refundable"] == 89_900
    assert [(r["amount"], r["reason"]) for r in detail["refunds"]] == [
        (179_800, f"Return {made['id']}")
    ]
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 4
    assert movements(database, shirt_id, "return") == 1
    again = client.post(f"{ADMIN}/{made['id']}/receive", json={"restock": True})
    assert again.status_code == 200 and again.json()["refundedAmount"] == 179_800
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 4
    sandbox(app).wait_for_webhooks()
    assert client.get("/api/v1/admin/orders", params={"view": "returns"}).json()["items"] == []

    client.cookies.set(COOKIE_NAME, me)
    seen = client.get(f"/api/v1/orders/{order_id}").json()
    ret = seen["returns"][0]
    assert ret["status"] == "received" and ret["receivedAt"] is not None
    assert ret["refund"]["amount"] == 179_800 and ret["refund"]["status"] == "processed"
    assert seen["refundedAmount"] == 179_800
    assert seen["returnable"] == [{"line": 0, "quantity": 1}]
    number = number_of(database, order_id)
    assert _subjects(database, "return_update") == [
        f"Return accepted for order {number} — Khadi Store",
        f"Return requested for order {number} — Khadi Store",
    ]
    assert _subjects(database, "refund_notice") == [
        f"Refund of ₹1,798.00 for order {number} — Khadi Store"
    ]


def test_a_declined_return_says_why_and_frees_its_lines(
    app: FastAPI,
    client: TestClient,
    db_session: Session,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    admin, me = _people(client, make_user, login_as)
    order_id, _ = bought_and_delivered(app, client, db_session, admin, me)
    made = ask(client, order_id, [(0, 3)]).json()
    client.cookies.set(COOKIE_NAME, admin)
    decline = f"{ADMIN}/{made['id']}/decline"
    refusal(client.post(decline, json={"reason": "   "}), 422, "Say why the return is declined")
    refusal(
        client.post(decline, json={"reason": "x" * 301}),
        422,
        "Reason must be at most 300 characters",
    )

    declined = client.post(decline, json={"reason": "  Worn and washed  "})

    assert declined.status_code == 200, declined.text
    ret = declined.json()["returns"][0]
    assert (ret["status"], ret["declineReason"]) == ("declined", "Worn and washed")
    assert declined.json()["refundedAmount"] == 0
    refusal(
        client.post(f"{ADMIN}/{made['id']}/receive", json={"restock": False}),
        409,
        "Only an accepted return can be marked received; this one is declined",
    )
    refusal(client.post(f"{ADMIN}/NoSuchReturn000/accept"), 404, "Return not found")
    with database.sessions() as session:
        text = session.scalar(
            select(OutboxMessage.text_body).where(
                OutboxMessage.subject
                == f"Return declined for order {number_of(database, order_id)} — Khadi Store"
            )
        )
    assert text is not None and "Reason: Worn and washed" in text
    client.cookies.set(COOKIE_NAME, me)
    assert client.get(f"/api/v1/orders/{order_id}").json()["returnable"] == [
        {"line": 0, "quantity": 3}
    ]


def test_a_return_never_refunds_more_than_is_left(
    app: FastAPI,
    client: TestClient,
    db_session: Session,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    admin, me = _people(client, make_user, login_as)
    order_id, _ = bought_and_delivered(app, client, db_session, admin, me)
    made = ask(client, order_id, [(0, 3)]).json()
    client.cookies.set(COOKIE_NAME, admin)
    assert client.post(f"{ADMIN}/{made['id']}/accept").status_code == 200
    refund: dict[str, Any] = {"amount": 200_000, "reason": "Goodwill"}
    partial = client.post(
        f"/api/v1/admin/orders/{order_id}/refunds",
        json=refund,
        headers={"Idempotency-Key": new_key()},
    )
    assert partial.status_code == 200, partial.text

    received = client.post(f"{ADMIN}/{made['id']}/receive", json={"restock": False})

    assert received.status_code == 200, received.text
    detail = received.json()
    assert detail["refundedAmount"] == 3 * 89_900 and detail["refundable"] == 0
    assert [r["amount"] for r in detail["refunds"]] == [200_000, 3 * 89_900 - 200_000]
