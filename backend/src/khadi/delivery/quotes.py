"""Delivery quotes (issue 30): one computation for the product page, the cart, checkout's line
and the amount checkout charges, so what is shown is what is charged.

- `quote_cart`: the signed-in shopper's cart lines that can be bought now (as checkout buys
  them: cart.pricing), to a pincode;
- `quote_product`: one product (a size, a quantity) to a pincode, for its page.
An unknown pincode is refused (`unknown_pincode`), as checkout refuses it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy.orm import Session

from khadi.addresses import errors as address_errors
from khadi.addresses.directory import Place, look_up
from khadi.addresses.form import PINCODE
from khadi.cart.models import UNIT_PIECE, UNIT_QUARTER_METRE
from khadi.cart.pricing import PricedLine, price_cart
from khadi.cart.rules import CartRules, line_total
from khadi.catalog import pricing
from khadi.catalog.categories import is_fabric
from khadi.catalog.models import Product
from khadi.delivery.rules import Charges, Fee, Parcel, add_for_free, delivery_fee
from khadi.delivery.schemas import DeliveryQuoteOut
from khadi.delivery.service import read_charges
from khadi.errors import NotFound

PRODUCT_NOT_FOUND = "Product not found"
QUARTERS_PER_METRE = 4


@dataclass(frozen=True)
class Quote:
    place: Place
    fee: Fee
    goods: int
    free_above: int
    add_for_free: int = 0  # paise of goods to add for free delivery (rules.add_for_free)

    @property
    def total(self) -> int:
        return self.goods + self.fee.fee

    def to_out(self) -> DeliveryQuoteOut:
        zone = self.fee.zone
        return DeliveryQuoteOut(
            pincode=self.place.pincode, city=self.place.city, district=self.place.district,
            state=self.place.state, zone=zone.code, zone_name=zone.name, fee=self.fee.fee,
            free=self.fee.free, free_above=self.free_above, add_for_free=self.add_for_free,
            goods=self.goods, total=self.total,
            weight_grams=self.fee.grams, days_min=zone.days_min, days_max=zone.days_max,
            cod_available=None,  # cash on delivery (issue 30, later): the hook is this field
        )  # fmt: skip


def place_of(pincode: str) -> Place:
    pincode = pincode.strip()
    if not PINCODE.fullmatch(pincode):
        message: str = address_errors.PINCODE_INVALID
        raise address_errors.InvalidAddress(message, fields={"pincode": message})
    place = look_up(pincode)
    if place is None:
        message = address_errors.PINCODE_UNKNOWN
        raise address_errors.UnknownPincode(message, fields={"pincode": message})
    return place


def quote(
    charges: Charges, place: Place, parcels: Sequence[Parcel], goods: int,
    percent: int = 0, discounted: int = 0,
) -> Quote:  # fmt: skip
    """`percent`, `discounted`: the cart's percentage code and the total it is taken off, for
    how much more the goods need for free delivery (rules.add_for_free)."""
    zone = charges.zone_for(place.state_code)
    assert zone is not None  # the saved charges always have a zone for every other state
    fee = delivery_fee(charges, zone, parcels, goods)
    more = add_for_free(charges.free_above, goods, fee.fee, percent, discounted)
    return Quote(place, fee, goods, charges.free_above, more)


def parcels_of(lines: Sequence[PricedLine]) -> list[Parcel]:
    return [
        Parcel(
            line.product_id,
            line.product.category if line.product else "",
            line.size,
            line.quantity,
            line.measure.by_length,
        )
        for line in lines
    ]


def goods_paid(lines: Sequence[PricedLine]) -> int:
    """What the shopper pays for these lines' goods: their totals less the share of the cart's
    discount code each carries (issue 31) — the cart summary's `charge`. The free-delivery
    threshold is compared with this, after the discount: a ₹1,050 cart with a ₹100 code pays
    ₹950 for its goods and so pays delivery under a ₹1,000 threshold (docs/delivery.md)."""
    return sum((line.line_total or 0) - line.discount for line in lines)


def quote_lines(
    session: Session, place: Place, lines: Sequence[PricedLine], percent: int = 0
) -> Quote:
    """Checkout's quote (online and cash on delivery alike): the lines it buys, each priced and
    carrying its share of the discount code, to the delivery address's place. `goods` is what
    is paid for them after the code (`goods_paid`), so `total` is what checkout charges.
    `percent`: the code's, when it is a percentage (the cart's 'Add ₹X more for free delivery')."""
    goods = goods_paid(lines)
    discounted = sum(line.line_total or 0 for line in lines if line.discount > 0)
    return quote(read_charges(session), place, parcels_of(lines), goods, percent, discounted)


def quote_cart(session: Session, user_id: str, rules: CartRules, pincode: str) -> Quote:
    place = place_of(pincode)
    priced = price_cart(session, user_id, rules)
    code = priced.code
    percent = code.percent if code is not None and code.problem is None else 0
    return quote_lines(session, place, priced.available_lines, percent)


def quote_product(
    session: Session, pincode: str, product_id: str, size: str, quantity: float
) -> Quote:
    """One piece (or `quantity` pieces, or metres of a fabric) of a product."""
    place = place_of(pincode)
    product = session.get(Product, product_id)
    if product is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    by_length = is_fabric(product.category)
    if by_length:
        stored = max(QUARTERS_PER_METRE, round(quantity * QUARTERS_PER_METRE))
        unit = UNIT_QUARTER_METRE
    else:
        stored, unit = max(1, round(quantity)), UNIT_PIECE
    goods = line_total(pricing.selling_price(product, pricing.clock()), stored, unit)
    parcel = Parcel(product.id, product.category, size, stored, by_length)
    return quote(read_charges(session), place, [parcel], goods)
