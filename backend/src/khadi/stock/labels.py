"""How a stock line is named in messages: '"Kurta" (M, Full Sleeve)', '2.5 m', 'only 2 left'.

Issue 28: a refusal that names a line or a length also sends their parts, so the client words
them in the shopper's language (the size chart's names, the catalogue's word for a metre, the
product's Kannada or Hindi title): `line_params` and `amount_params` give the parameters."""

from __future__ import annotations

from khadi.stock.levels import in_units
from khadi.stock.models import UNIT_QUARTER_METRE


def amount_text(quantity: int, unit: str) -> str:
    """'2' pieces, or '2.5 m' for quarter-metres."""
    amount = in_units(quantity, unit)
    if isinstance(amount, float):
        return f"{amount:g} m"
    return str(amount)


class Label(str):
    """'"Kurta" (M, Full Sleeve)', which also keeps what it was made of."""

    name: str  # the product's title ('title' is str's own)
    size: str
    kind: str  # the type
    name_kn: str
    name_hi: str

    def __new__(
        cls, title: str, size: str, type_: str, *, title_kn: str = "", title_hi: str = ""
    ) -> Label:
        options = ", ".join(part for part in (size, type_) if part)
        label = super().__new__(cls, f'"{title}"' + (f" ({options})" if options else ""))
        label.name, label.size, label.kind = title, size, type_
        label.name_kn, label.name_hi = title_kn, title_hi
        return label


def line_label(
    title: str, size: str, type_: str, *, title_kn: str = "", title_hi: str = ""
) -> Label:
    return Label(title, size, type_, title_kn=title_kn, title_hi=title_hi)


def line_params(label: str) -> dict[str, str]:
    """`line` (the English label) and, for a `Label`, its parts: `lineTitle`, `lineSize`,
    `lineType` and the title in Kannada and Hindi when the product has them."""
    params = {"line": str(label)}
    if isinstance(label, Label):
        params |= {"lineTitle": label.name, "lineSize": label.size, "lineType": label.kind}
        if label.name_kn:
            params["lineTitleKn"] = label.name_kn
        if label.name_hi:
            params["lineTitleHi"] = label.name_hi
    return params


def amount_params(quantity: int, unit: str) -> dict[str, str | float]:
    """`amount` in English words ('2', '2.5 m') and, for a length, `amountMetres` (2.5)."""
    params: dict[str, str | float] = {"amount": amount_text(quantity, unit)}
    if unit == UNIT_QUARTER_METRE:
        params["amountMetres"] = float(in_units(quantity, unit))
    return params


def left_text(left: int, unit: str) -> str:
    """'only 2 left', 'only 2.5 m left', or 'none left'."""
    return f"only {amount_text(left, unit)} left" if left > 0 else "none left"


def short_message(label: str, left: int, unit: str) -> str:
    return f"{label}: {left_text(left, unit)}"
