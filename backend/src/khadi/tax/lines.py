"""An order's lines, taxed: pure, from the order's item snapshot (khadi.orders.schemas
.OrderItemOut, camelCase as stored), the tax class of each line, the day and whether the
supply is within the shop's state. Each line's gross is its `lineTotal` less its share of a
discount code (`discount`, issue 31: the discount reduces the taxable value of the lines it
applies to), so the lines add up exactly to what was charged."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from datetime import date
from typing import Any

from khadi.tax.maths import TaxSplit, split
from khadi.tax.rules import TaxClass

UNIT_CODES = {"piece": "PCS", "metre": "MTR"}  # GST unit quantity codes


@dataclass(frozen=True)
class TaxedLine:
    title: str
    product_id: str
    category: str
    hsn: str
    quantity: float | int
    unit: str  # 'PCS' | 'MTR'
    unit_price: int  # paise, tax included
    gross: int  # paise charged, tax included
    exempt: bool
    rate: int
    taxable: int
    cgst: int
    sgst: int
    igst: int
    discount: int = 0  # issue 31: paise of a discount code taken off this line (gross is after)
    discount_code: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def line_title(item: Mapping[str, Any]) -> str:
    """What was bought, with the size and type chosen (issue 28): "Handspun Khadi Shirt — M, Full
    Sleeve"; the title alone for a product with neither."""
    options = ", ".join(str(item.get(key) or "") for key in ("size", "type") if item.get(key))
    title = str(item["title"])
    return f"{title} — {options}" if options else title


def paid(item: Mapping[str, Any]) -> int:
    """Paise the shopper paid for the line: its total less its share of the discount code."""
    return int(item["lineTotal"]) - int(item.get("discount") or 0)


def tax_line(item: Mapping[str, Any], klass: TaxClass, day: date, intra_state: bool) -> TaxedLine:
    period = klass.period_on(day)
    unit_price = int(item["unitPrice"])
    rate = period.rate_for(unit_price)
    parts: TaxSplit = split(paid(item), rate, intra_state)
    return TaxedLine(
        title=line_title(item),
        product_id=str(item["productId"]),
        category=str(item["category"]),
        hsn=klass.hsn,
        quantity=item["quantity"],
        unit=UNIT_CODES.get(str(item.get("unit")), "PCS"),
        unit_price=unit_price,
        gross=parts.gross,
        exempt=period.kind == "exempt",
        rate=rate,
        taxable=parts.taxable,
        cgst=parts.cgst,
        sgst=parts.sgst,
        igst=parts.igst,
        discount=int(item.get("discount") or 0),
    )


def tax_lines(
    items: Sequence[Mapping[str, Any]],
    classes: Mapping[tuple[str, str], TaxClass],
    day: date,
    intra_state: bool,
) -> list[TaxedLine]:
    return [
        tax_line(item, classes[(str(item["category"]), str(item["productId"]))], day, intra_state)
        for item in items
    ]


@dataclass(frozen=True)
class Totals:
    gross: int
    taxable: int
    cgst: int
    sgst: int
    igst: int

    @property
    def tax(self) -> int:
        return self.cgst + self.sgst + self.igst


def totals(lines: list[TaxedLine]) -> Totals:
    return Totals(
        gross=sum(line.gross for line in lines),
        taxable=sum(line.taxable for line in lines),
        cgst=sum(line.cgst for line in lines),
        sgst=sum(line.sgst for line in lines),
        igst=sum(line.igst for line in lines),
    )


DELIVERY_TITLE = "Delivery charges"
DELIVERY_SAC = "996812"  # courier services; shown for the line, taxed as the goods (docs/tax.md)


COD_FEE_TITLE = "Cash on delivery fee"


def delivery_line(
    gross: int, goods: list[TaxedLine], intra_state: bool, title: str = DELIVERY_TITLE
) -> TaxedLine:
    """Delivery billed with the goods is part of one composite supply whose principal supply is
    the goods (CGST Act s.2(30), s.8(a)): it pays the goods' rate — the highest rate among the
    order's lines when they differ, the reading that never under-pays — and is exempt when every
    line is. A cash-on-delivery fee (issue 30) is billed with the delivery, taxed the same.
    """
    taxed = [line for line in goods if not line.exempt]
    rate = max((line.rate for line in taxed), default=0)
    parts = split(gross, rate, intra_state)
    return TaxedLine(
        title=title, product_id="", category="", hsn=DELIVERY_SAC, quantity=1,
        unit="OTH", unit_price=gross, gross=parts.gross, exempt=not taxed, rate=rate,
        taxable=parts.taxable, cgst=parts.cgst, sgst=parts.sgst, igst=parts.igst,
    )  # fmt: skip
