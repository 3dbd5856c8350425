"""Delivery's API shapes (issue 30). Money in paise, weights in grams."""

from __future__ import annotations

from pydantic import Field

from khadi.kit.schema import ApiModel


class ZoneIn(ApiModel):
    code: str = Field(max_length=40)
    name: str = Field(max_length=80)
    states: list[str] = Field(max_length=40, description="GST state codes ('29')")
    rest: bool = Field(False, description="Takes every state no other zone lists (exactly one)")
    fees: list[int] = Field(max_length=8, description="Paise, one per weight slab")
    per_kg_above: int = Field(ge=0, le=1_000_000, description="Paise per kg above the last slab")
    days_min: int
    days_max: int


class ZoneOut(ZoneIn):
    pass


class WeightsIn(ApiModel):
    categories: dict[str, int] = Field(description="Grams per piece, or per metre of fabric")
    products: dict[str, dict[str, int]] = Field(
        description="Per product: {'': grams} for every size, or {size: grams}"
    )
    default: int = Field(description="Grams for anything not listed")


class DeliveryChargesIn(ApiModel):
    version: int = Field(ge=0, description="The version loaded (0: never saved)")
    enabled: bool
    free_above: int = Field(description="Paise of goods from which delivery is free; 0: never")
    slabs: list[int] = Field(max_length=8, description="Grams: each slab's upper bound")
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
    goods: int = Field(description="Paise of goods the fee is for")
    total: int = Field(description="goods + fee")
    weight_grams: int
    days_min: int
    days_max: int
    cod_available: bool | None = Field(
        None, description="Cash on delivery to this pincode; null until the shop offers it"
    )
