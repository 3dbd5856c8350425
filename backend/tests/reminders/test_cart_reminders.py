"""Carts that come back (issue 31): a signed-in shopper's cart left for the owner's number of
hours gets one reminder e-mail in their language — its items at today's prices, a link back and
an unsubscribe link that works without signing in — at most one per cart change, none once they
order; the dashboard counts reminders and carts recovered."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.cart.models import CartActivity
from khadi.cli import main
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from khadi.reminders.models import CartReminder
from tests.factories import make_product
from tests.mail.smtp_server import SmtpServer
from tests.payments.support import SHIRT_M, add_line, checkout_ok
from tests.reminders.support import activity, reminders, sweep
from tests.waits import run_together


def _token(text: str) -> str:
    found = re.search(r"/api/v1/cart-reminders/unsubscribe\?token=([\w.-]+)", text)
    assert found, text
    return found.group(1)


def test_a_cart_left_six_hours_gets_one_reminder_with_its_items_at_todays_prices(
    client: TestClient,
    shopper: User,
    db_session: Session,
    settings: Settings,
    database: Database,
) -> None:
    shirt = make_product(db_session, title="Handspun Khadi Shirt", price=89900, mrp=99900)
    add_line(client, shirt.id, 2, **SHIRT_M)

    assert sweep(settings, database, utcnow() + timedelta(hours=5, minutes=59)) == 0
    assert reminders(db_session) == []

    db_session.execute(update(type(shirt)).where(type(shirt).id == shirt.id).values(price=79900))
    db_session.commit()  # the price drops while the cart waits: the e-mail says today's
    assert sweep(settings, database) == 1
    [mail] = reminders(db_session)
    assert mail.to_address == shopper.email
    assert "Your cart is waiting" in mail.subject
    assert "Handspun Khadi Shirt (M, Half Sleeve) × 2: ₹1,598.00" in mail.text_body
    assert "MRP ₹1,998.00" in mail.text_body
    assert "{{site_url}}/cart" in mail.text_body
    assert _token(mail.text_body)

    # left as it is: no second reminder, however many sweeps
    assert sweep(settings, database) == 0
    assert sweep(settings, database, utcnow() + timedelta(days=3)) == 0
    # changed again, and left again: one more
    add_line(client, shirt.id, 1, **SHIRT_M)
    assert sweep(settings, database) == 1
    assert len(reminders(db_session)) == 2


def test_the_reminder_is_in_the_shoppers_language(
    client: TestClient,
    shopper: User,
    db_session: Session,
    settings: Settings,
    database: Database,
) -> None:
    db_session.execute(update(User).where(User.id == shopper.id).values(language="kn"))
    db_session.commit()
    shirt = make_product(db_session, title="Handspun Khadi Shirt", title_kn="ಖಾದಿ ಅಂಗಿ")
    add_line(client, shirt.id, 1, **SHIRT_M)
    assert sweep(settings, database) == 1
    [mail] = reminders(db_session)
    assert "ನಿಮ್ಮ ಕಾರ್ಟ್ ಕಾಯುತ್ತಿದೆ" in mail.subject
    assert "ಖಾದಿ ಅಂಗಿ" in mail.text_body
    assert 'lang="kn-IN"' in mail.html_body


def test_no_reminder_once_they_order_or_when_the_owner_turned_reminders_off(
    client: TestClient,
    shopper: User,
    db_session: Session,
    settings: Settings,
    database: Database,
    admin_client: TestClient,
) -> None:
    shirt = make_product(db_session)
    add_line(client, shirt.id, 2, **SHIRT_M)
    order = checkout_ok(client)
    db_session.execute(update(Order).where(Order.id == order["orderId"]).values(status="paid"))
    db_session.commit()
    assert sweep(settings, database) == 0

    add_line(client, shirt.id, 1, **SHIRT_M)  # a new change after the order: remind again

    def save(hours: int) -> dict[str, object]:
        shop = admin_client.get("/api/v1/shop").json()
        response = admin_client.put("/api/v1/admin/shop", json={**shop, "cartReminderHours": hours})
        body: dict[str, object] = response.json()
        body["status"] = response.status_code
        return body

    saved = save(0)
    assert (saved["status"], saved["cartReminderHours"]) == (200, 0)
    assert sweep(settings, database) == 0
    refused = save(169)
    assert refused["status"] == 422
    assert refused["fieldReasons"] == {
        "cartReminderHours": {"reason": "shop.cart_reminder_hours", "params": {}}
    }
    assert save(2)["status"] == 200
    assert sweep(settings, database, utcnow() + timedelta(hours=2, minutes=1)) == 1


def test_the_unsubscribe_link_works_signed_out_and_stops_every_reminder(
    client: TestClient,
    app: object,
    shopper: User,
    db_session: Session,
    settings: Settings,
    database: Database,
) -> None:
    shirt = make_product(db_session)
    add_line(client, shirt.id, 1, **SHIRT_M)
    assert sweep(settings, database) == 1
    token = _token(reminders(db_session)[0].text_body)

    guest = TestClient(app)  # type: ignore[arg-type]  # no session cookie
    page = guest.get("/api/v1/cart-reminders/unsubscribe", params={"token": token})
    assert page.status_code == 200
    assert "Stop cart reminders" in page.text
    record = activity(db_session, shopper.id)
    assert record is not None and not record.unsubscribed  # opening the link stops nothing

    done = guest.post("/api/v1/cart-reminders/unsubscribe", data={"token": token})
    assert done.status_code == 200
    assert "no more cart reminders" in done.text
    record = activity(db_session, shopper.id)
    assert record is not None and record.unsubscribed

    add_line(client, shirt.id, 1, **SHIRT_M)
    assert sweep(settings, database) == 0

    forged = token.split(".")[0] + ".AAAAAAAAAAAAAAAAAAAAAAAA"
    assert (
        guest.post("/api/v1/cart-reminders/unsubscribe", data={"token": forged}).status_code == 404
    )
    assert guest.get("/api/v1/cart-reminders/unsubscribe", params={"token": "x"}).status_code == 404


def test_the_dashboard_counts_reminders_sent_and_carts_recovered(
    client: TestClient,
    shopper: User,
    db_session: Session,
    settings: Settings,
    database: Database,
    admin_client: TestClient,
) -> None:
    shirt = make_product(db_session)
    add_line(client, shirt.id, 1, **SHIRT_M)
    assert sweep(settings, database) == 1
    counts = admin_client.get("/api/v1/admin/cart-reminders").json()
    assert counts == {"sent": 1, "recovered": 0, "hours": 6}

    order = checkout_ok(client)
    db_session.execute(update(Order).where(Order.id == order["orderId"]).values(status="paid"))
    db_session.commit()
    counts = admin_client.get("/api/v1/admin/cart-reminders").json()
    assert (counts["sent"], counts["recovered"]) == (1, 1)


# --- exactly once ------------------------------------------------------------------------------


def test_sweeps_racing_over_two_instances_write_each_reminder_once(
    client: TestClient,
    shopper: User,
    db_session: Session,
    settings: Settings,
    database_url: str,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    """Eight sweeps at once, on two connection pools (two instances) of one database (SQLite
    or PostgreSQL, KHADI_TEST_DB), over three due carts: three reminders, one each."""
    shirt = make_product(db_session)
    add_line(client, shirt.id, 1, **SHIRT_M)
    for _ in range(2):
        other = make_user()
        login_as(client, other)
        add_line(client, shirt.id, 2, **SHIRT_M)
    first, second = Database(database_url), Database(database_url)
    now = utcnow() + timedelta(hours=7)
    try:
        written = run_together(
            [lambda: sweep(settings, first, now), lambda: sweep(settings, second, now)] * 4
        )
    finally:
        first.dispose()
        second.dispose()
    assert all(isinstance(count, int) for count in written), written
    assert sum(written) == 3
    mails = reminders(db_session)
    assert len(mails) == 3
    assert len({mail.to_address for mail in mails}) == 3
    assert db_session.scalar(select(func.count()).select_from(CartReminder)) == 3


def test_the_reminder_arrives_once_at_a_real_smtp_server(
    client: TestClient,
    shopper: User,
    db_session: Session,
    mail_settings: Settings,
    database: Database,
    deliver: Callable[[], int],
    smtp: SmtpServer,
) -> None:
    shirt = make_product(db_session, title="Ilkal Saree")
    add_line(client, shirt.id, 1, **SHIRT_M)
    now = utcnow() + timedelta(hours=7)
    assert sum(run_together([lambda: sweep(mail_settings, database, now)] * 4)) == 1
    assert sum(run_together([deliver, deliver])) == 1
    assert deliver() == 0
    [received] = smtp.inbox.to(shopper.email)
    assert "Your cart is waiting" in received.subject
    text = received.part("plain")
    assert "Ilkal Saree" in text
    assert "https://shop.gadagkhadi.in/cart" in text
    assert "https://shop.gadagkhadi.in/api/v1/cart-reminders/unsubscribe?token=" in text
    assert "Go to your cart" in received.part("html")


def test_cron_writes_the_due_reminders_with_khadi_mail_remind_carts(
    client: TestClient,
    shopper: User,
    db_session: Session,
    cli_env: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    add_line(client, make_product(db_session).id, 1, **SHIRT_M)
    db_session.execute(
        update(CartActivity)
        .where(CartActivity.user_id == shopper.id)
        .values(changed_at=utcnow() - timedelta(hours=7))
    )
    db_session.commit()
    assert main(["mail", "remind-carts"]) == 0
    assert main(["mail", "remind-carts"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "cart reminders: 1 written to the outbox",
        "cart reminders: 0 written to the outbox",
    ]
    assert len(reminders(db_session)) == 1
