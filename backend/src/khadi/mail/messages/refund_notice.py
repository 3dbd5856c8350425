"""To the shopper, when a refund of their order is processed (issue 16), in their language
(facts.language, issue 18)."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.messages.texts import texts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "refund_notice"


def build(shop: ShopIdentity, facts: OrderFacts, amount: int) -> Message:
    say = texts(facts.language)
    values = {"amount": format_inr(amount), "order": facts.order_id}
    intro = say("refund.intro", **values)
    link = say("see_orders", url=site_link("/orders"))
    text, html = order_body(facts, intro, say("the_order"), link)
    body = frame(shop, say("refund.heading"), text, html, facts.language)
    subject = say("refund.subject", **values)
    return Message(
        kind=KIND,
        to=facts.customer_email,
        subject=say("subject_from_shop", subject=subject, shop=shop.name),
        text=body.text,
        html=body.html,
    )
