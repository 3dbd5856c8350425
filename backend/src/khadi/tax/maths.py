"""Tax worked back from tax-inclusive prices, in integer paise (issue 17).

The one rounding rule (docs/tax.md):
- per line, tax = round_half_up(line total × rate / (100 + rate)) and
  taxable value = line total − tax, so every line adds up exactly to what it charged;
- within the shop's state the tax is split into CGST and SGST halves, SGST = tax // 2 and
  CGST = tax − SGST (an odd paisa goes to CGST); otherwise all of it is IGST;
- a refund credits the lines in proportion to what is still uncredited on each (largest
  remainder, whole paise), and a line's credited tax is tax(credited so far) − tax(credited
  before), so crediting a line in full gives back exactly the tax its invoice charged.
"""

from __future__ import annotations

from dataclasses import dataclass


def tax_in(gross: int, rate: int) -> int:
    """round_half_up(gross × rate / (100 + rate)) in integers: the tax inside `gross` paise."""
    if rate == 0 or gross == 0:
        return 0
    return (2 * gross * rate + 100 + rate) // (2 * (100 + rate))


@dataclass(frozen=True)
class TaxSplit:
    gross: int  # paise charged, tax included
    rate: int  # percent; 0 when exempt
    taxable: int
    cgst: int
    sgst: int
    igst: int

    @property
    def tax(self) -> int:
        return self.cgst + self.sgst + self.igst


def split(gross: int, rate: int, intra_state: bool) -> TaxSplit:
    """The taxable value and the tax heads of `gross` paise at `rate` %."""
    tax = tax_in(gross, rate)
    return split_tax(gross, tax, rate, intra_state)


def split_tax(gross: int, tax: int, rate: int, intra_state: bool) -> TaxSplit:
    """`tax` of `gross` into CGST + SGST (odd paisa to CGST) or IGST."""
    if intra_state:
        sgst = tax // 2
        return TaxSplit(gross, rate, gross - tax, tax - sgst, sgst, 0)
    return TaxSplit(gross, rate, gross - tax, 0, 0, tax)


def share_out(amount: int, weights: list[int]) -> list[int]:
    """`amount` paise shared in proportion to `weights` (largest remainder, ties to the
    earlier line): whole paise adding up to `amount`, none above its weight while
    `amount` ≤ sum(weights)."""
    total = sum(weights)
    if total <= 0 or amount <= 0:
        return [0] * len(weights)
    floors = [amount * w // total for w in weights]
    remainders = [amount * w % total for w in weights]
    left = amount - sum(floors)
    order = sorted(range(len(weights)), key=lambda i: (-remainders[i], i))
    for index in order[:left]:
        floors[index] += 1
    return floors


def credit_lines(
    amount: int,
    line_totals: list[int],
    credited_before: list[int],
    rates: list[int],
    intra_state: bool,
) -> list[TaxSplit]:
    """A credit note of `amount` paise against lines that charged `line_totals`, of which
    `credited_before` is already credited: each line's gross and tax (see the module)."""
    uncredited = [
        total - before for total, before in zip(line_totals, credited_before, strict=True)
    ]
    shares = share_out(amount, uncredited)
    result = []
    for share, before, rate in zip(shares, credited_before, rates, strict=True):
        tax = tax_in(before + share, rate) - tax_in(before, rate)
        result.append(split_tax(share, tax, rate, intra_state))
    return result
