"""Order e-mails reach people exactly once (issue 14): one paid order under 20 racing reports
(the browser's verify and the provider's webhooks) sends one confirmation to the shopper and one
alert to the shop, through a real SMTP server; a second payment for it alerts the shop once."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.config import Settings
from khadi.db import Database
from khadi.payments import service, webhook
from khadi.payments.sandbox import SandboxProvider, random_id
from tests.factories import make_order
from tests.mail.conftest import SHOP_EMAIL
from tests.mail.smtp_server import SmtpServer
from tests.payments.support import event_body, hmac_hex, payment_signature
from tests.waits import run_together

FABRIC = {
    "productId": "p_silk",
    "title": "Ilkal Silk Fabric",
    "category": "fabrics",
    "unitPrice": 88000,
    "size": "",
    "type": "",
    "quantity": 2.5,
    "unit": "metre",
    "lineTotal": 220000,
    "cartQuantity": 10,
    "cartUnit": "quarter_metre",
}
SHIRT = {
    "productId": "p_shirt",
    "title": "Handspun Khadi Shirt",
    "category": "shirts",
    "unitPrice": 89900,
    "size": "M",
    "type": "Half Sleeve",
    "quantity": 2,
    "unit": "piece",
    "lineTotal": 179800,
    "cartQuantity": 2,
    "cartUnit": "piece",
}


def _provider(database: Database, settings: Settings) -> SandboxProvider:
    return SandboxProvider(
        database,
        key_secret=settings.sandbox_key_secret,
        webhook_secret=settings.sandbox_webhook_secret,
    )


def test_twenty_racing_reports_send_one_confirmation_and_one_shop_alert(
    mail_settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    provider = _provider(database, mail_settings)
    user = make_user(name="Meera Rao", email="meera@example.in")
    order = make_order(
        db_session,
        user.id,
        items=[FABRIC, SHIRT],
        shipping_name="Meera Rao",
        shipping_address="12, 4th Cross, Vidyanagar, Hubballi",
        shipping_pincode="580021",
        shipping_mobile="+919876543210",
    )
    payment_id = random_id("pay_")
    signature = payment_signature(
        mail_settings.sandbox_key_secret, order.provider_order_id, payment_id
    )

    def verify() -> str:
        with database.sessions() as session:
            return service.verify_payment(
                session,
                provider,
                user.id,
                order_id=order.id,
                provider_order_id=order.provider_order_id,
                payment_id=payment_id,
                signature=signature,
            ).status

    def hook(event: str) -> Callable[[], str]:
        body = event_body(
            event, payment_id=payment_id, order_id=order.provider_order_id, amount=399800
        )
        headers = {
            "X-Razorpay-Signature": hmac_hex(mail_settings.sandbox_webhook_secret, body),
            "X-Razorpay-Event-Id": random_id(),
        }
        return lambda: webhook.receive(database, provider, None, body, headers).outcome

    calls = [verify] * 10 + [hook("payment.captured")] * 5 + [hook("order.paid")] * 5
    results = run_together(calls)
    assert not [r for r in results if isinstance(r, Exception)], results

    # Two delivery rounds at once (two workers): still one of each.
    sent = run_together([deliver, deliver])
    assert sum(sent) == 2
    assert deliver() == 0

    to_shopper = smtp.inbox.to("meera@example.in")
    to_shop = smtp.inbox.to(SHOP_EMAIL)
    assert len(smtp.inbox.received) == 2
    assert len(to_shopper) == len(to_shop) == 1

    confirmation = to_shopper[0]
    assert confirmation.subject == f"Order {order.number} confirmed — Khadi Store"
    assert confirmation.message["From"] == "Gadag Khadi <no-reply@gadagkhadi.in>"
    text = confirmation.part("plain")
    assert "Ilkal Silk Fabric 2.5 m: ₹2,200.00" in text
    assert "Handspun Khadi Shirt (Size M, Half Sleeve) × 2: ₹1,798.00" in text
    assert "Total paid: ₹3,998.00" in text
    assert "12, 4th Cross, Vidyanagar, Hubballi" in text and "Pincode 580021" in text
    assert "https://shop.gadagkhadi.in/orders" in text
    html = confirmation.part("html")
    assert "₹3,998.00" in html and order.number in html

    alert = to_shop[0]
    assert alert.subject == f"New order {order.number}: ₹3,998.00"
    assert "Meera Rao (meera@example.in) paid ₹3,998.00" in alert.part("plain")
    assert "https://shop.gadagkhadi.in/dashboard?tab=orders" in alert.part("plain")


def test_a_second_payment_for_a_paid_order_alerts_the_shop_once(
    mail_settings: Settings,
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    provider = _provider(database, mail_settings)
    user = make_user(email="arjun@example.in")
    order = make_order(db_session, user.id, items=[SHIRT])
    first, second = random_id("pay_"), random_id("pay_")

    def report(payment_id: str) -> Callable[[], str]:
        body = event_body(
            "payment.captured", payment_id=payment_id, order_id=order.provider_order_id,
            amount=179800,
        )  # fmt: skip
        headers = {
            "X-Razorpay-Signature": hmac_hex(mail_settings.sandbox_webhook_secret, body),
            "X-Razorpay-Event-Id": random_id(),
        }
        return lambda: webhook.receive(database, provider, None, body, headers).outcome

    assert report(first)() == "paid"
    outcomes = run_together([report(second)] * 6)
    assert set(outcomes) <= {"duplicate_payment", "duplicate"}  # or seen as the same event
    deliver()

    alerts = [m for m in smtp.inbox.to(SHOP_EMAIL) if m.subject.startswith("Refund needed")]
    assert len(alerts) == 1
    assert alerts[0].subject == f"Refund needed: order {order.id} paid twice (₹1,798.00)"
    assert f"refund payment {second}" in alerts[0].part("plain")
    assert len(smtp.inbox.to("arjun@example.in")) == 1  # the one confirmation
