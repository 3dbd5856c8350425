"""GST rate rules, as pure values: which rate a line pays on a given day.

A category (or a product, overriding its category) has an HSN code and a list of periods, each
starting on a date (IST) and lasting until the next one starts. A period is one of:
- `flat`: one rate for every sale (e.g. honey 5%);
- `by_price`: a low rate while the sale value of a piece, excluding tax, does not exceed the
  threshold, the high rate above it (apparel: 5% up to ₹2,500 a piece, 18% above, from
  22 Sep 2025; 5% up to ₹1,000 and 12% above before);
- `exempt`: no tax (khadi fabric sold by a certified institution); the line goes on a bill of
  supply.

Prices are tax-inclusive, so "value excluding tax" of a piece priced P at the low rate r is
P × 100 / (100 + r); the low rate applies when that is ≤ the threshold, compared exactly in
integers (P × 100 ≤ threshold × (100 + r)). Otherwise the high rate applies. (Between
₹2,625 and ₹2,950 inclusive of tax neither reading is self-consistent; this rule charges the
high rate there, the reading that never under-pays tax.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any, Literal

Kind = Literal["flat", "by_price", "exempt"]
KINDS: tuple[str, ...] = ("flat", "by_price", "exempt")
ALLOWED_RATES: tuple[int, ...] = (0, 5, 12, 18, 28)
HSN = re.compile(r"[0-9]{4}([0-9]{2}){0,2}")  # 4, 6 or 8 digits
# with no tax data (a category an admin added and never classified): the standard rate, the
# reading that never under-pays; the admin tax list flags such categories
FALLBACK_RATE = 18


@dataclass(frozen=True)
class Period:
    starts: date
    kind: str
    rate: int = 0  # flat: the rate; by_price: the low rate
    high_rate: int = 0  # by_price only
    threshold: int = 0  # by_price only: paise per piece, value excluding tax

    def rate_for(self, unit_price: int) -> int:
        """The rate for a piece (or metre) sold at `unit_price` paise, tax included."""
        if self.kind == "exempt":
            return 0
        if self.kind == "by_price":
            within = unit_price * 100 <= self.threshold * (100 + self.rate)
            return self.rate if within else self.high_rate
        return self.rate

    def to_json(self) -> dict[str, Any]:
        return {
            "from": self.starts.isoformat(),
            "kind": self.kind,
            "rate": self.rate,
            "highRate": self.high_rate,
            "threshold": self.threshold,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Period:
        return cls(
            starts=date.fromisoformat(data["from"]),
            kind=data["kind"],
            rate=int(data.get("rate", 0)),
            high_rate=int(data.get("highRate", 0)),
            threshold=int(data.get("threshold", 0)),
        )


@dataclass(frozen=True)
class TaxClass:
    """The HSN code and the rate periods (oldest first) of a category or a product."""

    hsn: str
    periods: tuple[Period, ...]

    def period_on(self, day: date) -> Period:
        """The period in force on `day`; before the first one starts, the first."""
        chosen = self.periods[0]
        for period in self.periods:
            if period.starts <= day:
                chosen = period
        return chosen


FALLBACK = TaxClass("", (Period(date(2017, 7, 1), "flat", FALLBACK_RATE),))


def period_problems(periods: list[Period]) -> list[str]:
    """Why these periods cannot be stored (empty when they can)."""
    problems: list[str] = []
    if not periods:
        problems.append("Give at least one rate period")
    for index, period in enumerate(periods):
        where = f"Period {index + 1}"
        if period.kind not in KINDS:
            problems.append(f"{where}: the kind must be flat, by_price or exempt")
            continue
        if period.kind != "exempt" and period.rate not in ALLOWED_RATES:
            problems.append(f"{where}: the rate must be one of 0, 5, 12, 18 or 28 %")
        if period.kind == "by_price":
            if period.high_rate not in ALLOWED_RATES or period.high_rate <= period.rate:
                problems.append(
                    f"{where}: the rate above the threshold must be one of 0, 5, 12, 18 or 28 % "
                    "and above the rate up to it"
                )
            if not 0 < period.threshold <= 10**9:
                problems.append(f"{where}: the threshold per piece must be above ₹0")
        if index and period.starts <= periods[index - 1].starts:
            problems.append(f"{where}: dates must be in order, each after the one before")
    return problems


def hsn_problem(hsn: str) -> str | None:
    if HSN.fullmatch(hsn) is None:
        return "HSN code must be 4, 6 or 8 digits"
    return None
