"""To the shop, when a second payment arrives for an order already paid: refund it."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import SHOP_ALERTS
from khadi.mail.layout import frame, paragraph
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "duplicate_payment_alert"


def build(shop: ShopIdentity, order_id: str, payment_id: str, amount: int) -> Message:
    text = (
        f"Order {order_id} was already paid, and another payment {payment_id} of "
        f"{format_inr(amount)} arrived for it. The shopper was charged twice: refund payment "
        f"{payment_id} from the payment provider's dashboard."
    )
    body = frame(shop, "A customer paid twice", text, paragraph(text))
    return Message(
        kind=KIND,
        to=SHOP_ALERTS,
        subject=f"Refund needed: order {order_id} paid twice ({format_inr(amount)})",
        text=body.text,
        html=body.html,
    )
