"""To the shopper, when they ask for a return and when the shop accepts or declines it (issue 16),
in their language (facts.language, issue 18). The refund of a received return is told by
`refund_notice`."""

from __future__ import annotations

from dataclasses import dataclass

from khadi.kit.money import format_inr
from khadi.mail.envelope import site_link
from khadi.mail.layout import frame, paragraph
from khadi.mail.messages.texts import Say, texts
from khadi.mail.messages.texts_en import TEXTS as ENGLISH
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "return_update"
STATES = ("requested", "accepted", "declined")


@dataclass(frozen=True)
class ReturnFacts:
    return_id: str
    order_id: str
    to: str  # the shopper's e-mail ('' for the shop's own alert)
    customer_name: str
    reason: str
    note: str
    amount: int  # paise
    lines: list[str]  # e.g. '2 × Kurta (M)', product titles in `language`
    language: str = "en"  # the shopper's (issue 18); the shop's alert: 'en'


def reason_text(say: Say, reason: str) -> str:
    """'Defective' / 'Damaged' in the message's language (any other reason as it is)."""
    key = f"reason.{reason}"
    return say(key) if key in ENGLISH else reason


def build(shop: ShopIdentity, facts: ReturnFacts, state: str, decline_reason: str = "") -> Message:
    say = texts(facts.language)
    state = state if state in STATES else "declined"
    reason = decline_reason if state == "declined" else reason_text(say, facts.reason)
    values = {"order": facts.order_id, "amount": format_inr(facts.amount), "reason": reason}
    intro = say(f"return_{state}.intro", **values)
    link = say("see_orders", url=site_link("/orders"))
    items = [f"- {line}" for line in facts.lines]
    text = "\n".join([intro, "", *items, "", link])
    html = paragraph(intro) + "".join(paragraph(line) for line in facts.lines) + paragraph(link)
    body = frame(shop, say(f"return_{state}.heading"), text, html, facts.language)
    subject = say(f"return_{state}.subject", order=facts.order_id)
    return Message(
        kind=KIND,
        to=facts.to,
        subject=say("subject_from_shop", subject=subject, shop=shop.name),
        text=body.text,
        html=body.html,
    )
