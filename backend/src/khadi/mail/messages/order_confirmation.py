"""To the shopper, when their order is paid: what they bought, what they paid, where it goes."""

from __future__ import annotations

from khadi.mail.envelope import site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "order_confirmation"


def build(shop: ShopIdentity, facts: OrderFacts) -> Message:
    orders_url = site_link("/orders")
    intro = (
        f"Thank you, {facts.customer_name}. We have received your payment for order "
        f"{facts.order_id} and will ship it within 2–3 business days."
    )
    text, html = order_body(facts, intro, "Shipping to", f"See your orders: {orders_url}")
    body = frame(shop, "Your order is confirmed", text, html)
    return Message(
        kind=KIND,
        to=facts.customer_email,
        subject=f"Order {facts.order_id} confirmed — {shop.name}",
        text=body.text,
        html=body.html,
    )
