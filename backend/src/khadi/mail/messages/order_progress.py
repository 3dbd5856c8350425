"""To the shopper, when their paid order moves on: packed, shipped (with the courier and the
tracking number and link), delivered (with the returns window); cancelled, and a cancelled
cash-on-delivery order (issue 30: nothing was paid, nothing to refund). In the shopper's language
(facts.language, issue 18)."""

from __future__ import annotations

from dataclasses import dataclass

from khadi.mail.envelope import site_link
from khadi.mail.layout import frame
from khadi.mail.messages.order_lines import OrderFacts, order_body
from khadi.mail.messages.texts import texts
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "order_progress"
STATES = ("packed", "shipped", "cancelled", "cod_cancelled", "delivered")


@dataclass(frozen=True)
class Tracking:
    courier: str
    number: str
    url: str  # may be empty


def build(
    shop: ShopIdentity, facts: OrderFacts, state: str, tracking: Tracking | None = None
) -> Message:
    say = texts(facts.language)
    state = state if state in STATES else "delivered"
    values: dict[str, str] = {"order": facts.order_id}
    if state == "shipped":
        assert tracking is not None
        values.update(courier=tracking.courier, number=tracking.number)
    intro = say(f"{state}.intro", **values)
    if tracking is not None and tracking.url:
        intro += " " + say("track_it", url=tracking.url)
    link = say("see_orders", url=site_link("/orders"))
    text, html = order_body(facts, intro, say("shipping_to"), link)
    body = frame(shop, say(f"{state}.heading"), text, html, facts.language)
    subject = say(f"{state}.subject", order=facts.order_id)
    return Message(
        kind=KIND,
        to=facts.customer_email,
        subject=say("subject_from_shop", subject=subject, shop=shop.name),
        text=body.text,
        html=body.html,
    )
