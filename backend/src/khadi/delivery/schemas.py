"""Delivery's API shapes (issue 30). Money in paise, weights in grams."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from khadi.kit.money import MAX_PAISE
from khadi.kit.schema import ApiModel

# Every number a request carries is bounded (issue 29): no amount, weight or day count can
# overflow a column or a calculation.
Paise = Annotated[int, Field(ge=0, le=MAX_PAISE)]
Grams = Annotated[int, Field(ge=0, le=1_000_000)]  # a tonne: far above any parcel
Days = Annotated[int, Field(ge=0, le=365)]


class ZoneIn(ApiModel):
    code: str = Field(max_length=40)
    name: str = Field(max_length=80)
    states: list[str] = Field(max_length=40, description="GST state codes ('29')")
    rest: bool = Field(False, description="Takes every state no other zone lists (exactly one)")
    fees: list[Paise] = Field(max_length=8, description="Paise, one per weight slab")
    per_kg_above: int = Field(ge=0, le=1_000_000, description="Paise per kg above the last slab")
    days_min: Days
    days_max: Days


class ZoneOut(ZoneIn):
    pass


class WeightsIn(ApiModel):
    categories: dict[str, Grams] = Field(description="Grams per piece, or per metre of fabric")
    products: dict[str, dict[str, Grams]] = Field(
        description="Per product: {'': grams} for every size, or {size: grams}"
    )
    default: Grams = Field(description="Grams for anything not listed")


class DeliveryChargesIn(ApiModel):
    version: int = Field(ge=0, le=2**62, description="The version loaded (0: never saved)")
    enabled: bool
    free_above: Paise = Field(description="Paise of goods from which delivery is free; 0: never")
    slabs: list[Grams] = Field(max_length=8, description="Grams: each slab's upper bound")
    zones: list[ZoneIn] = Field(max_length=12)
    weights: WeightsIn


class DeliveryChargesOut(DeliveryChargesIn):
    zones: list[ZoneOut]  # type: ignore[assignment]


class DeliveryQuoteOut(ApiModel):
    """What delivery to a pincode costs: the product page's check, the cart's and checkout's
    delivery line. `fee` is what checkout charges for the same goods and pincode."""

    pincode: str
    city: str
    district: str
    state: str
    zone: str = Field(description="The zone's code")
    zone_name: str
    fee: int = Field(description="Paise charged for delivery (0 when free)")
    free: bool = Field(description="The free-delivery threshold waived a fee")
    free_above: int = Field(description="Paise of goods from which delivery is free; 0: never")
    add_for_free: int = Field(
        0,
        description="Paise of goods to add for free delivery (0: free, or no threshold): with a "
        "percentage code, enough that what is paid after it reaches the threshold, rounded up "
        "to the rupee (khadi.delivery.rules.add_for_free)",
    )
    goods: int = Field(description="Paise of goods the fee is for (after the cart's code)")
    total: int = Field(description="goods + fee")
    weight_grams: int
    days_min: int
    days_max: int
    cod_available: bool | None = Field(
        None, description="Cash on delivery to this pincode; null until the shop offers it"
    )
