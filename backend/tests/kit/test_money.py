"""Money in paise: exact conversion from rupees and one rounding rule."""

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from khadi.kit.money import format_inr, round_half_up, rupees_to_paise


@pytest.mark.parametrize(
    ("rupees", "paise"), [("0", 0), ("149.5", 14950), ("149.50", 14950), ("1299", 129900)]
)
def test_rupees_convert_exactly(rupees: str, paise: int) -> None:
    assert rupees_to_paise(rupees) == paise


@pytest.mark.parametrize("bad", ["12.345", "abc", "NaN", "Infinity"])
def test_more_than_two_decimals_or_non_numbers_are_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        rupees_to_paise(bad)


def test_half_paise_round_up() -> None:
    assert round_half_up(Decimal("2.5")) == 3
    assert round_half_up(Decimal("2.49")) == 2


@given(st.integers(min_value=0, max_value=10**12))
def test_paise_survive_a_round_trip_through_rupees(paise: int) -> None:
    rupees = f"{paise // 100}.{paise % 100:02d}"
    assert rupees_to_paise(rupees) == paise


@pytest.mark.parametrize(
    ("paise", "text"),
    [
        (0, "₹0.00"),
        (12345, "₹123.45"),
        (12345678, "₹1,23,456.78"),
        (10000000000, "₹10,00,00,000.00"),
    ],
)
def test_indian_grouping(paise: int, text: str) -> None:
    assert format_inr(paise) == text
