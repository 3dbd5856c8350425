"""GSTIN checks: 15 characters, the pattern, a state code that exists and is the shop's state,
and the mod-36 check character (the last one). Each failure has its own message."""

from __future__ import annotations

import re

from khadi.shop.errors import (
    GSTIN_CHECK_WRONG,
    GSTIN_LENGTH_WRONG,
    GSTIN_PATTERN_WRONG,
    gstin_not_a_state,
    gstin_other_state,
)
from khadi.shop.states import GST_STATES, STATE_CODES

GSTIN_LENGTH = 15
_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character
_PATTERN = re.compile(r"[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]")


def normalize_gstin(value: str) -> str:
    return "".join(value.split()).upper()


def check_character(first14: str) -> str:
    """The mod-36 check character for the first 14 characters of a GSTIN."""
    total = 0
    for index, char in enumerate(first14):
        product = _ALPHABET.index(char) * (2 if index % 2 else 1)
        total += product // 36 + product % 36
    return _ALPHABET[(36 - total % 36) % 36]


def gstin_problem(gstin: str, state: str) -> str | None:
    """Why `gstin` (normalized) cannot be the GSTIN of a shop in `state`, or None."""
    if len(gstin) != GSTIN_LENGTH:
        return GSTIN_LENGTH_WRONG
    if _PATTERN.fullmatch(gstin) is None:
        return GSTIN_PATTERN_WRONG
    code = gstin[:2]
    if code not in GST_STATES:
        return gstin_not_a_state(code)
    expected = STATE_CODES.get(state)
    if code != expected:
        return gstin_other_state(code, GST_STATES[code], state, expected or "")
    if check_character(gstin[:14]) != gstin[14]:
        return GSTIN_CHECK_WRONG
    return None
