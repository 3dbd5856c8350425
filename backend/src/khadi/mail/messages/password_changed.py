"""To a shopper whose password was just changed (by a reset or on their account page)."""

from __future__ import annotations

from khadi.mail.layout import frame, paragraph
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "password_changed"


def build(shop: ShopIdentity, to: str, name: str) -> Message:
    lines = [
        f"Hello {name},",
        f"The password of your {shop.name} account was changed, and every other device was "
        "signed out.",
        "If you did not do this, reset your password from the login page now and tell us.",
    ]
    body = frame(
        shop, "Your password was changed", "\n\n".join(lines), "".join(map(paragraph, lines))
    )
    return Message(
        kind=KIND,
        to=to,
        subject=f"Your {shop.name} password was changed",
        text=body.text,
        html=body.html,
    )
