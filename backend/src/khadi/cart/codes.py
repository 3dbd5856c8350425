"""The cart's discount-code box (issue 31): enter a code, take it off. A code that cannot be
used for this cart now (unknown, paused, not yet started, expired, used up, below its minimum,
for none of these items) is refused with its coded reason and not kept. A kept code can stop
working later (it expires, the cart changes): the summary then says why and takes nothing off,
and checkout refuses it rather than charge more than the shopper expected."""

from __future__ import annotations

from sqlalchemy.orm import Session

from khadi.cart.pricing import cart_out, price_cart
from khadi.cart.rules import CartRules
from khadi.cart.schemas import CartOut
from khadi.cart.service import announce_cart, cart_line_count
from khadi.discounts import errors as discount_errors
from khadi.discounts.service import apply_code, clean_code, forget_code
from khadi.events import EventBus
from khadi.media.storage import MediaStore


def enter_code(
    session: Session,
    store: MediaStore,
    user_id: str,
    raw: str,
    rules: CartRules,
    *,
    events: EventBus | None = None,
) -> CartOut:
    code = clean_code(raw)
    apply_code(session, user_id, code)
    priced = price_cart(session, user_id, rules)
    if priced.code is not None and priced.code.problem is not None:
        session.rollback()
        problem = priced.code.problem
        raise discount_errors.DiscountRefused(problem, fields={"code": problem})
    session.commit()
    announce_cart(events, user_id, cart_line_count(session, user_id))
    return cart_out(session, priced, store, rules)


def remove_code(
    session: Session,
    store: MediaStore,
    user_id: str,
    rules: CartRules,
    *,
    events: EventBus | None = None,
) -> CartOut:
    if forget_code(session, user_id):
        session.commit()
        announce_cart(events, user_id, cart_line_count(session, user_id))
    return cart_out(session, price_cart(session, user_id, rules), store, rules)
