"""To a shopper whose password was just changed (by a reset or on their account page), in the
account's language (issue 18)."""

from __future__ import annotations

from khadi.mail.layout import frame, paragraph
from khadi.mail.messages.texts import texts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "password_changed"


def build(shop: ShopIdentity, to: str, name: str, language: str = "en") -> Message:
    say = texts(language)
    lines = [
        say("hello", name=name),
        say("changed.body", shop=shop.name),
        say("changed.not_you"),
    ]
    body = frame(
        shop,
        say("changed.heading"),
        "\n\n".join(lines),
        "".join(map(paragraph, lines)),
        language,
    )
    return Message(
        kind=KIND,
        to=to,
        subject=say("changed.subject", shop=shop.name),
        text=body.text,
        html=body.html,
    )
