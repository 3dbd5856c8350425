"""To the shopper, when their order is paid: what they bought, what they paid, where it goes."""

from __future__ import annotations

from khadi.mail.envelope import site_link
from khadi.mail.layout import frame, paragraph
from khadi.mail.messages.order_lines import (
    OrderFacts,
    address_html,
    address_text,
    lines_html,
    lines_text,
)
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "order_confirmation"


def build(shop: ShopIdentity, facts: OrderFacts) -> Message:
    orders_url = site_link("/orders")
    intro = (
        f"Thank you, {facts.customer_name}. We have received your payment for order "
        f"{facts.order_id} and will ship it within 2–3 business days."
    )
    text = (
        f"{intro}\n\n{lines_text(facts)}\n\nShipping to:\n{address_text(facts)}\n\n"
        f"See your orders: {orders_url}"
    )
    html = (
        paragraph(intro)
        + lines_html(facts)
        + '<h2 style="font-size:16px">Shipping to</h2>'
        + address_html(facts)
        + paragraph(f"See your orders: {orders_url}")
    )
    body = frame(shop, "Your order is confirmed", text, html)
    return Message(
        kind=KIND,
        to=facts.customer_email,
        subject=f"Order {facts.order_id} confirmed — {shop.name}",
        text=body.text,
        html=body.html,
    )
