"""To the shopper, when their order is paid: what they bought, what they paid, where it goes.
In the shopper's language (facts.language, issue 18)."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.messages.texts import texts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "order_confirmation"


def build(shop: ShopIdentity, facts: OrderFacts, *, cod: bool = False) -> Message:
    """`cod`: a cash-on-delivery order just placed (issue 30): nothing paid yet, the amount to
    hand the courier instead."""
    say = texts(facts.language)
    kind = "cod_placed" if cod else "confirmed"
    intro = say(f"{kind}.intro", name=facts.customer_name, order=facts.order_id,
                amount=format_inr(facts.amount))  # fmt: skip
    link = say("see_orders", url=site_link("/orders"))
    text, html = order_body(facts, intro, say("shipping_to"), link)
    body = frame(shop, say(f"{kind}.heading"), text, html, facts.language)
    subject = say(f"{kind}.subject", order=facts.order_id)
    return Message(
        kind=KIND,
        to=facts.customer_email,
        subject=say("subject_from_shop", subject=subject, shop=shop.name),
        text=body.text,
        html=body.html,
    )
