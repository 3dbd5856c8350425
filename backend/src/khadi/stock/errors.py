"""Stock's refusals and their texts: each names the line and what is left."""

from __future__ import annotations

from khadi.errors import Conflict, Text, listing, template, text
from khadi.stock.labels import amount_params, line_params

# amounts as the dashboard and the CSV file write them (stock.quantities)
MAX_AMOUNT = 100_000
WHOLE_PIECES = text("stock.whole_pieces", "Stock must be a whole number of pieces")
QUARTER_STEPS = text("stock.quarter_steps", "Stock must be in steps of 0.25 m")
OUT_OF_RANGE = text("stock.out_of_range", f"Stock must be between 0 and {MAX_AMOUNT:,}")
RESTOCK_POSITIVE = text("stock.restock_positive", "Add at least one piece")
RESTOCK_POSITIVE_METRES = text("stock.restock_positive_metres", "Add at least 0.25 m")
NOT_A_NUMBER = text("stock.not_a_number", "Stock must be a number")

# the owner's stock form (stock.edits): what the admin saw is no longer so
NOT_TRACKED = template(
    "stock.not_tracked", 'Stock of "{title}" is not counted; start counting it first'
)
NO_LONGER_TRACKED = template(
    "stock.no_longer_tracked",
    'Stock of "{title}" is no longer counted since you loaded it — check it again',
)
NOW_TRACKED = template(
    "stock.now_tracked",
    'Stock of "{title}" is already counted since you loaded it — check it and save again',
)
CHANGED = template(
    "stock.changed",
    "Stock of {label} changed to {now} since you loaded it — check it and save again",
)
NO_SUCH_VARIANT = template("stock.no_such_variant", "{title} has no size {size} / type {type}")


def not_tracked(title: str) -> Text:
    return Text("stock.not_tracked", NOT_TRACKED, title=title)


def no_longer_tracked(title: str) -> Text:
    return Text("stock.no_longer_tracked", NO_LONGER_TRACKED, title=title)


def now_tracked(title: str) -> Text:
    return Text("stock.now_tracked", NOW_TRACKED, title=title)


def changed(label: str, now: str) -> Text:
    return Text("stock.changed", CHANGED, label=label, now=now)


def no_such_variant(title: str, size: str, type_: str) -> Text:
    """The size and type quoted as the admin sent them (Python's repr, as before)."""
    return Text(
        "stock.no_such_variant", NO_SUCH_VARIANT, title=title, size=repr(size), type=repr(type_)
    )


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
        params = line_params(label) | amount_params(left, unit)
        return Text("stock.short_only_left", SHORT_ONLY_LEFT, **params)
    return Text("stock.short_none_left", SHORT_NONE_LEFT, **line_params(label))


# several lines short at once: each line coded, listed by the client in the shopper's language
SHORT_LINES = template("stock.short_lines", "Not enough stock: {lines}")
LINE_ONLY_LEFT = template("stock.line_only_left", "{line}: only {amount} left")
LINE_NONE_LEFT = template("stock.line_none_left", "{line}: none left")


def short_line(label: str, left: int, unit: str) -> Text:
    """'"Kurta" (M): only 2 left' — one line of a listing (stock.labels.short_message's words)."""
    if left > 0:
        params = line_params(label) | amount_params(left, unit)
        return Text("stock.line_only_left", LINE_ONLY_LEFT, **params)
    return Text("stock.line_none_left", LINE_NONE_LEFT, **line_params(label))


def not_enough_stock(lines: list[tuple[str, int, str]]) -> NotEnoughStock:
    """`lines`: (label, left, unit) of each line there is too little of."""
    if len(lines) == 1:
        return NotEnoughStock(short_text(*lines[0]))
    parts = [short_line(label, left, unit) for label, left, unit in lines]
    return NotEnoughStock(listing("stock.short_lines", SHORT_LINES, parts))
