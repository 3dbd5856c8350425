"""The pure delivery rules (issue 30): weights by size, product, category or default; the
slab a weight falls in; started kilograms above the last slab."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from khadi.delivery.defaults import DEMO
from khadi.delivery.rules import Parcel, delivery_fee, parcel_grams, zone_fee
from khadi.delivery.service import charges_from

SIZES = {"h1": {"100 gm": 250, "": 900}}
WEIGHTS = {"categories": {"honey": 700}, "default": 500, "products": SIZES}
CHARGES = charges_from({**DEMO, "weights": WEIGHTS})
KARNATAKA = CHARGES.zones[0]


def test_grams_come_from_the_size_then_the_product_then_the_category_then_the_default() -> None:
    assert CHARGES.grams_for("h1", "honey", "100 gm") == 250
    assert CHARGES.grams_for("h1", "honey", "500 gm") == 900
    assert CHARGES.grams_for("h2", "honey", "") == 700
    assert CHARGES.grams_for("x", "soap", "") == 500


def test_fabric_metres_weigh_by_the_metre_rounded_up_to_a_gram() -> None:
    charges = charges_from({**DEMO, "weights": {"categories": {"fabrics": 151}, "products": {}}})
    assert parcel_grams(charges, [Parcel("f", "fabrics", "", 5, by_length=True)]) == 189  # 1.25 m


def test_slabs_and_started_kilograms() -> None:
    slabs = CHARGES.slabs  # 500, 1000, 2000, 5000 g
    assert [zone_fee(KARNATAKA, slabs, g) for g in (1, 500, 501, 1000, 2000, 5000)] == [
        6000, 6000, 8000, 8000, 11000, 18000,
    ]  # fmt: skip
    assert zone_fee(KARNATAKA, slabs, 5001) == 18000 + 3000
    assert zone_fee(KARNATAKA, slabs, 7000) == 18000 + 2 * 3000


@given(st.integers(1, 50_000), st.integers(1, 50_000))
def test_a_heavier_parcel_never_costs_less(a: int, b: int) -> None:
    light, heavy = sorted((a, b))
    assert zone_fee(KARNATAKA, CHARGES.slabs, light) <= zone_fee(KARNATAKA, CHARGES.slabs, heavy)


@given(st.integers(0, 1_000_000))
def test_goods_at_or_above_the_threshold_travel_free(goods: int) -> None:
    fee = delivery_fee(CHARGES, KARNATAKA, [Parcel("s", "shirts", "M", 1, False)], goods)
    assert (fee.fee == 0) == (goods >= CHARGES.free_above)
