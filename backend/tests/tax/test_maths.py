"""Tax worked back from tax-inclusive prices: every line, and so every invoice and credit note,
adds up to what was charged, to the paisa (issue 17)."""

from __future__ import annotations

from datetime import date
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from khadi.tax.lines import tax_lines, totals
from khadi.tax.maths import credit_lines, share_out, split, tax_in
from khadi.tax.rules import ALLOWED_RATES, TaxClass
from khadi.tax.seeds import APPAREL, EXEMPT, FIVE

RATES = st.sampled_from(ALLOWED_RATES)
CLASSES = {
    "shirts": TaxClass("6205", APPAREL),
    "honey": TaxClass("0409", FIVE),
    "fabrics": TaxClass("5208", EXEMPT),
}


@st.composite
def carts(draw: Any) -> list[dict[str, Any]]:
    lines = []
    for index in range(draw(st.integers(1, 8))):
        category = draw(st.sampled_from(sorted(CLASSES)))
        unit_price = draw(st.integers(1, 2_000_000))
        if category == "fabrics":
            quarters = draw(st.integers(1, 200))
            quantity: float | int = quarters / 4
            total = unit_price * quarters // 4
        else:
            quantity = draw(st.integers(1, 20))
            total = unit_price * quantity
        lines.append(
            {
                "productId": f"p{index}",
                "title": "Thing",
                "category": category,
                "unitPrice": unit_price,
                "quantity": quantity,
                "unit": "metre" if category == "fabrics" else "piece",
                "lineTotal": max(total, 1),
            }
        )
    return lines


def test_the_rounding_rule_is_half_up_on_the_tax() -> None:
    assert tax_in(105, 5) == 5  # 105 × 5 / 105
    assert tax_in(100, 5) == 5  # 4.7619 → 5
    assert tax_in(21, 5) == 1  # exactly 1
    assert tax_in(31, 5) == 1  # 1.476 → 1
    assert tax_in(42, 5) == 2
    assert tax_in(118, 18) == 18
    assert tax_in(59, 18) == 9  # exactly 9
    assert tax_in(1, 18) == 0  # 0.1525 → 0
    assert tax_in(3, 18) == 0  # 0.4576 → 0
    assert tax_in(4, 18) == 1  # 0.61 → 1
    assert tax_in(12_345, 0) == 0


def test_an_odd_paisa_of_tax_goes_to_cgst() -> None:
    parts = split(118_00 + 1_18, 18, intra_state=True)  # tax ₹18.18 → 1818 paise: even
    assert (parts.cgst, parts.sgst, parts.igst) == (909, 909, 0)
    odd = split(105_00 + 21, 5, intra_state=True)  # tax 501 paise
    assert (odd.cgst, odd.sgst, odd.taxable) == (251, 250, 10_020)
    inter = split(10_521, 5, intra_state=False)
    assert (inter.cgst, inter.sgst, inter.igst) == (0, 0, 501)


def test_apparel_pays_by_the_value_of_a_piece_excluding_tax() -> None:
    shirt = CLASSES["shirts"]
    after, before = date(2025, 9, 22), date(2025, 9, 21)
    assert shirt.period_on(after).rate_for(262_500) == 5  # ₹2,500 + 5% = the limit
    assert shirt.period_on(after).rate_for(262_501) == 18
    assert shirt.period_on(before).rate_for(105_000) == 5  # ₹1,000 + 5%
    assert shirt.period_on(before).rate_for(105_001) == 12
    assert shirt.period_on(date(2017, 1, 1)).rate_for(200_000) == 12  # before GST: the first


@given(carts(), st.booleans(), st.dates(date(2024, 1, 1), date(2027, 12, 31)))
def test_for_any_cart_lines_and_tax_add_up_to_what_was_paid(
    items: list[dict[str, Any]], intra: bool, day: date
) -> None:
    lines = tax_lines(
        items, {(i["category"], i["productId"]): CLASSES[i["category"]] for i in items}, day, intra
    )
    paid = sum(i["lineTotal"] for i in items)
    total = totals(lines)
    assert total.gross == paid
    assert total.taxable + total.tax == paid
    for line in lines:
        assert line.taxable + line.cgst + line.sgst + line.igst == line.gross
        assert 0 <= line.cgst - line.sgst <= 1
        assert (line.igst == 0) if intra else (line.cgst == line.sgst == 0)
        if line.exempt:
            assert line.taxable == line.gross


@given(st.integers(0, 10**9), st.lists(st.integers(0, 10**7), min_size=1, max_size=10))
def test_shares_add_up_and_stay_within_each_line(amount: int, weights: list[int]) -> None:
    amount = min(amount, sum(weights))
    shares = share_out(amount, weights)
    assert sum(shares) == (amount if sum(weights) else 0)
    assert all(0 <= s <= w for s, w in zip(shares, weights, strict=True))


@given(
    st.lists(st.tuples(st.integers(1, 10**7), RATES), min_size=1, max_size=6),
    st.lists(st.integers(1, 10**7), min_size=1, max_size=5),
    st.booleans(),
)
def test_credit_notes_add_up_and_a_full_refund_gives_back_exactly_the_tax(
    lines: list[tuple[int, int]], refunds: list[int], intra: bool
) -> None:
    line_totals = [total for total, _ in lines]
    rates = [rate for _, rate in lines]
    credited = [0] * len(lines)
    credited_tax = [0] * len(lines)
    left = sum(line_totals)
    for amount in [*refunds, sum(line_totals)]:  # partial refunds, then whatever is left
        amount = min(amount, left)
        if amount == 0:
            break
        note = credit_lines(amount, line_totals, credited, rates, intra)
        assert sum(n.gross for n in note) == amount
        assert sum(n.taxable + n.tax for n in note) == amount
        for index, n in enumerate(note):
            assert n.tax >= 0 and n.taxable >= 0
            credited[index] += n.gross
            credited_tax[index] += n.tax
        left -= amount
    assert credited == line_totals
    assert credited_tax == [tax_in(total, rate) for total, rate in lines]
