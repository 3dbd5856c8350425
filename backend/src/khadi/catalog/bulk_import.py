"""Checking and applying a CSV import (`csv_io` reads the file): every row by the product form's
own rules, every row's errors listed, then all rows written in one transaction — or none.

An applied import first bumps the catalogue version: that write takes the catalogue's lock (the
row lock on PostgreSQL, the database's write lock on SQLite), so two imports — or an import and
an admin's edit — run one after the other, and the second sees what the first committed. A file
that creates products is recorded by its digest (unique) in the same transaction; the same
file again is refused with 409 instead of creating the products twice.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.catalog.csv_io import (
    COLUMNS,
    TRANSLATION_COLUMNS,
    CsvFile,
    CsvRow,
    price_text,
    yes_no,
)
from khadi.catalog.csv_stock import STOCK_COLUMN, goods_for, parse_stock
from khadi.catalog.editing import CatalogEditor, remove_unused_images
from khadi.catalog.errors import UNKNOWN_ID, already_imported, repeated_id
from khadi.catalog.form_rules import find_category, product_values
from khadi.catalog.models import CatalogImport, Category, Product
from khadi.catalog.schemas import ProductCreate
from khadi.catalog.service import bump_catalog_version, catalog_version
from khadi.catalog.translations import product_translations
from khadi.errors import Conflict, InvalidInput, Text, validation_text, words_of
from khadi.events import publish_catalog_changed
from khadi.kit.time import as_utc, utcnow
from khadi.media.models import MediaImage
from khadi.media.storage import MediaStore
from khadi.stock.edits import import_counts
from khadi.stock.levels import Variant

# form field (as form_rules names it) -> CSV column
FIELD_COLUMNS = {
    "title": "title",
    "description": "description",
    "price": "price",
    "category": "category",
    "subCategory": "subCategory",
    "tags": "tags",
    "images": "images",
    "outOfStock": "outOfStock",
    "comingSoon": "comingSoon",
    "options.category": "sizeChart",
    "options.availableSizes": "sizes",
    "options.availableTypes": "types",
}


@dataclass(frozen=True)
class RowError:
    row: int
    column: str
    message: str


@dataclass
class ImportResult:
    rows: int
    created: int = 0
    updated: int = 0
    errors: list[RowError] = field(default_factory=list)


@dataclass(frozen=True)
class _Plan:
    product: Product | None  # None: a new product
    values: dict[str, Any]
    stock: dict[tuple[str, str], int] | None = None  # (size, type) -> stored count; None: leave


def _stock(
    row: CsvRow, values: dict[str, Any], errors: list[RowError]
) -> dict[tuple[str, str], int] | None:
    """The row's `stock` cell checked against its (new) sizes and types; None when empty."""
    cell = row.text(STOCK_COLUMN)
    if not cell or not values:
        return None
    goods = goods_for("", values["title"], values["category"], values.get("options") or {})
    try:
        counts = parse_stock(cell, goods)
    except ValueError as error:
        errors.append(RowError(row.number, STOCK_COLUMN, words_of(error)))
        return None
    if counts is None:
        return None
    return {(v.size, v.type): n for v, n in counts.items()}


def _problem_words(problem: Any) -> str:
    """pydantic's problem as the API's 422 words it: a validator's coded refusal, else pydantic's
    message with its code (khadi.errors.validation_text)."""
    raised = (problem.get("ctx") or {}).get("error")
    if isinstance(raised, ValueError) and raised.args and isinstance(raised.args[0], Text):
        return raised.args[0]
    message = str(problem["msg"]).removeprefix("Value error, ")
    return validation_text(str(problem["type"]), message, problem.get("ctx"))


def _form(row: CsvRow, errors: list[RowError]) -> ProductCreate | None:
    """The row as the product form would send it; None (errors noted) when it cannot be."""
    flags: dict[str, bool] = {}
    for column in ("outOfStock", "comingSoon"):
        try:
            flags[column] = yes_no(row.text(column))
        except ValueError as error:
            errors.append(RowError(row.number, column, words_of(error)))
    body = {
        "title": row.text("title"),
        "description": row.cells.get("description", ""),
        "price": price_text(row.text("price")),
        "category": row.text("category"),
        "subCategory": row.text("subCategory") or None,
        "tags": row.items("tags"),
        "images": [{"key": key} for key in row.items("images")],
        "outOfStock": flags.get("outOfStock", False),
        "comingSoon": flags.get("comingSoon", False),
        "options": {
            "category": row.text("sizeChart") or None,
            "availableSizes": row.items("sizes"),
            "availableTypes": row.items("types"),
        },
        # a column the file leaves out keeps the product's own (None); an empty cell clears
        **{column: row.cells.get(column) for column in TRANSLATION_COLUMNS},
    }
    try:
        form = ProductCreate.model_validate(body)
    except ValidationError as error:
        for problem in error.errors():
            loc = [str(part) for part in problem["loc"] if not isinstance(part, int)]
            name = ".".join(loc[:2]) if loc and loc[0] == "options" else (loc[0] if loc else "")
            message = _problem_words(problem)
            errors.append(RowError(row.number, FIELD_COLUMNS.get(name, name), message))
        return None
    return form


class _OnceEach:
    """The media store, asked once per key whether a file exists: a file of thousands of rows
    names the same few images again and again, and a remote store answers over the network."""

    def __init__(self, store: MediaStore) -> None:
        self._store = store
        self._exists: dict[str, bool] = {}

    def put(self, key: str, data: bytes, content_type: str) -> None:
        self._store.put(key, data, content_type)

    def delete(self, key: str) -> bool:
        return self._store.delete(key)

    def exists(self, key: str) -> bool:
        if key not in self._exists:
            self._exists[key] = self._store.exists(key)
        return self._exists[key]

    def url(self, key: str) -> str:
        return self._store.url(key)

    def key_from_link(self, link: str) -> str:
        return self._store.key_from_link(link)


def _chunks(values: list[str], size: int = 500) -> Iterator[list[str]]:
    for start in range(0, len(values), size):
        yield values[start : start + size]


def known_images(session: Session, file: CsvFile) -> dict[str, dict[str, Any]]:
    """The records of the images the rows may name, by key: every image a product shows, and
    the uploads the file names (read at once rather than once per row)."""
    known: dict[str, dict[str, Any]] = {}
    for images in session.scalars(select(Product.images)):
        for record in images or []:
            known.setdefault(record["key"], record)
    named = list({key for row in file.rows for key in row.items("images")} - set(known))
    for chunk in _chunks(named):
        for upload in session.scalars(select(MediaImage).where(MediaImage.key.in_(chunk))):
            known[upload.key] = upload.record()
    return known


def check_rows(
    session: Session, store: MediaStore, file: CsvFile
) -> tuple[list[_Plan], list[RowError]]:
    """What each row would write, and every row's errors (sorted by row, then column)."""
    errors = [RowError(number, "", message) for number, message in file.broken]
    ids = list({row.text("id") for row in file.rows if row.text("id")})
    existing: dict[str, Product] = {}
    for chunk in _chunks(ids):
        existing.update(
            (p.id, p) for p in session.scalars(select(Product).where(Product.id.in_(chunk)))
        )
    known = known_images(session, file)
    files = _OnceEach(store)
    categories: dict[str, Category | None] = {}

    def category_of(name: str) -> Category | None:
        folded = name.strip().lower()
        if folded not in categories:
            categories[folded] = find_category(session, name)
        return categories[folded]

    first_row: dict[str, int] = {}
    plans: list[_Plan] = []
    for row in file.rows:
        row_errors: list[RowError] = []
        product_id = row.text("id")
        product = existing.get(product_id) if product_id else None
        if product_id:
            if product_id in first_row:
                row_errors.append(RowError(row.number, "id", repeated_id(first_row[product_id])))
            else:
                first_row[product_id] = row.number
            if product is None:
                row_errors.append(RowError(row.number, "id", UNKNOWN_ID))
        form = _form(row, row_errors)
        values: dict[str, Any] = {}
        if form is not None:
            try:
                values = product_values(session, files, form, product, known, category_of)
                values |= product_translations(form, product)
            except InvalidInput as error:
                row_errors.extend(
                    RowError(row.number, FIELD_COLUMNS.get(name, name), message)
                    for name, message in error.fields.items()
                )
        stock = _stock(row, values, row_errors)
        if not row_errors:
            plans.append(_Plan(product, values, stock))
        errors.extend(row_errors)
    order = {column: index for index, column in enumerate(COLUMNS)}
    errors.sort(key=lambda e: (e.row, order.get(e.column, -1)))
    return plans, errors


def _already_imported(previous: CatalogImport) -> Conflict:
    when = as_utc(previous.imported_at).isoformat(timespec="seconds")
    return Conflict(already_imported(when, previous.created))


def _previous(session: Session, digest: str) -> CatalogImport | None:
    return session.scalar(select(CatalogImport).where(CatalogImport.digest == digest))


def run_import(
    editor: CatalogEditor, file: CsvFile, *, dry_run: bool, user_id: str | None = None
) -> ImportResult:
    """Check every row; unless `dry_run` or any row has an error, write them all (stock counts
    with reason 'import' by `user_id`). Conflict (409) when the file creates products and was
    applied before."""
    session = editor.session
    session.rollback()  # start afresh: the lock below must come first in the transaction
    if not dry_run:
        bump_catalog_version(session)
    plans, errors = check_rows(session, editor.store, file)
    result = ImportResult(rows=len(file.rows) + len(file.broken), errors=errors)
    if errors:
        session.rollback()
        return result
    result.created = sum(1 for plan in plans if plan.product is None)
    result.updated = len(plans) - result.created
    digest = file.digest()
    previous = _previous(session, digest) if result.created else None
    if previous is not None:
        session.rollback()
        raise _already_imported(previous)
    if dry_run:
        session.rollback()
        return result
    dropped = _write(session, plans, user_id)
    if result.created:
        session.add(
            CatalogImport(
                digest=digest, rows=result.rows, created=result.created, updated=result.updated
            )
        )
    try:
        session.commit()
    except IntegrityError:  # the same file, applied at the same moment on another instance
        session.rollback()
        previous = _previous(session, digest)
        if previous is None:
            raise
        raise _already_imported(previous) from None
    editor.snapshots.invalidate()
    publish_catalog_changed(editor.events, catalog_version(session))
    remove_unused_images(session, editor.store, dropped)
    return result


def _write(session: Session, plans: list[_Plan], user_id: str | None) -> list[dict[str, Any]]:
    """Add and change the products, then set the stock counts the rows name; the image records
    taken off updated products."""
    now = utcnow()
    dropped: list[dict[str, Any]] = []
    counted: list[tuple[Product, dict[tuple[str, str], int]]] = []
    for index, plan in enumerate(plans):
        product = plan.product
        if product is None:
            # a microsecond apart, so the catalogue lists them in the file's order
            product = Product(**plan.values, time=now + timedelta(microseconds=index))
            session.add(product)
        else:
            kept = {record["key"] for record in plan.values["images"]}
            dropped.extend(record for record in product.images if record["key"] not in kept)
            for column, value in plan.values.items():
                setattr(product, column, value)
        if plan.stock is not None:
            counted.append((product, plan.stock))
    if counted:
        session.flush()  # the new products' ids
    for product, stock in sorted(counted, key=lambda pair: pair[0].id):
        goods = goods_for(product.id, product.title, product.category, product.options or {})
        counts = {Variant(product.id, size, type_): n for (size, type_), n in stock.items()}
        import_counts(session, goods, counts, user_id=user_id, now=now)
    return dropped


def export_products(session: Session) -> list[Product]:
    """Every product, oldest first (new ones at the end of the file)."""
    return list(session.scalars(select(Product).order_by(Product.time, Product.id)))
