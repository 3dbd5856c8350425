"""The catalogue's form rules: what an admin's product or category form must hold, and the
normalised column values it becomes (spec §5). Nothing here writes; `editing` does.

Every refusal is InvalidInput (or Conflict for a taken category name) with a message per field,
in the words of `catalog.errors`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from khadi.catalog.errors import (
    ALL_FIELDS_REQUIRED,
    CATEGORY_EXISTS,
    CATEGORY_NAME_NEEDS_LETTERS,
    CATEGORY_NAME_REQUIRED,
    CATEGORY_NAME_TOO_LONG,
    CATEGORY_REQUIRED,
    DESCRIPTION_REQUIRED,
    DESCRIPTION_TOO_LONG,
    IMAGE_NOT_FOUND,
    IMAGES_REQUIRED,
    MAX_CATEGORY_NAME,
    MAX_DESCRIPTION,
    MAX_IMAGES,
    MAX_SUBCATEGORIES,
    MAX_SUBCATEGORY,
    MAX_TAG,
    MAX_TAGS,
    MAX_TITLE,
    PRICE_REQUIRED,
    SIZES_NEED_A_CHART,
    SUBCATEGORY_REQUIRED,
    SUBCATEGORY_TOO_LONG,
    TAG_TOO_LONG,
    TAGS_REQUIRED,
    TITLE_REQUIRED,
    TITLE_TOO_LONG,
    TOO_MANY_IMAGES,
    TOO_MANY_SUBCATEGORIES,
    TOO_MANY_TAGS,
    UNKNOWN_CATEGORY,
    UNKNOWN_SIZE_CHART,
    UNKNOWN_SUBCATEGORY,
    sizes_not_in_chart,
    types_not_in_chart,
)
from khadi.catalog.models import Category, Product
from khadi.catalog.sale_rules import price_paise, sale_values
from khadi.catalog.schemas import CategoryCreate, ProductCreate
from khadi.catalog.size_charts import SIZE_CHARTS
from khadi.errors import Conflict, InvalidInput, KhadiError, words_of
from khadi.media import service as media
from khadi.media.storage import MediaStore, safe_key

# --- small helpers ------------------------------------------------------------------------


def _clean(value: str | None) -> str:
    return (value or "").strip()


def _unique(values: list[str]) -> list[str]:
    """Trimmed, non-empty, first spelling kept among case-insensitive duplicates."""
    seen: set[str] = set()
    kept: list[str] = []
    for value in values:
        text = value.strip()
        if text and text.casefold() not in seen:
            seen.add(text.casefold())
            kept.append(text)
    return kept


def slugify(name: str) -> str:
    """'Silk Sarees' -> 'silk-sarees'; the category's `name`, used in links."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")[:MAX_CATEGORY_NAME].strip("-")


def find_category(session: Session, name: str) -> Category | None:
    """By slug or label, case-insensitively."""
    wanted = name.strip().lower()
    return session.scalar(
        select(Category)
        .where(or_(func.lower(Category.name) == wanted, func.lower(Category.label) == wanted))
        .order_by(Category.id)
        .limit(1)
    )


# --- product form -----------------------------------------------------------------------------


@dataclass
class _Form:
    """Collects per-field messages; `missing` marks the spec's 'All fields are required' set."""

    errors: dict[str, str]
    missing: bool = False

    def need(self, field: str, message: str) -> None:
        self.errors.setdefault(field, message)
        self.missing = True

    def refuse(self, field: str, message: str) -> None:
        self.errors.setdefault(field, message)

    def raise_if_any(self) -> None:
        if self.errors:
            message = ALL_FIELDS_REQUIRED if self.missing else next(iter(self.errors.values()))
            raise InvalidInput(message, fields=self.errors)


def _check_price(form: _Form, raw: str | int | float | None) -> int:
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        form.need("price", PRICE_REQUIRED)
        return 0
    try:
        paise = price_paise(raw)
    except ValueError as error:
        form.refuse("price", words_of(error))
        return 0
    if paise <= 0:
        form.need("price", PRICE_REQUIRED)
    return paise


def _check_category(
    form: _Form,
    session: Session,
    name: str | None,
    sub_category: str | None,
    category_of: Callable[[str], Category | None] | None = None,
) -> tuple[str, list[str]]:
    wanted = _clean(name)
    if not wanted:
        form.need("category", CATEGORY_REQUIRED)
        return "", []
    category = category_of(wanted) if category_of else find_category(session, wanted)
    if category is None:
        form.refuse("category", UNKNOWN_CATEGORY)
        return "", []
    if not category.subcategories:
        return category.name, []  # the form hides the subcategory then (spec §5)
    sub = _clean(sub_category)
    if not sub:
        form.refuse("subCategory", SUBCATEGORY_REQUIRED)
        return category.name, []
    canonical = {s.casefold(): s for s in category.subcategories}
    if sub.casefold() not in canonical:
        form.refuse("subCategory", UNKNOWN_SUBCATEGORY)
        return category.name, []
    return category.name, [canonical[sub.casefold()]]


def _check_tags(form: _Form, tags: list[str]) -> list[str]:
    kept = _unique(tags)
    if not kept:
        form.need("tags", TAGS_REQUIRED)
    elif any(len(tag) > MAX_TAG for tag in kept):
        form.refuse("tags", TAG_TOO_LONG)
    elif len(kept) > MAX_TAGS:
        form.refuse("tags", TOO_MANY_TAGS)
    return kept


def _check_images(
    form: _Form,
    session: Session,
    store: MediaStore,
    keys: list[str],
    current: list[dict[str, Any]],
    known: Mapping[str, dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """Records for the keys: the product's own records, else `known` ones (images other
    products show, for a CSV import), else the upload records the server made. Sizes and
    variants are never taken from the request."""
    wanted = list(dict.fromkeys(key.strip() for key in keys if key.strip()))
    if not wanted:
        form.need("images", IMAGES_REQUIRED)
        return []
    if len(wanted) > MAX_IMAGES:
        form.refuse("images", TOO_MANY_IMAGES)
        return []
    own = {record["key"]: record for record in current}
    records: list[dict[str, Any]] = []
    for key in wanted:
        try:
            safe_key(key)
        except KhadiError as error:
            form.refuse("images", error.message)
            return []
        record = own.get(key) or (known or {}).get(key) or media.uploaded_record(session, key)
        if record is None or not store.exists(key):
            form.refuse("images", IMAGE_NOT_FOUND)
            return []
        records.append(record)
    return records


def _check_options(form: _Form, body: ProductCreate) -> dict[str, Any]:
    chart_key = _clean(body.options.category) or None
    sizes = _unique(body.options.available_sizes)
    types = _unique(body.options.available_types)
    chart = SIZE_CHARTS.get(chart_key) if chart_key else None
    if chart_key and chart is None:
        form.refuse("options.category", UNKNOWN_SIZE_CHART)
        return {}
    if chart is None:
        if sizes or types:
            form.refuse("options.category", SIZES_NEED_A_CHART)
        return {"category": None, "availableSizes": [], "availableTypes": []}
    primaries = [size.primary for size in chart.sizes]
    if any(size not in primaries for size in sizes):
        form.refuse("options.availableSizes", sizes_not_in_chart(chart.label))
    if any(kind not in chart.types for kind in types):
        form.refuse("options.availableTypes", types_not_in_chart(chart.label))
    return {
        "category": chart.key,
        # in the chart's order, so pickers read XS, S, M… whatever order they were ticked in
        "availableSizes": [s for s in primaries if s in sizes],
        "availableTypes": [t for t in chart.types if t in types],
    }


def product_values(
    session: Session,
    store: MediaStore,
    body: ProductCreate,
    current: Product | None = None,
    known_images: Mapping[str, dict[str, Any]] | None = None,
    category_of: Callable[[str], Category | None] | None = None,
    *,
    with_sale: bool = False,
) -> dict[str, Any]:
    """The checked column values for a product, or InvalidInput with every field's message.
    For a CSV import's thousands of rows: `known_images`, image records by key that may be
    reused, and `category_of`, `find_category` remembered per name. `with_sale`: the form's
    MRP and sale fields too (a CSV has none, and leaves a product's own as they are)."""
    form = _Form(errors={})
    title = _clean(body.title)
    if not title:
        form.need("title", TITLE_REQUIRED)
    elif len(title) > MAX_TITLE:
        form.refuse("title", TITLE_TOO_LONG)
    description = _clean(body.description)
    if not description:
        form.need("description", DESCRIPTION_REQUIRED)
    elif len(description) > MAX_DESCRIPTION:
        form.refuse("description", DESCRIPTION_TOO_LONG)
    price = _check_price(form, body.price)
    category, sub_categories = _check_category(
        form, session, body.category, body.sub_category, category_of
    )
    tags = _check_tags(form, body.tags)
    images = _check_images(
        form,
        session,
        store,
        [image.key for image in body.images],
        list(current.images) if current is not None else [],
        known_images,
    )
    options = _check_options(form, body)
    sale = sale_values(form.refuse, body, price) if with_sale else {}
    form.raise_if_any()
    return sale | {
        "title": title,
        "description": description,
        "price": price,
        "category": category,
        "sub_categories": sub_categories,
        "tags": tags,
        "images": images,
        "out_of_stock": body.out_of_stock,
        "coming_soon": body.coming_soon,
        "options": options,
    }


# --- category form --------------------------------------------------------------------------


def category_taken(session: Session, slug: str, *, besides: str | None = None) -> bool:
    """'Sleeping Mats', 'sleeping-mats' and 'SLEEPING  MATS' all name the category 'mats'
    (label 'Sleeping Mats'): compare slugs of both names. The shop has tens of categories.
    `besides`: a category's slug left out (the one being renamed)."""
    return any(
        slug in (category.name, slugify(category.label))
        for category in session.scalars(select(Category))
        if category.name != besides
    )


def category_label(raw: str, field: str = "name") -> tuple[str, str]:
    """(label, slug) for a category name typed in a form: spaces collapsed, non-empty, not too
    long, with letters or digits; InvalidInput on `field` otherwise."""
    label = " ".join(raw.split())
    if not label:
        raise InvalidInput(CATEGORY_NAME_REQUIRED, fields={field: CATEGORY_NAME_REQUIRED})
    if len(label) > MAX_CATEGORY_NAME:
        raise InvalidInput(CATEGORY_NAME_TOO_LONG, fields={field: CATEGORY_NAME_TOO_LONG})
    slug = slugify(label)
    if not slug:
        raise InvalidInput(CATEGORY_NAME_NEEDS_LETTERS, fields={field: CATEGORY_NAME_NEEDS_LETTERS})
    return label, slug


def category_subcategories(values: list[str]) -> list[str]:
    """Trimmed, without case-insensitive duplicates, each and all within their limits."""
    subcategories = _unique(values)
    if any(len(sub) > MAX_SUBCATEGORY for sub in subcategories):
        raise InvalidInput(SUBCATEGORY_TOO_LONG, fields={"subcategories": SUBCATEGORY_TOO_LONG})
    if len(subcategories) > MAX_SUBCATEGORIES:
        raise InvalidInput(TOO_MANY_SUBCATEGORIES, fields={"subcategories": TOO_MANY_SUBCATEGORIES})
    return subcategories


def category_values(session: Session, body: CategoryCreate) -> dict[str, Any]:
    """The checked column values for a new category (spec §5: the name is trimmed and
    non-empty), unique case-insensitively; InvalidInput or Conflict otherwise."""
    label, slug = category_label(body.name)
    subcategories = category_subcategories(body.subcategories)
    if category_taken(session, slug):
        raise Conflict(CATEGORY_EXISTS, fields={"name": CATEGORY_EXISTS})
    return {"name": slug, "label": label, "subcategories": subcategories}
