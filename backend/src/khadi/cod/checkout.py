"""The shopper's cash-on-delivery checkout (issue 30): the order is placed without a payment.

As checkout (khadi.checkout.service) it prices the cart on the server, snapshots the buyable
lines, charges delivery to the pincode and keys the attempt (`Idempotency-Key`: a double click
is one order). Then:

- every COD rule is asked again here (khadi.cod.rules), whatever the page showed: refused with
  a stable code (`cod.off`, `cod.not_to_pincode`, `cod.above_max`, `cod.too_many_open`);
- the amount is goods + delivery + the COD fee: exactly the total the checkout showed, and
  exactly what the courier collects;
- in ONE transaction: a slot of the account's open COD orders is taken by a conditional
  UPDATE (`open_orders < limit`), the stock is taken and marked sold at once (a COD order's
  stock is not held against a timer: it comes back only by a cancel or a return undelivered),
  the order row is inserted (status `cod`, no provider order) and its lines leave the cart.
  Of N racing checkouts of one account, only as many as the limit allows succeed.
"""

from __future__ import annotations

import logging
from typing import cast

from sqlalchemy import Table, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.cart.pricing import price_cart
from khadi.cart.rules import CartRules
from khadi.cart.service import announce_cart, cart_line_count, remove_bought_lines
from khadi.catalog.service import catalog_version
from khadi.checkout import errors as checkout_errors
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
from khadi.checkout.service import MIN_AMOUNT, CheckoutResult
from khadi.cod import errors
from khadi.cod.models import CodAccount
from khadi.cod.rules import open_orders, quote_cod, too_many_open
from khadi.cod.schemas import CodCheckoutIn
from khadi.cod.settings import read_rules
from khadi.delivery.quotes import place_of
from khadi.discounts.service import forget_code, record_use
from khadi.events import EventBus, publish_catalog_changed, publish_user_event
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow
from khadi.orders.models import COD_PLACED, CURRENCY_INR, METHOD_COD, STATUS_COD, Order
from khadi.orders.notices import queue_cod_notices
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.holds import sell, shortfalls, take
from khadi.stock.version import bump_stock_version

log = logging.getLogger(__name__)

ACCOUNTS = cast(Table, CodAccount.__table__)
PROVIDER = "cod"


def _ensure_account(session: Session, user_id: str) -> None:
    """The account's counter row, inserted once (a racing insert loses on the primary key)."""
    if session.get(CodAccount, user_id) is not None:
        session.commit()
        return
    try:
        session.add(CodAccount(user_id=user_id, open_orders=0))
        session.commit()
    except IntegrityError:
        session.rollback()


def _take_slot(session: Session, user_id: str, limit: int) -> bool:
    c = ACCOUNTS.c
    result = session.execute(
        update(ACCOUNTS)
        .where(c.user_id == user_id, c.open_orders < limit)
        .values(open_orders=c.open_orders + 1)
    )
    return bool(result.rowcount == 1)  # type: ignore[attr-defined]


def give_back_slot(session: Session, user_id: str) -> None:
    """A COD order closed (cancelled, collected, returned): its slot back, in the transaction
    of the move that closed it (which happens once)."""
    c = ACCOUNTS.c
    session.execute(
        update(ACCOUNTS)
        .where(c.user_id == user_id, c.open_orders > 0)
        .values(open_orders=c.open_orders - 1)
    )


def cod_checkout(
    session: Session,
    user: User,
    form: CodCheckoutIn,
    idempotency_key: str | None,
    cart_rules: CartRules,
    *,
    events: EventBus | None = None,
) -> CheckoutResult:
    key = clean_idempotency_key(idempotency_key)
    address = clean_address(form)
    user_id = user.id
    earlier = by_key(session, user_id, key, METHOD_COD)
    if earlier is not None:
        return CheckoutResult(earlier, created=False)

    priced = price_cart(session, user_id, cart_rules)
    if not priced.lines:
        raise checkout_errors.CartEmpty(checkout_errors.CART_EMPTY)
    lines = priced.available_lines
    if not lines:
        raise checkout_errors.NothingToBuy(unavailable_message(priced.lines))
    items = [snapshot(line) for line in lines]
    goods = priced.summary.charge
    if goods < MIN_AMOUNT:
        raise checkout_errors.NothingToBuy(checkout_errors.AMOUNT_TOO_SMALL)
    quote = quote_cod(session, user_id, place_of(address.pincode), lines, goods)
    if quote.refused is not None:
        if quote.refused.code == "cod.too_many_open":
            raise errors.TooManyOpen(quote.refused)
        raise errors.CodRefused(quote.refused)
    wants = stock_wants(lines)
    short = shortfalls(session, wants, utcnow())
    if short:
        raise short_error(lines, short)
    code = usable_code(priced.code, user_id, session)
    _ensure_account(session, user_id)

    order_id = new_id()
    now = utcnow()
    rules, _ = read_rules(session)
    if not _take_slot(session, user_id, rules.max_open_orders):
        session.rollback()
        raise errors.TooManyOpen(too_many_open(rules, open_orders(session, user_id)))
    stock_settings = read_stock_settings(session)
    threshold = stock_settings.low_stock_threshold
    held = take(session, order_id, wants, hold_until=now, threshold=threshold, now=now)
    if held.short:
        session.rollback()
        raise short_error(lines, held.short)
    sell(session, order_id, now=now, threshold=threshold)  # held until delivered or cancelled
    # issue 31: a COD order's use is held until it is collected or cancelled (no timer)
    discount = take_code(session, code, user_id, order_id, now=now)
    if held.visible:
        bump_stock_version(session)
    order = Order(
        id=order_id,
        user_id=user_id,
        status=STATUS_COD,
        payment_method=METHOD_COD,
        cod_state=COD_PLACED,
        cod_fee=quote.fee,
        amount=quote.total,
        currency=CURRENCY_INR,
        cart_total_items=len(items),
        items=items,
        **shipping_columns(address),
        **whatsapp_columns(form, user, address),
        delivery_fee=quote.delivery_fee,
        delivery_zone=quote.zone,
        idempotency_key=key,
        provider=PROVIDER,
        provider_order_id=f"{PROVIDER}_{order_id}",
        placed_at=now,
        updated_at=now,
        **discount,
    )
    session.add(order)
    try:
        session.flush()
    except IntegrityError:
        session.rollback()
        earlier = by_key(session, user_id, key, METHOD_COD)
        if earlier is None:
            raise
        return CheckoutResult(earlier, created=False)
    remove_bought_lines(session, user_id, items)
    if code is not None:
        record_use(session, code, user_id, order_id, order.amount, now=now, expires_at=None)
        forget_code(session, user_id)  # the order is placed: the cart's code is spent
    queue_cod_notices(session, order)
    try:
        session.commit()
    except IntegrityError:
        session.rollback()
        earlier = by_key(session, user_id, key, METHOD_COD)
        if earlier is None:
            raise
        return CheckoutResult(earlier, created=False)
    log.info("cod checkout: order %s for %d paise", order_id, order.amount)
    if form.save_address:
        keep_address(session, user_id, address)
    if events is not None:
        publish_user_event(events, user_id, "orders", {"orderId": order_id, "status": STATUS_COD})
        announce_cart(events, user_id, cart_line_count(session, user_id))
        if held.visible:
            publish_catalog_changed(events, catalog_version(session))
    return CheckoutResult(order, created=True)
