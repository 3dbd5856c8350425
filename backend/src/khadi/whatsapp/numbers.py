"""A shopper's mobile as WhatsApp wants it: digits with India's country code, no + or spaces
(the Cloud API's `to` and wa.me's path alike)."""

from __future__ import annotations

import re


def wa_number(mobile: str) -> str:
    digits = re.sub(r"\D", "", mobile)
    if len(digits) == 11 and digits.startswith("0"):
        digits = digits[1:]
    if len(digits) == 10:
        digits = "91" + digits
    return digits
