"""To a shopper who asked to reset their password: a single-use link, valid for a while."""

from __future__ import annotations

from khadi.mail.layout import button, frame, paragraph
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "password_reset"


def build(shop: ShopIdentity, to: str, name: str, link: str, minutes: int) -> Message:
    lines = [
        f"Hello {name},",
        f"Someone asked to reset the password of your {shop.name} account. The link works once, "
        f"for {minutes} minutes:",
    ]
    after = "If it was not you, ignore this e-mail: your password stays as it is."
    text = "\n\n".join([*lines, link, after])
    html = "".join(paragraph(line) for line in lines) + button("Choose a new password", link)
    html += paragraph(f"Or open: {link}") + paragraph(after)
    body = frame(shop, "Reset your password", text, html)
    return Message(
        kind=KIND,
        to=to,
        subject=f"Reset your {shop.name} password",
        text=body.text,
        html=body.html,
        sensitive=True,
    )
