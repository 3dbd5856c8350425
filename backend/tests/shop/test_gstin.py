"""GSTIN checks, one message per failure (khadi.shop.gstin)."""

from __future__ import annotations

import pytest

from khadi.shop.errors import GSTIN_CHECK_WRONG, GSTIN_LENGTH_WRONG, GSTIN_PATTERN_WRONG
from khadi.shop.gstin import check_character, gstin_problem, normalize_gstin
from khadi.shop.states import GST_STATES, STATE_CODES
from tests.shop.support import KARNATAKA_GSTIN, MAHARASHTRA_GSTIN, gstin


def test_a_published_gstin_checks_out() -> None:
    assert check_character(MAHARASHTRA_GSTIN[:14]) == MAHARASHTRA_GSTIN[14]
    assert gstin_problem(MAHARASHTRA_GSTIN, "Maharashtra") is None
    assert gstin_problem(KARNATAKA_GSTIN, "Karnataka") is None


def test_spaces_and_case_are_forgiven() -> None:
    assert normalize_gstin(" 29aagcb 7383j1z" + KARNATAKA_GSTIN[-1].lower()) == KARNATAKA_GSTIN


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("29AAGCB7383J1Z", GSTIN_LENGTH_WRONG),
        (KARNATAKA_GSTIN + "1", GSTIN_LENGTH_WRONG),
        ("29AAGC17383J1Z4", GSTIN_PATTERN_WRONG),  # a digit inside the PAN's letters
        ("29AAGCB7383J1X4", GSTIN_PATTERN_WRONG),  # the 14th character must be Z
        ("29AAGCB7383J0Z4", GSTIN_PATTERN_WRONG),  # entity number 0
        ("2AAAGCB7383J1Z4", GSTIN_PATTERN_WRONG),
    ],
)
def test_malformed_gstins_say_what_is_wrong(value: str, message: str) -> None:
    assert gstin_problem(value, "Karnataka") == message


def test_an_unknown_state_code_is_named() -> None:
    assert gstin_problem(gstin("99AAGCB7383J1Z"), "Karnataka") == (
        "GSTIN starts with 99, which is not a GST state code"
    )
    assert gstin_problem(gstin("00AAGCB7383J1Z"), "Karnataka") == (
        "GSTIN starts with 00, which is not a GST state code"
    )


def test_the_state_code_must_be_the_shops_state() -> None:
    assert gstin_problem(MAHARASHTRA_GSTIN, "Karnataka") == (
        "GSTIN state code 27 is Maharashtra, but the shop's state is Karnataka (29)"
    )


def test_a_typo_fails_the_check_character() -> None:
    wrong = KARNATAKA_GSTIN[:14] + ("A" if KARNATAKA_GSTIN[14] != "A" else "B")
    assert gstin_problem(wrong, "Karnataka") == GSTIN_CHECK_WRONG
    swapped = KARNATAKA_GSTIN[:7] + KARNATAKA_GSTIN[8] + KARNATAKA_GSTIN[7] + KARNATAKA_GSTIN[9:]
    assert gstin_problem(swapped, "Karnataka") == GSTIN_CHECK_WRONG


def test_every_state_has_a_two_digit_code_and_karnataka_is_29() -> None:
    assert all(len(code) == 2 and code.isdigit() for code in GST_STATES)
    assert STATE_CODES["Karnataka"] == "29"
    assert len(STATE_CODES) == len(GST_STATES)
