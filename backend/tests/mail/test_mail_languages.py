"""Shopper e-mails in the shopper's language (issue 18): the account's saved language picks the
texts when the message is queued (a later change of language, or a retry, sends the same text),
products show their Kannada/Hindi titles where they have one, amounts stay en-IN rupees; the
shop's alerts stay English. Through the real outbox and a real SMTP server."""

from __future__ import annotations

import re
import string
from collections.abc import Callable

import pytest
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.accounts.password_reset import request_reset
from khadi.db import Database
from khadi.mail.messages import (
    order_confirmation,
    order_progress,
    password_changed,
    password_reset,
    refund_notice,
    return_update,
)
from khadi.mail.messages.order_lines import OrderFacts
from khadi.mail.messages.return_update import ReturnFacts
from khadi.mail.messages.texts import CATALOGUES
from khadi.orders.models import Order
from khadi.orders.notices import queue_fulfilment_notice, queue_paid_notices
from khadi.shop.identity import DEFAULT_IDENTITY
from tests.factories import make_order, make_product
from tests.mail.conftest import SHOP_EMAIL
from tests.mail.smtp_server import SmtpServer

SHIRT_KN = "ಕೈನೂಲಿನ ಖಾದಿ ಅಂಗಿ"
SHIRT_HI = "हाथ से कती खादी की कमीज़"
KANNADA = re.compile("[\u0c80-\u0cff]")
DEVANAGARI = re.compile("[\u0900-\u097f]")


def _line(product_id: str, title: str = "Handspun Khadi Shirt") -> dict[str, object]:
    return {
        "productId": product_id,
        "title": title,
        "category": "shirts",
        "unitPrice": 92250,
        "size": "M",
        "type": "Half Sleeve",
        "quantity": 2,
        "unit": "piece",
        "lineTotal": 184500,
        "cartQuantity": 2,
        "cartUnit": "piece",
    }


def _paid_order(database: Database, db_session: Session, user: User, **product: str) -> Order:
    shirt = make_product(db_session, **product)
    order = make_order(db_session, user.id, items=[_line(shirt.id)])
    with database.sessions() as session:
        queue_paid_notices(session, session.get(Order, order.id) or order)
        session.commit()
    return order


def test_a_kannada_shopper_gets_the_order_confirmation_in_kannada(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    user = make_user(email="kavya@example.in", name="Kavya", language="kn")
    order = _paid_order(database, db_session, user, title_kn=SHIRT_KN, title_hi=SHIRT_HI)
    # The language was decided when the mail was queued: switching now changes nothing sent.
    with database.sessions() as session:
        stored = session.get(User, user.id)
        assert stored is not None
        stored.language = "en"
        session.commit()

    assert deliver() == 2
    [mail] = smtp.inbox.to("kavya@example.in")
    assert mail.subject == f"ಆರ್ಡರ್ {order.number} ಖಚಿತವಾಗಿದೆ — Khadi Store"
    text = mail.part("plain")
    assert f"ಧನ್ಯವಾದಗಳು, Kavya. ಆರ್ಡರ್ {order.number} ಗಾಗಿ ನಿಮ್ಮ ಪಾವತಿ ನಮಗೆ ತಲುಪಿದೆ." in text
    # issue 28: the size chart's type in Kannada too, not 'Half Sleeve'
    assert f"- {SHIRT_KN} (ಅಳತೆ M, ಅರ್ಧ ತೋಳು) × 2: ₹1,845.00" in text
    assert "ಪಾವತಿಸಿದ ಒಟ್ಟು ಮೊತ್ತ: ₹1,845.00" in text
    assert "ತಲುಪಿಸುವ ವಿಳಾಸ:" in text and "ಪಿನ್‌ಕೋಡ್ 571431" in text
    assert "ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳನ್ನು ನೋಡಿ: https://shop.gadagkhadi.in/orders" in text
    assert "Thank you" not in text and "Total paid" not in text and "Sleeve" not in text
    html = mail.part("html")
    assert '<html lang="kn-IN">' in html
    assert SHIRT_KN in html and "ನಿಮ್ಮ ಆರ್ಡರ್ ಖಚಿತವಾಗಿದೆ" in html

    # The shop's alert stays English, with the order's English title.
    [alert] = smtp.inbox.to(SHOP_EMAIL)
    assert alert.subject == f"New order {order.number}: ₹1,845.00"
    assert "Handspun Khadi Shirt (Size M, Half Sleeve)" in alert.part("plain")
    assert not KANNADA.search(alert.part("plain"))


def test_a_hindi_shopper_gets_hindi_and_an_untranslated_title_in_english(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    user = make_user(email="ravi@example.in", name="Ravi", language="hi")
    order = _paid_order(database, db_session, user, title_kn=SHIRT_KN)  # no Hindi title

    assert deliver() == 2
    [mail] = smtp.inbox.to("ravi@example.in")
    assert mail.subject == f"ऑर्डर {order.number} की पुष्टि हो गई — Khadi Store"
    text = mail.part("plain")
    assert f"धन्यवाद, Ravi। ऑर्डर {order.number} के लिए आपका भुगतान हमें मिल गया है" in text
    assert "- Handspun Khadi Shirt (साइज़ M, आधी बाँह) × 2: ₹1,845.00" in text
    assert "कुल भुगतान: ₹1,845.00" in text
    assert '<html lang="hi-IN">' in mail.part("html")

    with database.sessions() as session:
        shipped = session.get(Order, order.id)
        assert shipped is not None
        shipped.courier, shipped.tracking_number = "India Post", "EM123456789IN"
        queue_fulfilment_notice(session, shipped, "shipped")
        session.commit()
    assert deliver() == 1
    progress = smtp.inbox.to("ravi@example.in")[1]
    assert progress.subject == f"ऑर्डर {order.number} रास्ते में है — Khadi Store"
    assert "India Post से भेज दिया गया है। ट्रैकिंग नंबर: EM123456789IN।" in progress.part("plain")


def test_an_english_shopper_and_an_unknown_language_get_english(
    database: Database,
    db_session: Session,
    make_user: Callable[..., User],
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    user = make_user(email="asha@example.in", language="en")
    order = _paid_order(database, db_session, user, title_kn=SHIRT_KN, title_hi=SHIRT_HI)
    assert deliver() == 2
    [mail] = smtp.inbox.to("asha@example.in")
    assert mail.subject == f"Order {order.number} confirmed — Khadi Store"
    assert "- Handspun Khadi Shirt (Size M, Half Sleeve) × 2: ₹1,845.00" in mail.part("plain")
    assert '<html lang="en-IN">' in mail.part("html")


def test_a_kannada_password_reset_and_change_notice(
    database: Database,
    make_user: Callable[..., User],
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    make_user(email="kavya@example.in", name="Kavya", language="kn")
    with database.sessions() as session:
        request_reset(session, "kavya@example.in", limit=3, valid_minutes=30)
    assert deliver() == 1
    [reset] = smtp.inbox.to("kavya@example.in")
    assert reset.subject == "ನಿಮ್ಮ Khadi Store ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ"
    text = reset.part("plain")
    assert "ನಮಸ್ಕಾರ Kavya," in text
    assert "ಈ ಲಿಂಕ್ ಒಮ್ಮೆ ಮಾತ್ರ, 30 ನಿಮಿಷಗಳವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ:" in text
    assert "ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ" in reset.part("html")
    link = re.search(r"reset-password\?token=([\w-]+)", text)
    assert link is not None


# --- the catalogues and every message, in every language ---------------------------------------


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("language", ["kn", "hi"])
def test_every_text_is_translated_with_the_same_placeholders(language: str) -> None:
    english, other = CATALOGUES["en"], CATALOGUES[language]
    assert other.keys() == english.keys()
    script = KANNADA if language == "kn" else DEVANAGARI
    for key, text in english.items():
        assert _fields(other[key]) == _fields(text), key
        if key != "subject_from_shop":
            assert script.search(other[key]), key


FACTS = OrderFacts(
    order_id="ord1",
    amount=184500,
    items=[_line("p1", '<b>"Kurta"</b>')],
    ship_name="Asha",
    ship_address="12 Temple Road",
    ship_pincode="571431",
    ship_mobile="9876543210",
    customer_name="Asha {name} <i>",
    customer_email="asha@example.in",
)


@pytest.mark.parametrize("language", ["en", "kn", "hi"])
def test_every_shopper_message_builds_in_each_language_and_escapes(language: str) -> None:
    facts = OrderFacts(**{**FACTS.__dict__, "language": language})
    tracking = order_progress.Tracking("India Post", "EM1", "https://track.example/?a=1&b=2")
    ret = ReturnFacts(
        "r1", "ord1", "asha@example.in", "Asha", "Damaged", "", 92250, ["1 × K"], language
    )
    messages = [
        order_confirmation.build(DEFAULT_IDENTITY, facts),
        *(
            order_progress.build(DEFAULT_IDENTITY, facts, state, tracking)
            for state in order_progress.STATES
        ),
        refund_notice.build(DEFAULT_IDENTITY, facts, 92250),
        *(
            return_update.build(DEFAULT_IDENTITY, ret, state, "Worn")
            for state in return_update.STATES
        ),
        password_reset.build(DEFAULT_IDENTITY, "a@x.in", "Asha", "https://x/r?t=1", 30, language),
        password_changed.build(DEFAULT_IDENTITY, "a@x.in", "Asha", language),
    ]
    script = {"kn": KANNADA, "hi": DEVANAGARI}.get(language)
    for message in messages:
        assert "<b>" not in message.html and "<i>" not in message.html
        assert f'<html lang="{language}-IN">' in message.html
        if script is not None:
            assert script.search(message.subject), message.kind
    assert "Asha {name} &lt;i&gt;" in messages[0].html  # braces in a name are just text
    accepted = messages[-4]
    assert accepted.kind == "return_update" and "₹922.50" in accepted.text
