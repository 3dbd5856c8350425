"""GSTIN checks: 15 characters, the pattern, a state code that exists and is the shop's state,
and the mod-36 check character (the last one). Each failure has its own message."""

from __future__ import annotations

import re

from khadi.shop.states import GST_STATES, STATE_CODES

GSTIN_LENGTH = 15
_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character
_PATTERN = re.compile(r"[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]")

GSTIN_LENGTH_WRONG = "GSTIN must be exactly 15 characters"
GSTIN_PATTERN_WRONG = (
    "GSTIN must look like 29ABCDE1234F1Z5: a 2-digit state code, the 10-character PAN, "
    "an entity number, Z and a check character"
)
GSTIN_CHECK_WRONG = "GSTIN check character does not match: please look for a typo"


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
        return f"GSTIN starts with {code}, which is not a GST state code"
    expected = STATE_CODES.get(state)
    if code != expected:
        return f"GSTIN state code {code} is {GST_STATES[code]}, but the shop's state is {state}" + (
            f" ({expected})" if expected else ""
        )
    if check_character(gstin[:14]) != gstin[14]:
        return GSTIN_CHECK_WRONG
    return None
