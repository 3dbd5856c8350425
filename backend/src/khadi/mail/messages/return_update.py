"""To the shopper, when they ask for a return and when the shop accepts or declines it (issue 16).
The refund of a received return is told by `refund_notice`."""

from __future__ import annotations

from dataclasses import dataclass

from khadi.kit.money import format_inr
from khadi.mail.envelope import site_link
from khadi.mail.layout import frame, paragraph
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "return_update"


@dataclass(frozen=True)
class ReturnFacts:
    return_id: str
    order_id: str
    to: str  # the shopper's e-mail ('' for the shop's own alert)
    customer_name: str
    reason: str
    note: str
    amount: int  # paise
    lines: list[str]  # e.g. '2 × Kurta (M)'


def _say(state: str, facts: ReturnFacts, decline_reason: str) -> tuple[str, str, str]:
    """(subject, heading, first paragraph)."""
    order, worth = facts.order_id, format_inr(facts.amount)
    if state == "requested":
        return (
            f"Return requested for order {order}",
            "We have your return request",
            f"We have your request to return these items of order {order} ({facts.reason}). "
            "We will look at it and write to you once we have decided.",
        )
    if state == "accepted":
        return (
            f"Return accepted for order {order}",
            "Your return is accepted",
            f"We accepted your return for order {order}. Please send the items back to us; once "
            f"they arrive we refund {worth} to the card you paid with.",
        )
    return (
        f"Return declined for order {order}",
        "Your return was declined",
        f"We are sorry: we cannot accept your return for order {order}. Reason: {decline_reason}",
    )


def build(shop: ShopIdentity, facts: ReturnFacts, state: str, decline_reason: str = "") -> Message:
    subject, heading, intro = _say(state, facts, decline_reason)
    link = f"See your orders: {site_link('/orders')}"
    items = [f"- {line}" for line in facts.lines]
    text = "\n".join([intro, "", *items, "", link])
    html = paragraph(intro) + "".join(paragraph(line) for line in facts.lines) + paragraph(link)
    body = frame(shop, heading, text, html)
    return Message(
        kind=KIND,
        to=facts.to,
        subject=f"{subject} — {shop.name}",
        text=body.text,
        html=body.html,
    )
