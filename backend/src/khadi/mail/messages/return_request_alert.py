"""To the shop, when a shopper asks for a return (issue 16)."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import SHOP_ALERTS
from khadi.mail.layout import frame, paragraph
from khadi.mail.messages.return_update import ReturnFacts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "return_request_alert"


def build(shop: ShopIdentity, facts: ReturnFacts) -> Message:
    intro = (
        f"{facts.customer_name} asks to return items of order {facts.order_id} "
        f"({facts.reason}, worth {format_inr(facts.amount)}). Accept or decline it on the "
        "dashboard's Returns view."
    )
    parts = [intro, *facts.lines]
    if facts.note:
        parts.append(f"Note: {facts.note}")
    body = frame(shop, "Return requested", "\n\n".join(parts), "".join(map(paragraph, parts)))
    return Message(
        kind=KIND,
        to=SHOP_ALERTS,
        subject=f"Return requested: order {facts.order_id}",
        text=body.text,
        html=body.html,
    )
