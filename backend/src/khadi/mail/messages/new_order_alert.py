"""To the shop, when an order is paid: pack this."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import SHOP_ALERTS, site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "new_order_alert"


def build(shop: ShopIdentity, facts: OrderFacts) -> Message:
    dashboard_url = site_link("/dashboard?tab=orders")
    intro = (
        f"{facts.customer_name} ({facts.customer_email}) paid {format_inr(facts.amount)} for "
        f"order {facts.order_id}."
    )
    text, html = order_body(facts, intro, "Ship to", f"Dashboard: {dashboard_url}")
    body = frame(shop, "New paid order", text, html)
    return Message(
        kind=KIND,
        to=SHOP_ALERTS,
        subject=f"New order {facts.order_id}: {format_inr(facts.amount)}",
        text=body.text,
        html=body.html,
    )
