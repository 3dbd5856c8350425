"""To a shopper who asked to reset their password: a single-use link, valid for a while. In the
account's language (issue 18)."""

from __future__ import annotations

from khadi.mail.layout import button, frame, paragraph
from khadi.mail.messages.texts import texts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "password_reset"


def build(
    shop: ShopIdentity, to: str, name: str, link: str, minutes: int, language: str = "en"
) -> Message:
    say = texts(language)
    lines = [say("hello", name=name), say("reset.asked", shop=shop.name, minutes=minutes)]
    after = say("reset.not_you")
    text = "\n\n".join([*lines, link, after])
    html = "".join(paragraph(line) for line in lines) + button(say("reset.button"), link)
    html += paragraph(say("reset.or_open", link=link)) + paragraph(after)
    body = frame(shop, say("reset.heading"), text, html, language)
    return Message(
        kind=KIND,
        to=to,
        subject=say("reset.subject", shop=shop.name),
        text=body.text,
        html=body.html,
        sensitive=True,
    )
