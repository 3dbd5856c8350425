"""Racing return work (issue 16), through real HTTP on the run's database (SQLite or
PostgreSQL): racing requests never claim more than was bought, and racing 'received' clicks
refund once, restock once and mail once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME
from khadi.db import Database
from khadi.mail.models import OutboxMessage
from khadi.payments.refund_models import Refund, SandboxRefund
from khadi.returns.models import Return
from tests.payments.support import sandbox
from tests.returns.support import ask, bought_and_delivered, delivered_order
from tests.stock.support import movements, on_hand
from tests.waits import TIMEOUT, run_together


def _count(database: Database, model: Any, *where: Any) -> int:
    with database.sessions() as session:
        return int(session.scalar(select(func.count()).select_from(model).where(*where)) or 0)


@pytest.mark.parametrize("same_key", [False, True])
def test_racing_requests_never_claim_more_than_was_bought(
    same_key: bool,
    app: FastAPI,
    client: TestClient,
    shopper: User,
    db_session: Session,
    database: Database,
    live_server: Callable[[Any], str],
) -> None:
    order = delivered_order(db_session, shopper.id)  # 3 shirts
    token = client.cookies.get(COOKIE_NAME)
    assert token is not None
    base = live_server(app)

    def request(index: int) -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as racer:
            racer.cookies.set(COOKIE_NAME, token)
            key = "same-key-0001" if same_key else f"racing-key-{index:04d}"
            return int(ask(racer, order.id, [(0, 2)], key=key).status_code)

    codes = run_together([lambda i=i: request(i) for i in range(20)])

    assert codes.count(201) == (20 if same_key else 1)
    assert codes.count(409) == (0 if same_key else 19)
    assert _count(database, Return) == 1
    seen = client.get(f"/api/v1/orders/{order.id}").json()
    assert seen["returnable"] == [{"line": 0, "quantity": 1}, {"line": 1, "quantity": 2.5}]


def test_twenty_racing_receive_clicks_refund_restock_and_mail_once(
    app: FastAPI,
    client: TestClient,
    db_session: Session,
    database: Database,
    live_server: Callable[[Any], str],
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    admin = login_as(client, make_user(role="admin"))
    me = login_as(client, make_user())
    order_id, shirt_id = bought_and_delivered(app, client, db_session, admin, me)
    made = ask(client, order_id, [(0, 2)]).json()
    client.cookies.set(COOKIE_NAME, admin)
    assert client.post(f"/api/v1/admin/returns/{made['id']}/accept").status_code == 200
    base = live_server(app)

    def click() -> int:
        with httpx.Client(base_url=base, timeout=TIMEOUT) as racer:
            racer.cookies.set(COOKIE_NAME, admin)
            url = f"/api/v1/admin/returns/{made['id']}/receive"
            return int(racer.post(url, json={"restock": True}).status_code)

    codes = run_together([click for _ in range(20)])

    assert codes == [200] * 20
    sandbox(app).wait_for_webhooks()
    assert _count(database, Refund) == 1
    assert _count(database, SandboxRefund) == 1
    assert on_hand(database, shirt_id, "M", "Half Sleeve") == 2 + 2
    assert movements(database, shirt_id, "return") == 1
    assert _count(database, OutboxMessage, OutboxMessage.kind == "refund_notice") == 1
    detail = client.get(f"/api/v1/admin/orders/{order_id}").json()
    assert detail["refundedAmount"] == 2 * 89_900
