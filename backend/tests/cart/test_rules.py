"""The cart's pure rules: quantities in and out, and the one rounding rule (half up, in paise)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from khadi.cart import errors
from khadi.cart.models import UNIT_PIECE, UNIT_QUARTER_METRE
from khadi.cart.rules import CartRules, line_total, measure_for, summarise

RULES = CartRules(max_units=10, tax_percent=Decimal(10), discount_percent=Decimal(5))
FABRIC = measure_for(UNIT_QUARTER_METRE, RULES)
PIECES = measure_for(UNIT_PIECE, RULES)


def half_up(value: Fraction) -> int:
    """Exact reference: floor(value + 1/2) for value >= 0."""
    return int((value + Fraction(1, 2)) // 1)


@given(st.integers(min_value=4, max_value=120))
def test_every_quarter_metre_from_1_to_30_m_reads_and_writes_exactly(quarters: int) -> None:
    metres = quarters / 4
    assert FABRIC.parse(metres) == quarters
    assert FABRIC.to_api(quarters) == metres


@given(st.floats(min_value=1, max_value=30))
def test_lengths_off_the_quarter_metre_grid_are_refused(metres: float) -> None:
    if (metres * 4).is_integer():
        assert FABRIC.parse(metres) == int(metres * 4)
        return
    with pytest.raises(errors.InvalidQuantity, match=errors.LENGTH_STEP):
        FABRIC.parse(metres)


@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=4, max_value=120))
def test_fabric_line_totals_are_price_times_metres_rounded_half_up(
    price: int, quarters: int
) -> None:
    assert line_total(price, quarters, UNIT_QUARTER_METRE) == half_up(Fraction(price * quarters, 4))


@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=1, max_value=10))
def test_piece_line_totals_are_exact(price: int, units: int) -> None:
    assert line_total(price, units, UNIT_PIECE) == price * units


@given(st.lists(st.integers(min_value=0, max_value=10**9), max_size=20))
def test_the_summary_rounds_tax_and_discount_once_each(totals: list[int]) -> None:
    summary = summarise(totals, RULES)
    sub_total = sum(totals)
    assert summary.sub_total == sub_total
    assert summary.tax == half_up(Fraction(sub_total * 10, 100))
    assert summary.discount == half_up(Fraction(sub_total * 5, 100))
    assert summary.total == sub_total + summary.tax - summary.discount


def test_whole_units_up_to_the_limit() -> None:
    assert [PIECES.parse(n) for n in (1, 2.0, 10)] == [1, 2, 10]
    with pytest.raises(errors.QuantityLimit, match="You can buy at most 10 of this item"):
        PIECES.parse(11)
    assert (PIECES.minimum, PIECES.maximum, FABRIC.minimum, FABRIC.maximum) == (1, 10, 4, 120)
