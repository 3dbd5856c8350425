"""To the right password's holder of an account under attack (issue 29): the one-time code that
finishes their login. In the account's language."""

from __future__ import annotations

from khadi.mail.layout import frame, paragraph
from khadi.mail.messages.texts import texts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "login_code"


def build(
    shop: ShopIdentity, to: str, name: str, code: str, minutes: int, language: str = "en"
) -> Message:
    say = texts(language)
    lines = [say("hello", name=name), say("login_code.body", shop=shop.name, minutes=minutes)]
    after = say("login_code.not_you")
    text = "\n\n".join([*lines, code, after])
    html = "".join(paragraph(line) for line in lines)
    html += f'<p style="font-size:24px;letter-spacing:4px"><strong>{code}</strong></p>'  # digits
    html += paragraph(after)
    body = frame(shop, say("login_code.heading"), text, html, language)
    return Message(
        kind=KIND,
        to=to,
        subject=say("login_code.subject", shop=shop.name, code=code),
        text=body.text,
        html=body.html,
        sensitive=True,
    )
