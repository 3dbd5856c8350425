"""How a stock line is named in messages: '"Kurta" (M, Full Sleeve)', '2.5 m', 'only 2 left'."""

from __future__ import annotations

from khadi.stock.levels import in_units


def amount_text(quantity: int, unit: str) -> str:
    """'2' pieces, or '2.5 m' for quarter-metres."""
    amount = in_units(quantity, unit)
    if isinstance(amount, float):
        return f"{amount:g} m"
    return str(amount)


def line_label(title: str, size: str, type_: str) -> str:
    options = ", ".join(part for part in (size, type_) if part)
    return f'"{title}"' + (f" ({options})" if options else "")


def left_text(left: int, unit: str) -> str:
    """'only 2 left', 'only 2.5 m left', or 'none left'."""
    return f"only {amount_text(left, unit)} left" if left > 0 else "none left"


def short_message(label: str, left: int, unit: str) -> str:
    return f"{label}: {left_text(left, unit)}"
