"""The footer's newsletter form: POST /api/v1/newsletter stores an address once."""

from __future__ import annotations

from functools import partial

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.db import Database
from khadi.site import newsletter
from khadi.site.models import NewsletterSubscription
from tests.waits import run_together

URL = "/api/v1/newsletter"


def stored(db_session: Session) -> list[str]:
    db_session.expire_all()
    return list(db_session.scalars(select(NewsletterSubscription.email)))


def test_a_valid_address_is_stored_lower_cased(client: TestClient, db_session: Session) -> None:
    response = client.post(URL, json={"email": "  Reader@Example.IN "})

    assert response.status_code == 200
    assert response.json() == {
        "message": "Thanks for subscribing!",
        "reason": "site.newsletter_subscribed",
    }
    assert stored(db_session) == ["reader@example.in"]


def test_subscribing_again_is_not_an_error_and_not_stored_twice(
    client: TestClient, db_session: Session
) -> None:
    first = client.post(URL, json={"email": "reader@example.in"})
    again = client.post(URL, json={"email": "READER@example.in"})

    assert again.status_code == 200
    assert again.json() == first.json()  # nobody learns whether an address was already there
    assert stored(db_session) == ["reader@example.in"]


def test_invalid_addresses_get_the_shop_s_message(client: TestClient, db_session: Session) -> None:
    for email, message in (
        ("not-an-email", "Please enter a valid email"),
        ("two@@example.in", "Please enter a valid email"),
        ("a b@example.in", "Please enter a valid email"),
        ("x@" + "a" * 250 + ".in", "Please enter a valid email"),
        ("   ", "Email is required"),
    ):
        response = client.post(URL, json={"email": email})
        assert response.status_code == 422, email
        body = response.json()
        assert body["error"] == "validation_error"
        assert body["message"] == message
        assert body["fields"] == {"email": message}
        # issue 28: the sign-up form's codes, so the footer's refusal is in the shopper's language
        code = "accounts.email_required" if email.isspace() else "accounts.invalid_email"
        assert body["reason"] == code
    not_text = client.post(URL, json={"email": 42})
    assert not_text.status_code == 422
    assert not_text.json()["reason"] == "request.string_type"
    assert stored(db_session) == []


def test_a_cross_site_post_is_refused(client: TestClient) -> None:
    response = client.post(
        URL, json={"email": "reader@example.in"}, headers={"Origin": "https://evil.example"}
    )
    assert response.status_code == 403


def test_concurrent_subscriptions_of_one_address_store_one_row(
    database: Database, db_session: Session
) -> None:
    def subscribe(_: int) -> bool:
        with database.sessions() as session:
            return newsletter.subscribe(session, "race@example.in")

    results = run_together([partial(subscribe, n) for n in range(16)])

    assert all(isinstance(result, bool) for result in results), results  # none raised
    assert results.count(True) == 1
    assert stored(db_session) == ["race@example.in"]
