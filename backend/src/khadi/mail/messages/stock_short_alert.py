"""To the shop, when an order is paid after its stock hold lapsed and the stock was gone."""

from __future__ import annotations

from khadi.kit.money import format_inr
from khadi.mail.envelope import SHOP_ALERTS
from khadi.mail.layout import frame, paragraph
from khadi.mail.outbox import Message
from khadi.shop.identity import ShopIdentity

KIND = "stock_short_alert"


def build(shop: ShopIdentity, order_id: str, amount: int, lines: list[str]) -> Message:
    """`lines`: each short line with what is left, e.g. '"Kurta" (M): only 1 left'."""
    intro = (
        f"Order {order_id} was paid ({format_inr(amount)}) after its stock hold ran out, and "
        "these lines are no longer in stock. The order is marked 'paid — out of stock' on the "
        "dashboard: restock them or refund the shopper."
    )
    text = intro + "\n\n" + "\n".join(f"- {line}" for line in lines)
    body = frame(
        shop,
        "Paid — out of stock",
        text,
        paragraph(intro) + "".join(paragraph(line) for line in lines),
    )
    return Message(
        kind=KIND,
        to=SHOP_ALERTS,
        subject=f"Paid — out of stock: order {order_id}",
        text=body.text,
        html=body.html,
    )
