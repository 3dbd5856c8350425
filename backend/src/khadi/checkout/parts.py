"""What both checkouts (online, khadi.checkout.service, and cash on delivery,
khadi.cod.checkout) build an order from: the checked address and its columns, the idempotency
key, the lines' snapshot and stock wants, the refusals for lines that cannot be bought, the
discount code's use, and 'save this address'."""

from __future__ import annotations

import logging
import re
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.languages import known
from khadi.accounts.models import User
from khadi.addresses import book
from khadi.addresses import form as form_rules
from khadi.addresses.errors import InvalidAddress, TooManyAddresses, UnknownPincode
from khadi.addresses.form import Address
from khadi.cart import errors as cart_errors
from khadi.cart.pricing import PricedLine
from khadi.checkout import errors
from khadi.checkout.schemas import CheckoutIn
from khadi.discounts.errors import DiscountRefused
from khadi.discounts.service import (
    CodePrice,
    ensure_customer,
    refusal_after_rollback,
    take_use,
)
from khadi.errors import Text
from khadi.orders.models import Order
from khadi.stock.errors import NotEnoughStock, not_enough_stock
from khadi.stock.holds import Short, Want
from khadi.stock.labels import line_label
from khadi.stock.levels import Variant
from khadi.whatsapp.numbers import wa_number

log = logging.getLogger(__name__)

IDEMPOTENCY_KEY = re.compile(r"[A-Za-z0-9_-]{8,128}")


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


def whatsapp_columns(form: CheckoutIn, user: User, address: Address) -> dict[str, Any]:
    """issue 32: whether the shopper agreed to WhatsApp updates, at the order's mobile number,
    in the language they shop in (the form's, else their account's)."""
    language = known(form.language) or known(user.language) or "en"
    if not form.whatsapp_updates:
        return {"whatsapp_updates": False, "whatsapp_mobile": "", "whatsapp_language": language}
    return {
        "whatsapp_updates": True,
        "whatsapp_mobile": wa_number(address.mobile),
        "whatsapp_language": language,
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


def snapshot(line: PricedLine) -> dict[str, Any]:
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
        "discount": line.discount,  # issue 31: its share of the discount code, paise
        "cartQuantity": line.quantity,
        "cartUnit": line.measure.unit,
    }


def unavailable_message(lines: list[PricedLine]) -> str:
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


def by_key(session: Session, user_id: str, key: str, method: str) -> Order | None:
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


def stock_wants(lines: list[PricedLine]) -> list[Want]:
    return [
        Want(Variant(line.product_id, line.size, line.type), line.quantity, line.measure.unit)
        for line in lines
    ]


def short_error(lines: list[PricedLine], short: list[Short]) -> NotEnoughStock:
    products = {line.product_id: line.product for line in lines if line.product is not None}

    def label(s: Short) -> str:
        product = products.get(s.variant.product_id)
        if product is None:
            return line_label("", s.variant.size, s.variant.type)
        return line_label(
            product.title,
            s.variant.size,
            s.variant.type,
            title_kn=product.title_kn,
            title_hi=product.title_hi,
        )

    return not_enough_stock([(label(s), s.left, s.unit) for s in short])


def usable_code(code: CodePrice | None, user_id: str, session: Session) -> CodePrice | None:
    """Issue 31: the cart's discount code as checkout takes it — None when the cart carries
    none; refused (409, its coded reason) when it cannot be used now, rather than charging more
    than the cart showed. Its customer counter row is made here, before the order's
    transaction (this commits)."""
    if code is None:
        return None
    if code.problem is not None:
        raise DiscountRefused(code.problem)
    assert code.code_id is not None
    ensure_customer(session, code.code_id, user_id)
    return code


def take_code(
    session: Session, code: CodePrice | None, user_id: str, order_id: str, *, now: datetime
) -> dict[str, Any]:
    """One use of the code for the order, in its transaction (a conditional UPDATE: N racing
    checkouts never pass its limits); the order's discount columns. Refused: rolled back. Once
    the order row is flushed, `record_use` writes the use's row."""
    if code is None:
        return {}
    refused = take_use(session, code, user_id, now)
    if refused is not None:
        session.rollback()
        log.info("checkout %s: discount code %s refused at the take", order_id, code.code)
        raise DiscountRefused(refusal_after_rollback(session, code, user_id))
    return {"discount_code": code.code, "discount_amount": code.amount}


def keep_address(session: Session, user_id: str, address: Address) -> None:
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
