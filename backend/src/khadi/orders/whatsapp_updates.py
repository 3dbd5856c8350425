"""An order's WhatsApp updates (issue 32): what each template's body parameters are, queued in
the transaction of the move that causes it (only the call whose conditional UPDATE made the move
gets here; the outbox's dedupe key keeps one per order and kind), and the owner's one-click
wa.me message for a shop without WhatsApp credentials, in the shopper's language.

The templates the owner creates at Meta, one per language (en, kn, hi), take these parameters:

    confirmation  {{1}} name, {{2}} order, {{3}} amount
    shipped       {{1}} name, {{2}} order, {{3}} courier, {{4}} tracking number, {{5}} tracking link
    delivered     {{1}} name, {{2}} order
(docs/whatsapp.md has their suggested wording.)
"""

from __future__ import annotations

from typing import cast
from urllib.parse import quote

from sqlalchemy.orm import Session

from khadi.accounts.languages import Language, known
from khadi.accounts.models import User
from khadi.kit.money import format_inr
from khadi.orders.models import DELIVERED, SHIPPED, Order
from khadi.shop.identity import read_identity
from khadi.whatsapp import models as wa
from khadi.whatsapp.listing import order_messages
from khadi.whatsapp.numbers import wa_number
from khadi.whatsapp.outbox import Update, enqueue
from khadi.whatsapp.schemas import Kind, OrderWhatsAppOut, WhatsAppLinkOut
from khadi.whatsapp.settings import read_settings

KIND_OF_STATE = {SHIPPED: wa.SHIPPED, DELIVERED: wa.DELIVERED}


def _parameters(order: Order, kind: str) -> tuple[str, ...]:
    name, number = order.shipping_name, order.id
    if kind == wa.SHIPPED:
        return (name, number, order.courier, order.tracking_number, order.tracking_url or "-")
    if kind == wa.DELIVERED:
        return (name, number)
    return (name, number, format_inr(order.amount))


def queue_whatsapp_update(session: Session, order: Order, kind: str) -> bool:
    """Queue `kind` for a shopper who agreed at checkout; True when this call queued it."""
    if not order.whatsapp_updates or not order.whatsapp_mobile:
        return False
    update = Update(
        kind=kind,
        order_id=order.id,
        to=order.whatsapp_mobile,
        language=known(order.whatsapp_language) or "en",
        parameters=_parameters(order, kind),
    )
    return enqueue(session, update)


def queue_whatsapp_for_state(session: Session, order: Order, state: str) -> bool:
    kind = KIND_OF_STATE.get(state)
    return kind is not None and queue_whatsapp_update(session, order, kind)


# --- the owner's one-click message (no WhatsApp credentials) --------------------------------

TEXTS = {
    "en": {
        wa.CONFIRMATION: "Namaste {name}, this is {shop}. Thank you for your order {order} of "
        "{amount}. We will message you when it ships.",
        wa.SHIPPED: "Namaste {name}, this is {shop}. Your order {order} has been shipped with "
        "{courier}, tracking number {tracking}. {link}",
        wa.DELIVERED: "Namaste {name}, this is {shop}. Your order {order} has been delivered. "
        "Thank you for shopping with us!",
    },
    "kn": {
        wa.CONFIRMATION: "ನಮಸ್ಕಾರ {name}, ನಾವು {shop}. ನಿಮ್ಮ {amount} ಮೊತ್ತದ ಆರ್ಡರ್ {order}ಗೆ "
        "ಧನ್ಯವಾದಗಳು. ಅದು ರವಾನೆಯಾದಾಗ ನಿಮಗೆ ತಿಳಿಸುತ್ತೇವೆ.",
        wa.SHIPPED: "ನಮಸ್ಕಾರ {name}, ನಾವು {shop}. ನಿಮ್ಮ ಆರ್ಡರ್ {order} ಅನ್ನು {courier} ಮೂಲಕ "
        "ಕಳುಹಿಸಲಾಗಿದೆ, ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ {tracking}. {link}",
        wa.DELIVERED: "ನಮಸ್ಕಾರ {name}, ನಾವು {shop}. ನಿಮ್ಮ ಆರ್ಡರ್ {order} ತಲುಪಿದೆ. ನಮ್ಮಲ್ಲಿ "
        "ಖರೀದಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು!",
    },
    "hi": {
        wa.CONFIRMATION: "नमस्ते {name}, हम {shop} से हैं। {amount} के आपके ऑर्डर {order} के लिए "
        "धन्यवाद। इसके भेजे जाने पर हम आपको बताएँगे।",
        wa.SHIPPED: "नमस्ते {name}, हम {shop} से हैं। आपका ऑर्डर {order} {courier} से भेज दिया "
        "गया है, ट्रैकिंग नंबर {tracking}। {link}",
        wa.DELIVERED: "नमस्ते {name}, हम {shop} से हैं। आपका ऑर्डर {order} पहुँच गया है। हमसे "
        "ख़रीदारी के लिए धन्यवाद!",
    },
}


def shopper_language(session: Session, order: Order) -> str:
    """The language the shopper chose at checkout, else their account's, else English."""
    if order.whatsapp_updates:
        return known(order.whatsapp_language) or "en"
    user = session.get(User, order.user_id)
    return known(user.language if user is not None else None) or "en"


def kind_now(order: Order) -> str:
    if order.fulfilment == DELIVERED:
        return wa.DELIVERED
    if order.fulfilment == SHIPPED:
        return wa.SHIPPED
    return wa.CONFIRMATION


def message_link(session: Session, order: Order) -> tuple[str, str, str]:
    """(https://wa.me/<91number>?text=…, language, kind) telling the shopper where the order
    is now, in their language."""
    language = shopper_language(session, order)
    kind = kind_now(order)
    text = (
        TEXTS[language][kind]
        .format(
            name=order.shipping_name,
            shop=read_identity(session).name,
            order=order.id,
            amount=format_inr(order.amount),
            courier=order.courier,
            tracking=order.tracking_number,
            link=order.tracking_url,
        )
        .strip()
    )
    return f"https://wa.me/{wa_number(order.shipping_mobile)}?text={quote(text)}", language, kind


def order_whatsapp(session: Session, order: Order) -> OrderWhatsAppOut:
    """The owner's order page: the order's WhatsApp updates and their state, or — while the shop
    has no WhatsApp credentials — the one-click wa.me message."""
    configured = read_settings(session).configured
    link = None
    language = shopper_language(session, order)
    if not configured and order.shipping_mobile:
        url, _, kind = message_link(session, order)
        link = WhatsAppLinkOut(url=url, kind=cast(Kind, kind))
    return OrderWhatsAppOut(
        configured=configured,
        opted_in=order.whatsapp_updates,
        language=cast(Language, language),
        link=link,
        messages=order_messages(session, order.id),
    )
