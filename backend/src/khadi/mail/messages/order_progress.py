"""To the shopper, when their paid order moves on: packed, shipped (with the courier and the
tracking number and link), delivered (with the returns window)."""

from __future__ import annotations

from dataclasses import dataclass

from khadi.mail.envelope import site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "order_progress"


@dataclass(frozen=True)
class Tracking:
    courier: str
    number: str
    url: str  # may be empty


def _say(state: str, facts: OrderFacts, tracking: Tracking | None) -> tuple[str, str, str]:
    """(subject, heading, first paragraph)."""
    order = facts.order_id
    if state == "packed":
        return (
            f"Order {order} is packed",
            "Your order is packed",
            f"Your order {order} is packed and will be handed to the courier soon.",
        )
    if state == "shipped":
        assert tracking is not None
        return (
            f"Order {order} is on its way",
            "Your order is on its way",
            f"Your order {order} has been shipped with {tracking.courier}. "
            f"Tracking number: {tracking.number}.",
        )
    if state == "cancelled":
        return (
            f"Order {order} was cancelled",
            "Your order was cancelled",
            f"Your order {order} was cancelled before it was shipped. The full amount is being "
            "refunded to the card you paid with; banks usually show it within 7–10 business days.",
        )
    return (
        f"Order {order} was delivered",
        "Your order was delivered",
        f"Your order {order} was delivered. If anything arrived defective or damaged, you can "
        "ask for a return within 10 days from your orders page.",
    )


def build(
    shop: ShopIdentity, facts: OrderFacts, state: str, tracking: Tracking | None = None
) -> Message:
    subject, heading, intro = _say(state, facts, tracking)
    if tracking is not None and tracking.url:
        intro += f" Track it: {tracking.url}"
    link = f"See your orders: {site_link('/orders')}"
    text, html = order_body(facts, intro, "Shipping to", link)
    body = frame(shop, heading, text, html)
    return Message(
        kind=KIND,
        to=facts.customer_email,
        subject=f"{subject} — {shop.name}",
        text=body.text,
        html=body.html,
    )
