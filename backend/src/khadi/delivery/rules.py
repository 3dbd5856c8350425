"""Delivery charges, pure (issue 30; docs/delivery.md). All money is integer paise, weights
integer grams.

- A zone is a list of GST state codes; the one zone marked `rest` takes every state no other
  zone lists. The zone is the delivery pincode's state's (India Post's directory).
- The weight of an order is the sum over its lines of grams per piece × pieces, or grams per
  metre × metres for fabrics (rounded up to a gram). Grams come from the product's size, else the
  product, else its category, else the shop's default.
- The fee is the zone's fee for the first slab the weight fits in; above the last slab, the last
  slab's fee plus `perKgAbove` for each started kilogram beyond it.
- Goods worth at least `freeAbove` (when it is set) travel free, in every zone. "Worth" is what
  the shopper pays for the goods: after the cart's discount code (issue 31), before delivery and
  the cash-on-delivery fee (khadi.delivery.quotes.goods_paid).
- "Add ₹X more for free delivery" names the goods' value to add (`add_for_free`): with no code or
  a fixed-amount one, exactly the shortfall; with a percentage code, enough that what is paid for
  the goods after the code's percentage reaches the threshold, rounded up to the rupee.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from khadi.kit.money import PAISE_PER_RUPEE, round_half_up

GRAMS_PER_KG = 1000
QUARTERS_PER_METRE = 4


@dataclass(frozen=True)
class Zone:
    code: str
    name: str
    states: tuple[str, ...]
    rest: bool
    fees: tuple[int, ...]  # one per slab
    per_kg_above: int
    days_min: int
    days_max: int

    @classmethod
    def from_json(cls, value: Mapping[str, Any]) -> Zone:
        return cls(
            code=str(value["code"]), name=str(value["name"]),
            states=tuple(str(s) for s in value.get("states", [])), rest=bool(value.get("rest")),
            fees=tuple(int(f) for f in value["fees"]), per_kg_above=int(value["perKgAbove"]),
            days_min=int(value["daysMin"]), days_max=int(value["daysMax"]),
        )  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code, "name": self.name, "states": list(self.states), "rest": self.rest,
            "fees": list(self.fees), "perKgAbove": self.per_kg_above, "daysMin": self.days_min,
            "daysMax": self.days_max,
        }  # fmt: skip


@dataclass(frozen=True)
class Charges:
    enabled: bool
    free_above: int
    slabs: tuple[int, ...]
    zones: tuple[Zone, ...]
    category_grams: Mapping[str, int]
    product_grams: Mapping[str, Mapping[str, int]]
    default_grams: int

    def zone_for(self, state_code: str) -> Zone | None:
        for zone in self.zones:
            if state_code in zone.states:
                return zone
        return next((zone for zone in self.zones if zone.rest), None)

    def grams_for(self, product_id: str, category: str, size: str) -> int:
        own = self.product_grams.get(product_id, {})
        if size and size in own:
            return own[size]
        if "" in own:
            return own[""]
        return self.category_grams.get(category, self.default_grams)


@dataclass(frozen=True)
class Parcel:
    """One line: `quantity` in pieces, or quarter-metres when `by_length`."""

    product_id: str
    category: str
    size: str
    quantity: int
    by_length: bool


def parcel_grams(charges: Charges, parcels: Sequence[Parcel]) -> int:
    total = 0
    for parcel in parcels:
        grams = charges.grams_for(parcel.product_id, parcel.category, parcel.size)
        if parcel.by_length:
            total += -(-grams * parcel.quantity // QUARTERS_PER_METRE)  # ceil
        else:
            total += grams * parcel.quantity
    return total


def zone_fee(zone: Zone, slabs: Sequence[int], grams: int) -> int:
    for bound, fee in zip(slabs, zone.fees, strict=True):
        if grams <= bound:
            return fee
    beyond = grams - slabs[-1]
    return zone.fees[-1] + -(-beyond // GRAMS_PER_KG) * zone.per_kg_above


@dataclass(frozen=True)
class Fee:
    zone: Zone
    grams: int
    fee: int  # paise charged
    free: bool  # the threshold waived a fee


def delivery_fee(charges: Charges, zone: Zone, parcels: Sequence[Parcel], goods: int) -> Fee:
    """`goods`: paise paid for the goods, after any discount code (the module's docstring)."""
    grams = parcel_grams(charges, parcels)
    fee = zone_fee(zone, charges.slabs, grams) if charges.enabled else 0
    if charges.enabled and charges.free_above and goods >= charges.free_above:
        return Fee(zone, grams, 0, free=fee > 0)
    return Fee(zone, grams, fee, free=False)


def add_for_free(
    free_above: int, goods: int, fee: int, percent: int = 0, discounted: int = 0
) -> int:
    """Paise of goods the shopper still has to add for free delivery; 0 when there is no fee, no
    threshold, or it is met. `goods` is what is paid for the goods now, after the cart's code;
    `percent` that code's percentage (0: no code, or a fixed amount) and `discounted` the total of
    the lines it is taken off, before it.

    - no code, or a fixed amount: the shortfall itself, to the paisa (adding goods leaves a fixed
      discount as it is);
    - a percentage code: the least whole-rupee value X whose price after the code closes the gap,
      i.e. `X - (off(discounted + X) - off(discounted)) >= shortfall`, with the code's own
      rounding (half up to the paisa). It assumes what is added is goods the code applies to, the
      simple case and the most that can be needed: goods outside a code limited to categories or
      products need only the shortfall; a fixed amount worth more than the lines it applies to
      grows as they do; a code not yet met (its minimum order) may start applying. There the
      figure is approximate, never too small for goods the code discounts."""
    if fee <= 0 or free_above <= 0 or goods >= free_above:
        return 0
    short = free_above - goods
    if percent <= 0 or percent >= 100:
        return short

    def off(total: int) -> int:
        return round_half_up(Decimal(total) * percent / 100)

    needed = -(-short * 100 // (100 - percent))  # ceil: the exact value before the code's rounding
    added = -(-needed // PAISE_PER_RUPEE) * PAISE_PER_RUPEE
    while added - (off(discounted + added) - off(discounted)) < short:
        added += PAISE_PER_RUPEE
    return added
