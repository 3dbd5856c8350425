"""To the shopper, when their order is paid: what they bought, what they paid, where it goes.
In the shopper's language (facts.language, issue 18)."""

from __future__ import annotations

from khadi.mail.envelope import site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.messages.texts import texts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "order_confirmation"


def build(shop: ShopIdentity, facts: OrderFacts) -> Message:
    say = texts(facts.language)
    intro = say("confirmed.intro", name=facts.customer_name, order=facts.order_id)
    link = say("see_orders", url=site_link("/orders"))
    text, html = order_body(facts, intro, say("shipping_to"), link)
    body = frame(shop, say("confirmed.heading"), text, html, facts.language)
    subject = say("confirmed.subject", order=facts.order_id)
    return Message(
        kind=KIND,
        to=facts.customer_email,
        subject=say("subject_from_shop", subject=subject, shop=shop.name),
        text=body.text,
        html=body.html,
    )
