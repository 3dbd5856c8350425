"""Discount codes' pure rules (issue 31; docs/tax.md states them for the invoice):

- a code is case-insensitive: stored and compared upper case, 3–32 of A-Z 0-9 - _;
- the minimum order is compared with the goods' sub-total (the buyable lines, before delivery);
- the code applies to the lines of its categories or products (none named: every line); the
  discount is taken off those lines only: a percentage of their total, rounded half up to the
  paisa, or a fixed amount, at most their total; never so much that the goods come below ₹1
  (the least a payment may be);
- the discount is spread over the lines it applies to in proportion to their totals, in whole
  paise, by the **largest remainder**: each line gets the floor of its exact share, and the paise
  left over go one each to the lines with the largest remainders (ties to the earlier line). The
  shares therefore add up to the discount exactly, and each line's paid amount (its total less
  its share) is what its invoice line is worth.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from khadi.kit.money import round_half_up

CODE_PATTERN = re.compile(r"[A-Z0-9_-]{3,32}")
MIN_CHARGE = 100  # paise: the least a payment may be


def normalise(code: str) -> str | None:
    """The code as stored ('diwali10 ' → 'DIWALI10'), or None when it cannot be a code."""
    cleaned = unicodedata.normalize("NFKC", code).strip().upper()
    return cleaned if CODE_PATTERN.fullmatch(cleaned) else None


@dataclass(frozen=True)
class CodeLine:
    product_id: str
    category: str
    total: int  # paise


def applies_to(line: CodeLine, categories: Sequence[str], product_ids: Sequence[str]) -> bool:
    if not categories and not product_ids:
        return True
    return line.category in categories or line.product_id in product_ids


def discount_amount(kind: str, value: int, applicable: int, goods: int) -> int:
    """Paise off the goods: a percentage (`value` 1–90) of the applicable lines' total, or a
    fixed amount (`value` paise), never more than those lines nor below ₹1 left to pay."""
    if kind == "percent":
        amount = round_half_up(Decimal(applicable) * value / 100)
    else:
        amount = min(value, applicable)
    return max(0, min(amount, goods - MIN_CHARGE))


def spread(amount: int, totals: Sequence[int]) -> list[int]:
    """`amount` shared over `totals` in proportion, largest remainder (ties to the earlier):
    the shares add up to `amount` exactly and none is above its total."""
    whole = sum(totals)
    if amount <= 0 or whole <= 0:
        return [0 for _ in totals]
    shares = [amount * total // whole for total in totals]
    remainders = [amount * total % whole for total in totals]
    left = amount - sum(shares)
    order = sorted(range(len(totals)), key=lambda i: (-remainders[i], i))
    for index in order[:left]:
        shares[index] += 1
    return shares
