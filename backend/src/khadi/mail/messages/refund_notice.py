"""To the shopper, when a refund of their order is processed (issue 16)."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "refund_notice"


def build(shop: ShopIdentity, facts: OrderFacts, amount: int) -> Message:
    intro = (
        f"We have refunded {format_inr(amount)} for your order {facts.order_id} to the card you "
        "paid with. Banks usually show it within 7–10 business days."
    )
    text, html = order_body(facts, intro, "The order", f"See your orders: {site_link('/orders')}")
    body = frame(shop, "Your refund is on its way", text, html)
    return Message(
        kind=KIND,
        to=facts.customer_email,
        subject=f"Refund of {format_inr(amount)} for order {facts.order_id} — {shop.name}",
        text=body.text,
        html=body.html,
    )
