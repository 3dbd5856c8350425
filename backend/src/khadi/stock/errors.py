"""Stock's refusals and their texts: each names the line and what is left."""

from __future__ import annotations

from khadi.errors import Conflict, Text, template

# the owner's stock form: another edit of the same stock kept winning the race
BUSY = template("stock.busy", "Stock of {label} kept changing while it was being set; try again")


def busy(label: str) -> Text:
    return Text("stock.busy", BUSY, label=label)


class NotEnoughStock(Conflict):
    """Checkout or the cart asked for more than is left; the message names each line."""

    code = "not_enough_stock"
