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
from khadi.catalog.categories import is_fabric
from khadi.catalog.models import Product
from khadi.delivery.rules import Charges, Fee, Parcel, delivery_fee
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

    @property
    def total(self) -> int:
        return self.goods + self.fee.fee

    def to_out(self) -> DeliveryQuoteOut:
        zone = self.fee.zone
        return DeliveryQuoteOut(
            pincode=self.place.pincode, city=self.place.city, district=self.place.district,
            state=self.place.state, zone=zone.code, zone_name=zone.name, fee=self.fee.fee,
            free=self.fee.free, free_above=self.free_above, goods=self.goods, total=self.total,
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


def quote(charges: Charges, place: Place, parcels: Sequence[Parcel], goods: int) -> Quote:
    zone = charges.zone_for(place.state_code)
    assert zone is not None  # the saved charges always have a zone for every other state
    return Quote(place, delivery_fee(charges, zone, parcels, goods), goods, charges.free_above)


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


def quote_lines(session: Session, place: Place, lines: Sequence[PricedLine]) -> Quote:
    """Checkout's quote: the lines it buys (each priced), to the delivery address's place."""
    goods = sum(line.line_total or 0 for line in lines)
    return quote(read_charges(session), place, parcels_of(lines), goods)


def quote_cart(session: Session, user_id: str, rules: CartRules, pincode: str) -> Quote:
    place = place_of(pincode)
    return quote_lines(session, place, price_cart(session, user_id, rules).available_lines)


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
    goods = line_total(product.price, stored, unit)
    parcel = Parcel(product.id, product.category, size, stored, by_length)
    return quote(read_charges(session), place, [parcel], goods)
