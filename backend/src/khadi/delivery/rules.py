"""Delivery charges, pure (issue 30; docs/delivery.md). All money is integer paise, weights
integer grams.

- A zone is a list of GST state codes; the one zone marked `rest` takes every state no other
  zone lists. The zone is the delivery pincode's state's (India Post's directory).
- The weight of an order is the sum over its lines of grams per piece × pieces, or grams per
  metre × metres for fabrics (rounded up to a gram). Grams come from the product's size, else the
  product, else its category, else the shop's default.
- The fee is the zone's fee for the first slab the weight fits in; above the last slab, the last
  slab's fee plus `perKgAbove` for each started kilogram beyond it.
- Goods worth at least `freeAbove` (when it is set) travel free, in every zone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

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
    grams = parcel_grams(charges, parcels)
    fee = zone_fee(zone, charges.slabs, grams) if charges.enabled else 0
    if charges.enabled and charges.free_above and goods >= charges.free_above:
        return Fee(zone, grams, 0, free=fee > 0)
    return Fee(zone, grams, fee, free=False)
