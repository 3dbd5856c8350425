"""The cart reminder e-mail (issue 31): the items left in the cart at their prices now, a link
back to the cart and a link that stops these e-mails — in the shopper's language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from khadi.kit.money import format_inr
from khadi.mail.envelope import site_link
from khadi.mail.layout import button, frame, paragraph
from khadi.mail.messages.texts import texts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "cart_reminder"


@dataclass(frozen=True)
class ReminderLine:
    title: str
    quantity: str  # '× 2' or '2.5 m'
    price: int  # paise, the line's total now
    mrp: int | None = None  # paise, the line at its struck-through price, when above


def build(
    shop: ShopIdentity,
    *,
    to: str,
    name: str,
    language: str,
    lines: Sequence[ReminderLine],
    unsubscribe_path: str,
) -> Message:
    say = texts(language)
    cart_url = site_link("/cart")
    stop_url = site_link(unsubscribe_path)
    intro = say("cart_reminder.intro", name=name)
    rows_text = "\n".join(
        f"- {line.title} {line.quantity}: {format_inr(line.price)}"
        + (f" ({say('cart_reminder.mrp', mrp=format_inr(line.mrp))})" if line.mrp else "")
        for line in lines
    )
    text = (
        f"{intro}\n\n{rows_text}\n\n{say('cart_reminder.back', url=cart_url)}\n\n"
        f"{say('cart_reminder.stop', url=stop_url)}"
    )
    cell = 'style="padding:6px 0;border-bottom:1px solid #e7dcc8"'
    rows_html = "".join(
        f"<tr><td {cell}>{escape(line.title)}</td>"
        f'<td {cell} align="right">{escape(line.quantity)}</td>'
        f'<td {cell} align="right">{escape(format_inr(line.price))}'
        + (f"<br><s>{escape(format_inr(line.mrp))}</s>" if line.mrp else "")
        + "</td></tr>"
        for line in lines
    )
    html = (
        paragraph(intro)
        + f'<table style="width:100%;border-collapse:collapse">{rows_html}</table>'
        + button(say("cart_reminder.button"), cart_url)
        + f'<p style="font-size:13px;color:#6b5e4f"><a href="{escape(stop_url, quote=True)}">'
        + f"{escape(say('cart_reminder.stop_label'))}</a></p>"
    )
    body = frame(shop, say("cart_reminder.heading"), text, html, language)
    return Message(
        kind=KIND,
        to=to,
        subject=say("subject_from_shop", subject=say("cart_reminder.subject"), shop=shop.name),
        text=body.text,
        html=body.html,
    )
