"""The shopper's open order popup hears of each return move (issue 16): the request, and the
shop's answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from tests.returns.support import ask, delivered_order
from tests.streams import api_client, open_stream


def test_each_move_reaches_the_shoppers_tabs(
    app: FastAPI,
    client: Any,
    db_session: Session,
    live_server: Callable[[Any], str],
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    shopper = make_user()
    admin = login_as(client, make_user(role="admin"))
    token = login_as(client, shopper)
    order = delivered_order(db_session, shopper.id)
    base = live_server(app)
    expected = {"orderId": order.id, "status": "paid"}

    with open_stream(base, token) as stream:
        assert stream.wait_for("ready") == {"signedIn": True}
        with api_client(base, token) as api:
            made = ask(api, order.id, [(0, 1)])
            assert made.status_code == 201, made.text
        assert stream.wait_for("orders") == expected
        with api_client(base, admin) as shop:
            accepted = shop.post(f"/api/v1/admin/returns/{made.json()['id']}/accept")
            assert accepted.status_code == 200, accepted.text
        assert stream.wait_for("orders") == expected
