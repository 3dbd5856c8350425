"""The e-mails a paid order sends (issue 14), written into the outbox in the transaction of the
paid move itself: only the call whose conditional UPDATE made the order paid writes them, and
each has a dedupe key, so 20 racing confirmations still send one of each. The shopper's e-mails
are in their account's language (issue 18), the shop's alert in English. A shopper who agreed
at checkout also gets the confirmation, shipped and delivered updates on WhatsApp (issue 32)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from khadi.accounts.languages import Language
from khadi.accounts.models import User
from khadi.mail.localize import localized_items, user_language
from khadi.mail.messages import new_order_alert, order_confirmation, order_progress
from khadi.mail.messages.order_lines import OrderFacts
from khadi.mail.outbox import enqueue
from khadi.orders.models import Order
from khadi.orders.whatsapp_updates import queue_whatsapp_for_state, queue_whatsapp_update
from khadi.shop.identity import read_identity
from khadi.whatsapp.models import CONFIRMATION


def order_facts(session: Session, order: Order, language: Language | None = None) -> OrderFacts:
    """The order as its e-mails tell it, in `language` (None: the shopper's own)."""
    user = session.get(User, order.user_id)
    language = language or user_language(user)
    return OrderFacts(
        # issue 32: e-mails name the order by the number a shopper reads out on the phone
        order_id=order.number,
        amount=order.amount,
        items=localized_items(session, order.items, language),
        ship_name=order.shipping_name,
        ship_address=order.shipping_address,
        ship_pincode=order.shipping_pincode,
        ship_mobile=order.shipping_mobile,
        customer_name=user.name if user is not None else order.shipping_name,
        customer_email=user.email if user is not None else "",
        language=language,
    )


def queue_paid_notices(session: Session, order: Order) -> None:
    """The shopper's confirmation and the shop's new-order alert, once per order."""
    shop = read_identity(session)
    confirmation = order_confirmation.build(shop, order_facts(session, order))
    enqueue(session, confirmation, f"order-paid:{order.id}:shopper")
    alert = new_order_alert.build(shop, order_facts(session, order, "en"))
    enqueue(session, alert, f"order-paid:{order.id}:shop")
    queue_whatsapp_update(session, order, CONFIRMATION)


def queue_cod_notices(session: Session, order: Order) -> None:
    """A cash-on-delivery order placed (issue 30): the shopper's note of what to pay the courier
    and the shop's alert to confirm it, once per order."""
    shop = read_identity(session)
    placed = order_confirmation.build(shop, order_facts(session, order), cod=True)
    enqueue(session, placed, f"cod-placed:{order.id}:shopper")
    alert = new_order_alert.build(shop, order_facts(session, order, "en"), cod=True)
    enqueue(session, alert, f"cod-placed:{order.id}:shop")
    queue_whatsapp_update(session, order, CONFIRMATION)


def queue_fulfilment_notice(session: Session, order: Order, state: str) -> None:
    """The shopper's e-mail for a fulfilment move, once per order and state."""
    tracking = None
    if order.tracking_number:
        tracking = order_progress.Tracking(order.courier, order.tracking_number, order.tracking_url)
    message = order_progress.build(
        read_identity(session), order_facts(session, order), state, tracking
    )
    enqueue(session, message, f"order-{state}:{order.id}:shopper")
    queue_whatsapp_for_state(session, order, state)  # shipped and delivered (issue 32)
