"""Whether an order may be paid on delivery (issue 30), one computation for the product page's
pincode check, the checkout's option and the checkout itself (which asks again in the order's
transaction, see khadi.cod.checkout):

- the owner has turned cash on delivery on;
- the pincode, and the delivery zone it falls in, are not among those without COD;
- the total to collect (goods + delivery + the COD fee) is at most the largest COD order;
- the account has fewer open COD orders than the owner allows (not known on the product page).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.addresses.directory import Place
from khadi.cart.pricing import PricedLine, price_cart
from khadi.cart.rules import CartRules
from khadi.cod import errors
from khadi.cod.models import CodAccount
from khadi.cod.settings import CodRules, read_rules
from khadi.delivery.quotes import Quote, place_of, quote_lines
from khadi.errors import Text


def refusal(rules: CodRules, place: Place, zone: str, total: int) -> Text | None:
    """Why COD is refused for `total` paise (COD fee included) to this place, or None."""
    if not rules.enabled:
        return errors.OFF
    if place.pincode in rules.excluded_pincodes or zone in rules.excluded_zones:
        return Text("cod.not_to_pincode", errors.NOT_TO_PINCODE, pincode=place.pincode)
    if total > rules.max_order:
        return Text("cod.above_max", errors.ABOVE_MAX, amountPaise=rules.max_order)
    return None


def open_orders(session: Session, user_id: str) -> int:
    count = session.scalar(select(CodAccount.open_orders).where(CodAccount.user_id == user_id))
    return int(count or 0)


def too_many_open(rules: CodRules, count: int) -> Text:
    return Text("cod.too_many_open", errors.TOO_MANY_OPEN, count=count)


def available_for(session: Session, quote: Quote) -> bool | None:
    """The product page's 'Cash on delivery available': true only when a COD checkout of what
    was quoted would be taken (the account's open orders aside); None while the shop does not
    offer cash on delivery at all (nothing to say)."""
    rules, _ = read_rules(session)
    if not rules.enabled:
        return None
    return refusal(rules, quote.place, quote.fee.zone.code, quote.total + rules.fee) is None


@dataclass(frozen=True)
class CodQuote:
    goods: int
    delivery_fee: int
    fee: int
    zone: str
    refused: Text | None

    @property
    def total(self) -> int:
        return self.goods + self.delivery_fee + self.fee


def quote_cod(
    session: Session, user_id: str, place: Place, lines: list[PricedLine], goods: int
) -> CodQuote:
    """What a COD checkout of these lines (whose goods cost `goods`, the cart's charge) to this
    place collects, or why it is refused."""
    rules, _ = read_rules(session)
    delivery = quote_lines(session, place, lines)
    zone = delivery.fee.zone.code
    total = goods + delivery.fee.fee + rules.fee
    refused = refusal(rules, place, zone, total)
    if refused is None:
        count = open_orders(session, user_id)
        if count >= rules.max_open_orders:
            refused = too_many_open(rules, count)
    return CodQuote(goods, delivery.fee.fee, rules.fee, zone, refused)


def quote_cart_cod(session: Session, user_id: str, cart_rules: CartRules, pincode: str) -> CodQuote:
    place = place_of(pincode)
    priced = price_cart(session, user_id, cart_rules)
    return quote_cod(session, user_id, place, priced.available_lines, priced.summary.charge)
