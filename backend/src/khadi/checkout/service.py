"""Checkout (DESIGN.md §6.1): the server prices the cart, snapshots it into an order and asks the
payment provider for an order of exactly that amount.

Rules:
- the amount is the cart summary's `charge` (the sub-total of the cart's buyable lines, priced
  from the database now; spec §9: no tax, no discount), plus the delivery fee for those lines to
  the address's pincode (issue 30: the same quote the cart and checkout show,
  khadi.delivery.quotes); anything the browser says about prices is never read; a pincode India
  Post does not list is refused;
- lines that cannot be bought now (out of stock, coming soon, deleted, unlisted size or type)
  are left in the cart and out of the order — the cart screen shows them apart and its sub-total
  already leaves them out, so the amount shown is the amount charged; a cart with only such
  lines is refused with a message naming them;
- the order is a snapshot: a later change to the cart or the products changes neither what the
  order contains nor what it costs;
- the same `Idempotency-Key` (double click, second tab, retry) is the same order: the key is
  unique per user, so of two concurrent checkouts with one key exactly one INSERT succeeds and
  the other returns the winner's order. The provider is asked for its order before the INSERT,
  outside any transaction, so a checkout that cannot reach the provider stores nothing;
- new checkouts per user are limited (a setting; 429 with Retry-After), counted in the database
  so the limit holds across instances; a repeated key is not counted;
- tracked stock (issue 15) is held for the order's lines in the transaction of its INSERT, by
  conditional decrements (`stock.holds.take`): of N racing checkouts for the last pieces only
  as many succeed as there are pieces, the others are refused with a message naming each short
  line and what is left (and roll back whatever they had taken). The same check runs once before
  the provider is asked, so a checkout that is short anyway opens no provider order;
- a new order is announced to the user's tabs (`orders` {"orderId", "status": "created"}) once
  it has committed; a repeated key announces nothing.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.accounts import limits
from khadi.accounts.models import User
from khadi.cart.pricing import price_cart
from khadi.cart.rules import CartRules
from khadi.catalog.service import catalog_version
from khadi.checkout import errors
from khadi.checkout.dismissal import pay_again
from khadi.checkout.parts import (
    by_key,
    clean_address,
    clean_idempotency_key,
    keep_address,
    shipping_columns,
    short_error,
    snapshot,
    stock_wants,
    take_code,
    unavailable_message,
    usable_code,
    whatsapp_columns,
)
from khadi.checkout.schemas import CheckoutIn, CheckoutOut
from khadi.delivery.quotes import place_of, quote_lines
from khadi.discounts.service import (
    record_use,
)
from khadi.events import EventBus, publish_catalog_changed, publish_user_event
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow
from khadi.orders.models import CURRENCY_INR, METHOD_ONLINE, STATUS_CREATED, Order
from khadi.orders.service import item_out
from khadi.orders.timeline import existing_product_ids
from khadi.payments.provider import PaymentProvider, ProviderError
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.holds import shortfalls, take
from khadi.stock.version import bump_stock_version

log = logging.getLogger(__name__)

MIN_AMOUNT = 100  # paise: Razorpay takes no card payment below ₹1
DESCRIPTION = "Order Payment"  # spec §7


@dataclass(frozen=True)
class CheckoutResult:
    order: Order
    created: bool  # False: the key named an order made earlier


def checkout(
    session: Session,
    provider: PaymentProvider,
    user: User,
    form: CheckoutIn,
    idempotency_key: str | None,
    rules: CartRules,
    *,
    events: EventBus | None = None,
    limit: limits.Limit | None = None,
) -> CheckoutResult:
    """`limit`: new checkouts (each opens a provider order) allowed per user; a repeated key is
    not a new checkout and is never refused."""
    key = clean_idempotency_key(idempotency_key)
    address = clean_address(form)
    user_id = user.id
    earlier = by_key(session, user_id, key, METHOD_ONLINE)
    if earlier is not None:  # issue 30: paying again pays the same order, its stock held again
        return CheckoutResult(pay_again(session, earlier, events=events), created=False)

    priced = price_cart(session, user_id, rules)
    if not priced.lines:
        raise errors.CartEmpty(errors.CART_EMPTY)
    lines = priced.available_lines
    if not lines:
        raise errors.NothingToBuy(unavailable_message(priced.lines))
    items = [snapshot(line) for line in lines]
    # What the cart's summary told the shopper checkout charges for the goods (khadi.cart.summary),
    # less its discount code (issue 31).
    goods = priced.summary.charge
    if goods < MIN_AMOUNT:
        raise errors.NothingToBuy(errors.AMOUNT_TOO_SMALL)
    # issue 30: the delivery line the cart and checkout showed for these lines and this pincode
    delivery = quote_lines(session, place_of(address.pincode), lines)
    amount = goods + delivery.fee.fee
    wants = stock_wants(lines)
    short = shortfalls(session, wants, utcnow())
    if short:
        raise short_error(lines, short)
    code = usable_code(priced.code, user_id, session)
    # Count the attempt, which ends the read transaction: nothing is held while the provider is
    # asked (it may be slow).
    if limit is not None:
        limits.check(session, limit, user_id, attempt=key)
    else:
        session.commit()

    order_id = new_id()
    try:
        provider_order = provider.create_order(amount, CURRENCY_INR, order_id)
    except ProviderError as error:
        log.error("checkout %s: the provider did not create an order: %s", order_id, error)
        raise errors.PaymentUnavailable(errors.COULD_NOT_START_PAYMENT) from None
    now = utcnow()
    stock_settings = read_stock_settings(session)
    held = take(
        session,
        order_id,
        wants,
        hold_until=now + stock_settings.hold,
        threshold=stock_settings.low_stock_threshold,
        now=now,
    )
    if held.short:
        session.rollback()
        log.info("checkout %s: not enough stock, refused", order_id)
        raise short_error(lines, held.short)
    discount = take_code(session, code, user_id, order_id, now=now)
    if held.visible:
        bump_stock_version(session)
    order = Order(
        id=order_id,
        user_id=user_id,
        status=STATUS_CREATED,
        amount=amount,
        currency=CURRENCY_INR,
        cart_total_items=len(items),
        items=items,
        **shipping_columns(address),
        **whatsapp_columns(form, user, address),
        delivery_fee=delivery.fee.fee,
        delivery_zone=delivery.fee.zone.code,
        idempotency_key=key,
        provider=provider.name,
        provider_order_id=provider_order.id,
        placed_at=now,
        updated_at=now,
        **discount,
    )
    session.add(order)
    try:
        session.flush()
        if code is not None:
            record_use(
                session, code, user_id, order_id, amount, now=now,
                expires_at=now + stock_settings.hold,
            )  # fmt: skip
        session.commit()
    except IntegrityError:
        # The same key won in a concurrent request: its order is the one. (Our provider order is
        # simply never paid; Razorpay lets unpaid orders lapse.)
        session.rollback()
        earlier = by_key(session, user_id, key, METHOD_ONLINE)
        if earlier is None:
            raise
        log.info("checkout %s: key already used by order %s", order_id, earlier.id)
        return CheckoutResult(earlier, created=False)
    log.info("checkout: order %s for %d paise (%s)", order_id, amount, provider_order.id)
    if form.save_address:
        keep_address(session, user_id, address)
    if events is not None:
        publish_user_event(events, user_id, "orders", {"orderId": order_id, "status": "created"})
        if held.visible:
            publish_catalog_changed(events, catalog_version(session))
    return CheckoutResult(order, created=True)


def checkout_out(
    session: Session, order: Order, user: User, provider: PaymentProvider
) -> CheckoutOut:
    existing = existing_product_ids(session, [order])
    return CheckoutOut(
        order_id=order.id,
        provider_order_id=order.provider_order_id,
        provider=provider.name,
        key_id=provider.key_id,
        checkout_script_url=provider.checkout_script_url,
        amount=order.amount,
        delivery_fee=order.delivery_fee,
        currency="INR",
        name=order.shipping_name,
        email=user.email,
        contact=order.shipping_mobile,
        description=DESCRIPTION,
        status=order.status,
        cart_total_items=order.cart_total_items,
        items=[item_out(item, existing) for item in order.items],
    )
