"""A cancelled cash-on-delivery order tells the shopper so, in their language, without the
card refund's wording (issue 30): nothing was paid, nothing is refunded. Written into the outbox
once, by the move that cancelled (the racing cancels are in test_races)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from tests.cod.support import SHIRT_M, add_line, cancel_mails, cod_checkout, save_settings
from tests.factories import make_product, number_of
from tests.stock.support import set_stock


def _placed(client: TestClient, admin: TestClient, db_session: Session) -> str:
    assert save_settings(admin).status_code == 200
    shirt = make_product(db_session)
    set_stock(db_session, shirt.id, {("M", "Half Sleeve"): 2})
    add_line(client, shirt.id, 1, **SHIRT_M)
    response = cod_checkout(client)
    assert response.status_code == 200, response.text
    order_id: str = response.json()["id"]
    return order_id


def _speaks(db_session: Session, user: User, language: str) -> None:
    row = db_session.get(User, user.id)
    assert row is not None
    row.language = language
    db_session.commit()


def _cancel(admin: TestClient, order_id: str) -> Any:
    response = admin.post(f"/api/v1/admin/orders/{order_id}/cod", json={"to": "cancelled"})
    assert response.status_code == 200, response.text
    return response


def test_a_cancelled_cod_order_mails_the_shopper_once_with_nothing_to_refund(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    order_id = _placed(client, admin, db_session)
    assert cancel_mails(database, order_id) == []

    _cancel(admin, order_id)
    _cancel(admin, order_id)  # a double click

    [mail] = cancel_mails(database, order_id)
    assert mail.to_address == shopper.email
    assert f"Order {number_of(database, order_id)} was cancelled" in mail.subject
    assert "Nothing was paid, so there is nothing to refund" in mail.text_body
    assert "refunded" not in mail.text_body and "card" not in mail.text_body


def test_the_cancellation_is_in_the_shoppers_language(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    _speaks(db_session, shopper, "kn")
    order_id = _placed(client, admin, db_session)
    # the dashboard's ordinary Cancel button cancels a COD order the same way
    response = admin.post(f"/api/v1/admin/orders/{order_id}/cancel", json={"restock": True})
    assert response.status_code == 200, response.text

    [mail] = cancel_mails(database, order_id)
    assert f"ಆರ್ಡರ್ {number_of(database, order_id)} ರದ್ದಾಗಿದೆ" in mail.subject
    assert "ಮರುಪಾವತಿಸಲು ಏನೂ ಇಲ್ಲ" in mail.text_body
    assert "UPI" not in mail.text_body


def test_the_cancellation_in_hindi_says_nothing_is_refunded(
    client: TestClient, shopper: User, admin: TestClient, db_session: Session, database: Database
) -> None:
    _speaks(db_session, shopper, "hi")
    order_id = _placed(client, admin, db_session)
    _cancel(admin, order_id)
    [mail] = cancel_mails(database, order_id)
    assert f"ऑर्डर {number_of(database, order_id)} रद्द कर दिया गया" in mail.subject
    assert "वापस करने के लिए कुछ नहीं है" in mail.text_body
