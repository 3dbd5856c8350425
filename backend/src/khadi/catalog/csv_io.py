"""The catalogue as a CSV file (issue 13, "catalogue in bulk"): export every product, and import a
file that creates (no id) and updates (by id) products.

One product per row; lists are joined with '|'; prices are rupees with two decimals ('1499.00'),
converted from and to integer paise with Decimal, never floats. Every row is checked by the
product form's own rules (`form_rules.product_values`); an import writes all of its rows in one
transaction, or none. A file that creates products is recorded by a digest of its rows in
`catalog_imports` (unique), so applying it twice — a double click, a second tab — cannot create
the products twice. `bulk_import` checks and writes; this module reads and writes the text.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal

from khadi.catalog.errors import (
    BOOLEAN_EXPECTED,
    FILE_EMPTY,
    FILE_HAS_NUL,
    FILE_NOT_UTF8,
    FILE_TOO_LARGE,
    MAX_ROWS,
    NO_ROWS,
    TOO_MANY_CELLS,
    TOO_MANY_ROWS,
    first_row_unreadable,
    header_wrong,
    row_unreadable,
)
from khadi.catalog.models import Product
from khadi.errors import InvalidInput
from khadi.kit.csv_file import unguard, write_csv

# The columns, in the order the export writes them; an import may have them in any order.
COLUMNS = (
    "id",
    "title",
    "description",
    "price",
    "category",
    "subCategory",
    "tags",
    "images",
    "outOfStock",
    "comingSoon",
    "sizeChart",
    "sizes",
    "types",
    "stock",
    "titleKn",
    "titleHi",
    "descriptionKn",
    "descriptionHi",
)
# Kannada and Hindi versions (issue 18); left out of a file, a product keeps its own.
TRANSLATION_COLUMNS = ("titleKn", "titleHi", "descriptionKn", "descriptionHi")
# A file may leave these out (made before they existed): an empty cell for every row.
OPTIONAL_COLUMNS = frozenset({"stock", *TRANSLATION_COLUMNS})
LIST_SEPARATOR = "|"
MAX_FILE_BYTES = 5 * 1024 * 1024
BOM = "\ufeff"


def _header_message(missing: Iterable[str], unknown: Iterable[str], repeated: Iterable[str]) -> str:
    return header_wrong(sorted(missing), sorted(unknown), sorted(repeated), ", ".join(COLUMNS))


def file_error(message: str) -> InvalidInput:
    return InvalidInput(message, fields={"file": message})


# --- export ---------------------------------------------------------------------------------


def paise_to_rupees(paise: int) -> str:
    """14950 -> '149.50', exactly."""
    return str((Decimal(paise) / 100).quantize(Decimal("0.01")))


def _join(values: Iterable[str]) -> str:
    return LIST_SEPARATOR.join(values)


def _yes_no(value: bool) -> str:
    return "yes" if value else "no"


def product_row(product: Product, stock: str = "") -> list[str]:
    options = product.options or {}
    cells = [
        product.id,
        product.title,
        product.description,
        paise_to_rupees(product.price),
        product.category,
        product.sub_categories[0] if product.sub_categories else "",
        _join(product.tags),
        _join(record["key"] for record in product.images),
        _yes_no(product.out_of_stock),
        _yes_no(product.coming_soon),
        options.get("category") or "",
        _join(options.get("availableSizes") or []),
        _join(options.get("availableTypes") or []),
        stock,
        product.title_kn,
        product.title_hi,
        product.description_kn,
        product.description_hi,
    ]
    return cells


def export_csv(products: Iterable[Product], stock: Callable[[Product], str] | None = None) -> bytes:
    """UTF-8 with a byte-order mark (so Excel reads it as UTF-8), CRLF rows, a header row.
    `stock`: a product's `stock` cell (`csv_stock.stock_cell`); empty without it."""
    rows = (product_row(product, stock(product) if stock else "") for product in products)
    return write_csv(COLUMNS, rows, bom=True).encode("utf-8")


# --- import: reading the file ------------------------------------------------------------------


@dataclass(frozen=True)
class CsvRow:
    """One product row: its number as a spreadsheet shows it (the header is row 1) and its cells
    by column name, apostrophe guards removed."""

    number: int
    cells: dict[str, str]

    def text(self, column: str) -> str:
        return self.cells.get(column, "").strip()

    def items(self, column: str) -> list[str]:
        return [item.strip() for item in self.text(column).split(LIST_SEPARATOR) if item.strip()]


@dataclass(frozen=True)
class CsvFile:
    rows: list[CsvRow]
    # rows the reader could not take apart at all: (row number, message)
    broken: list[tuple[int, str]]

    def digest(self) -> str:
        """The rows' content, however the file was saved (BOM, line ends, column order)."""
        canonical = [
            [row.cells.get(column, "") for column in COLUMNS if column not in OPTIONAL_COLUMNS]
            + [row.cells[c] for c in sorted(OPTIONAL_COLUMNS) if row.cells.get(c, "").strip()]
            for row in self.rows
        ]
        text = json.dumps(canonical, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _header(cells: list[str]) -> list[str]:
    by_folded = {column.casefold(): column for column in COLUMNS}
    names = [cell.strip().lstrip(BOM).strip() for cell in cells]
    header = [by_folded.get(name.casefold(), name) for name in names]
    repeated = {name for name in header if name and header.count(name) > 1}
    missing = set(COLUMNS) - set(header) - OPTIONAL_COLUMNS
    unknown = {name for name in header if name not in COLUMNS and name}
    if missing or unknown or repeated:
        raise file_error(_header_message(missing, unknown, repeated))
    return header


def read_csv(data: bytes) -> CsvFile:
    """The rows of an uploaded file, or InvalidInput naming what is wrong with the whole file
    (size, encoding, header, row count)."""
    if len(data) > MAX_FILE_BYTES:
        raise file_error(FILE_TOO_LARGE)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise file_error(FILE_NOT_UTF8) from None
    if "\x00" in text:
        raise file_error(FILE_HAS_NUL)
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        first = next(reader, None)
    except csv.Error as error:
        raise file_error(first_row_unreadable(str(error))) from None
    if first is None or not any(cell.strip() for cell in first):
        raise file_error(FILE_EMPTY)
    header = _header(first)
    rows: list[CsvRow] = []
    broken: list[tuple[int, str]] = []
    number = 1
    while True:
        number += 1
        try:
            cells = next(reader)
        except StopIteration:
            break
        except csv.Error as error:
            broken.append((number, row_unreadable(str(error))))
            break  # the reader cannot find where the next row starts
        if not any(cell.strip() for cell in cells):
            continue  # blank lines a spreadsheet leaves at the end
        if len(cells) > len(header) and any(cell.strip() for cell in cells[len(header) :]):
            broken.append((number, TOO_MANY_CELLS))
            continue
        if len(rows) + len(broken) >= MAX_ROWS:
            raise file_error(TOO_MANY_ROWS)
        values = {name: unguard(cell) for name, cell in zip(header, cells, strict=False)}
        rows.append(CsvRow(number, values))
    if not rows and not broken:
        raise file_error(NO_ROWS)
    return CsvFile(rows, broken)


def yes_no(cell: str) -> bool:
    """'yes'/'no' (also true/false, 1/0, y/n); empty is no. ValueError otherwise."""
    folded = cell.strip().casefold()
    if folded in ("", "no", "n", "false", "0"):
        return False
    if folded in ("yes", "y", "true", "1"):
        return True
    raise ValueError(BOOLEAN_EXPECTED)


def price_text(cell: str) -> str:
    """'₹1,499.00' as the form takes it: '1499.00' (a spreadsheet may format the number)."""
    return cell.strip().removeprefix("₹").replace(",", "").replace(" ", "")
