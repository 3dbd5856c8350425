"""Stock's refusals and their texts: each names the line and what is left."""

from __future__ import annotations

from khadi.errors import Conflict, Text, template
from khadi.stock.labels import amount_text, short_message

# the owner's stock form: another edit of the same stock kept winning the race
BUSY = template("stock.busy", "Stock of {label} kept changing while it was being set; try again")


def busy(label: str) -> Text:
    return Text("stock.busy", BUSY, label=label)


class NotEnoughStock(Conflict):
    """Checkout or the cart asked for more than is left; the message names each line."""

    code = "not_enough_stock"


# Checkout (or paying again) found too little left. One line, the usual case, is coded; several
# are listed in English, as before (the cart page then words each line's stock itself).
SHORT_ONLY_LEFT = template("stock.short_only_left", "Not enough stock: {line}: only {amount} left")
SHORT_NONE_LEFT = template("stock.short_none_left", "Not enough stock: {line}: none left")


def short_text(label: str, left: int, unit: str) -> Text:
    """'Not enough stock: "Kurta" (M): only 2 left' (`left` in the stored unit)."""
    if left > 0:
        amount = amount_text(left, unit)
        return Text("stock.short_only_left", SHORT_ONLY_LEFT, line=label, amount=amount)
    return Text("stock.short_none_left", SHORT_NONE_LEFT, line=label)


def not_enough_stock(lines: list[tuple[str, int, str]]) -> NotEnoughStock:
    """`lines`: (label, left, unit) of each line there is too little of."""
    if len(lines) == 1:
        return NotEnoughStock(short_text(*lines[0]))
    parts = [short_message(label, left, unit) for label, left, unit in lines]
    return NotEnoughStock("Not enough stock: " + "; ".join(parts))
