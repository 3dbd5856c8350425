"""To the shop, when an order is paid: pack this."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import SHOP_ALERTS, site_link
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

KIND = "new_order_alert"


def build(shop: ShopIdentity, facts: OrderFacts) -> Message:
    dashboard_url = site_link("/dashboard?tab=orders")
    intro = (
        f"{facts.customer_name} ({facts.customer_email}) paid {format_inr(facts.amount)} for "
        f"order {facts.order_id}."
    )
    text = (
        f"{intro}\n\n{lines_text(facts)}\n\nShip to:\n{address_text(facts)}\n\n"
        f"Dashboard: {dashboard_url}"
    )
    html = (
        paragraph(intro)
        + lines_html(facts)
        + '<h2 style="font-size:16px">Ship to</h2>'
        + address_html(facts)
        + paragraph(f"Dashboard: {dashboard_url}")
    )
    body = frame(shop, "New paid order", text, html)
    return Message(
        kind=KIND,
        to=SHOP_ALERTS,
        subject=f"New order {facts.order_id}: {format_inr(facts.amount)}",
        text=body.text,
        html=body.html,
    )
