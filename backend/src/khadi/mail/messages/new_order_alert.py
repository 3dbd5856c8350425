"""To the shop, when an order is paid: pack this."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import SHOP_ALERTS, site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "new_order_alert"


def build(shop: ShopIdentity, facts: OrderFacts, *, cod: bool = False) -> Message:
    """`cod`: a cash-on-delivery order (issue 30): confirm it with the shopper, then pack it."""
    dashboard_url = site_link("/dashboard?tab=orders")
    if cod:
        intro = (
            f"{facts.customer_name} ({facts.customer_email}) placed order {facts.order_id}, to "
            f"pay {format_inr(facts.amount)} in cash on delivery. Confirm it with them first: "
            "the order's page has a WhatsApp message ready."
        )
    else:
        intro = (
            f"{facts.customer_name} ({facts.customer_email}) paid {format_inr(facts.amount)} for "
            f"order {facts.order_id}."
        )
    text, html = order_body(facts, intro, "Ship to", f"Dashboard: {dashboard_url}")
    body = frame(shop, "New cash-on-delivery order" if cod else "New paid order", text, html)
    return Message(
        kind=KIND,
        to=SHOP_ALERTS,
        subject=f"New order {facts.order_id}: {format_inr(facts.amount)}",
        text=body.text,
        html=body.html,
    )
