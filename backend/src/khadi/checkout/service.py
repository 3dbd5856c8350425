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
import re
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.accounts import limits
from khadi.accounts.models import User
from khadi.addresses import book
from khadi.addresses import form as form_rules
from khadi.addresses.errors import InvalidAddress, TooManyAddresses, UnknownPincode
from khadi.addresses.form import Address
from khadi.cart import errors as cart_errors
from khadi.cart.pricing import PricedLine, price_cart
from khadi.cart.rules import CartRules
from khadi.catalog.service import catalog_version
from khadi.checkout import errors
from khadi.checkout.dismissal import pay_again
from khadi.checkout.schemas import CheckoutIn, CheckoutOut
from khadi.delivery.quotes import place_of, quote_lines
from khadi.errors import Text
from khadi.events import EventBus, publish_catalog_changed, publish_user_event
from khadi.kit.ids import new_id
from khadi.kit.time import utcnow
from khadi.orders.models import CURRENCY_INR, METHOD_ONLINE, STATUS_CREATED, Order
from khadi.orders.service import item_out
from khadi.orders.timeline import existing_product_ids
from khadi.payments.provider import PaymentProvider, ProviderError
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.errors import NotEnoughStock, not_enough_stock
from khadi.stock.holds import Short, Want, shortfalls, take
from khadi.stock.labels import line_label
from khadi.stock.levels import Variant
from khadi.stock.version import bump_stock_version

log = logging.getLogger(__name__)

IDEMPOTENCY_KEY = re.compile(r"[A-Za-z0-9_-]{8,128}")
MIN_AMOUNT = 100  # paise: Razorpay takes no card payment below ₹1
DESCRIPTION = "Order Payment"  # spec §7


def shipping_columns(address: Address) -> dict[str, str]:
    """The order's shipping_* columns from a checked address (an online or a COD order alike)."""
    return {
        "shipping_name": address.name,
        "shipping_address": address.address,
        "shipping_pincode": address.pincode,
        "shipping_mobile": address.mobile,
        "shipping_house": address.house,
        "shipping_locality": address.locality,
        "shipping_city": address.city,
        "shipping_district": address.district,
        "shipping_state": address.state,
    }


def clean_address(form: CheckoutIn) -> Address:
    """spec §5 and issue 30 (khadi.addresses.form): every field's problem is in `fields`."""
    try:
        return form_rules.clean_address(form)
    except InvalidAddress as refused:
        if isinstance(refused, UnknownPincode):
            raise
        raise errors.InvalidCheckout(refused.message, fields=refused.fields) from None


def clean_idempotency_key(key: str | None) -> str:
    if not key:
        raise errors.InvalidCheckout(
            errors.KEY_REQUIRED, fields={"Idempotency-Key": errors.KEY_REQUIRED}
        )
    if not IDEMPOTENCY_KEY.fullmatch(key):
        raise errors.InvalidCheckout(
            errors.KEY_INVALID, fields={"Idempotency-Key": errors.KEY_INVALID}
        )
    return key


def _snapshot(line: PricedLine) -> dict[str, Any]:
    """What the order keeps of a cart line. `cartQuantity`/`cartUnit` are the cart's own integer
    quantity and unit, to take exactly this much out of the cart once paid."""
    assert line.product is not None and line.unit_price is not None
    assert line.line_total is not None
    return {
        "productId": line.product_id,
        "title": line.product.title,
        "category": line.product.category,
        "unitPrice": line.unit_price,
        "size": line.size,
        "type": line.type,
        "quantity": line.measure.to_api(line.quantity),
        "unit": "metre" if line.measure.by_length else "piece",
        "lineTotal": line.line_total,
        "cartQuantity": line.quantity,
        "cartUnit": line.measure.unit,
    }


def _unavailable_message(lines: list[PricedLine]) -> str:
    if len(lines) == 1 and (coded := _line_unavailable(lines[0])) is not None:
        return coded
    parts = []
    for line in lines:
        what = f'"{line.product.title}"' if line.product is not None else "An item in your cart"
        parts.append(f"{what}: {line.problem}")
    return "; ".join(parts)


def _line_unavailable(line: PricedLine) -> Text | None:
    """The one line's problem, coded ('"Kurta": This product is out of stock')."""
    problem = line.problem
    if line.product is None:
        return errors.ITEM_GONE if problem == cart_errors.PRODUCT_GONE else None
    if not isinstance(problem, Text) or problem.code not in errors.LINE_UNAVAILABLE:
        return None
    code, pattern = errors.LINE_UNAVAILABLE[problem.code]
    return Text(code, pattern, title=line.product.title)


def _by_key(session: Session, user_id: str, key: str, method: str) -> Order | None:
    """The order this user's key already made, if any. `method` is the asking checkout's
    (`online` or `cod`): a key that made an order the other way is the same key for a different
    request, refused (409) before anything is touched (issue 30)."""
    order = session.scalar(
        select(Order)
        .where(Order.user_id == user_id, Order.idempotency_key == key)
        .execution_options(populate_existing=True)
    )
    if order is not None and order.payment_method != method:
        session.rollback()
        raise errors.KeyReused(errors.KEY_REUSED)
    return order


def _wants(lines: list[PricedLine]) -> list[Want]:
    return [
        Want(Variant(line.product_id, line.size, line.type), line.quantity, line.measure.unit)
        for line in lines
    ]


def _short_error(lines: list[PricedLine], short: list[Short]) -> NotEnoughStock:
    titles = {line.product_id: line.product.title for line in lines if line.product is not None}
    return not_enough_stock(
        [
            (
                line_label(titles.get(s.variant.product_id, ""), s.variant.size, s.variant.type),
                s.left,
                s.unit,
            )
            for s in short
        ]
    )


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
    earlier = _by_key(session, user_id, key, METHOD_ONLINE)
    if earlier is not None:  # issue 30: paying again pays the same order, its stock held again
        return CheckoutResult(pay_again(session, earlier, events=events), created=False)

    priced = price_cart(session, user_id, rules)
    if not priced.lines:
        raise errors.CartEmpty(errors.CART_EMPTY)
    lines = priced.available_lines
    if not lines:
        raise errors.NothingToBuy(_unavailable_message(priced.lines))
    items = [_snapshot(line) for line in lines]
    # What the cart's summary told the shopper checkout charges for the goods (khadi.cart.summary).
    goods = priced.summary.charge
    if goods < MIN_AMOUNT:
        raise errors.NothingToBuy(errors.AMOUNT_TOO_SMALL)
    # issue 30: the delivery line the cart and checkout showed for these lines and this pincode
    delivery = quote_lines(session, place_of(address.pincode), lines)
    amount = goods + delivery.fee.fee
    wants = _wants(lines)
    short = shortfalls(session, wants, utcnow())
    if short:
        raise _short_error(lines, short)
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
        raise _short_error(lines, held.short)
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
        delivery_fee=delivery.fee.fee,
        delivery_zone=delivery.fee.zone.code,
        idempotency_key=key,
        provider=provider.name,
        provider_order_id=provider_order.id,
        placed_at=now,
        updated_at=now,
    )
    session.add(order)
    try:
        session.commit()
    except IntegrityError:
        # The same key won in a concurrent request: its order is the one. (Our provider order is
        # simply never paid; Razorpay lets unpaid orders lapse.)
        session.rollback()
        earlier = _by_key(session, user_id, key, METHOD_ONLINE)
        if earlier is None:
            raise
        log.info("checkout %s: key already used by order %s", order_id, earlier.id)
        return CheckoutResult(earlier, created=False)
    log.info("checkout: order %s for %d paise (%s)", order_id, amount, provider_order.id)
    if form.save_address:
        _keep_address(session, user_id, address)
    if events is not None:
        publish_user_event(events, user_id, "orders", {"orderId": order_id, "status": "created"})
        if held.visible:
            publish_catalog_changed(events, catalog_version(session))
    return CheckoutResult(order, created=True)


def _keep_address(session: Session, user_id: str, address: Address) -> None:
    """'Save this address': kept once (an identical one is not added again), after the order."""
    same = [
        saved for saved in book.list_addresses(session, user_id)
        if (saved.name, saved.house, saved.address, saved.locality, saved.city, saved.pincode,
            saved.mobile) == (address.name, address.house, address.address, address.locality,
                              address.city, address.pincode, address.mobile)
    ]  # fmt: skip
    if same:
        return
    try:
        book.add_address(session, user_id, address)
    except TooManyAddresses:
        session.rollback()  # the order stands; the book is full


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
