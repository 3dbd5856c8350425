"""The owner's one-click WhatsApp message asking a shopper to confirm a cash-on-delivery order
(issue 30): `https://wa.me/<mobile>?text=…`, in the shopper's language (their account's)."""

from __future__ import annotations

from urllib.parse import quote

from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.kit.money import format_inr
from khadi.orders.models import Order
from khadi.shop.identity import read_identity
from khadi.whatsapp.numbers import wa_number

ASK = {
    "en": "Namaste {name}, this is {shop}. You ordered {items} for {amount}, cash on delivery, "
    "to {place} (order {order}). Please reply YES to confirm it, or NO to cancel.",
    "kn": "ನಮಸ್ಕಾರ {name}, ನಾವು {shop}. ನೀವು {items} ಅನ್ನು {amount}ಕ್ಕೆ ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ ಮೂಲಕ "
    "{place}ಗೆ ಆರ್ಡರ್ ಮಾಡಿದ್ದೀರಿ (ಆರ್ಡರ್ {order}). ಖಚಿತಪಡಿಸಲು YES, ರದ್ದುಗೊಳಿಸಲು NO ಎಂದು ಉತ್ತರಿಸಿ.",
    "hi": "नमस्ते {name}, हम {shop} से हैं। आपने {items} {amount} में कैश ऑन डिलीवरी से {place} के "
    "लिए ऑर्डर किया है (ऑर्डर {order})। पुष्टि के लिए YES, रद्द करने के लिए NO लिखें।",
}


def language_of(session: Session, order: Order) -> str:
    user = session.get(User, order.user_id)
    language = user.language if user is not None else "en"
    return language if language in ASK else "en"


def confirm_link(session: Session, order: Order) -> tuple[str, str]:
    """(url, language) of the message asking the shopper to confirm."""
    language = language_of(session, order)
    items = ", ".join(str(item["title"]) for item in order.items[:3])
    if len(order.items) > 3:
        items += " …"
    place = order.shipping_city or order.shipping_district or order.shipping_pincode
    message = ASK[language].format(
        name=order.shipping_name, shop=read_identity(session).name, items=items,
        amount=format_inr(order.amount), place=f"{place} {order.shipping_pincode}".strip(),
        order=order.id,
    )  # fmt: skip
    return f"https://wa.me/{wa_number(order.shipping_mobile)}?text={quote(message)}", language
