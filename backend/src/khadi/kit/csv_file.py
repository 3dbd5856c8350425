"""CSV files a spreadsheet opens: every export writes through `write_csv`, so no cell a shopper or
an admin typed can run as a formula in the owner's spreadsheet (issue 29).

A text cell starting with `= + - @`, a tab or a carriage return is a formula to Excel, LibreOffice
and Google Sheets; it is written with a leading apostrophe (shown as text, never run), and `unguard`
takes the apostrophe off again when the file comes back (the product import). A plain number —
`-899.00` on a credit note — is a number, not a formula, and is written as it is (it still adds up).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


def guard(cell: object) -> str:
    text = "" if cell is None else str(cell)
    if text.startswith(FORMULA_START) and not _NUMBER.fullmatch(text):
        return "'" + text
    return text


def unguard(cell: str) -> str:
    if cell.startswith("'") and cell[1:].startswith(FORMULA_START):
        return cell[1:]
    return cell


def write_csv(header: Iterable[str], rows: Iterable[Iterable[object]], *, bom: bool = False) -> str:
    """A header row and the rows, CRLF line ends, every cell guarded; `bom` puts a byte-order mark
    in front (Excel then reads the file as UTF-8)."""
    out = io.StringIO()
    if bom:
        out.write("\ufeff")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([guard(cell) for cell in header])
    writer.writerows([guard(cell) for cell in row] for row in rows)
    return out.getvalue()
