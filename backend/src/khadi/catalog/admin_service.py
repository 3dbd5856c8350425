"""Catalogue changes made by admins: product create/update/delete and new categories.

Every change bumps the catalogue version in its own transaction (DESIGN.md §8), so each app
instance rebuilds its snapshot. Image files are removed only after the commit, and only when no
other product still shows them.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from sqlalchemy import Text, cast, func, or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.admin.schemas import CategoryCreate, ProductCreate
from khadi.catalog.models import Category, Product
from khadi.catalog.service import bump_catalog_version, get_product
from khadi.catalog.size_charts import SIZE_CHARTS
from khadi.errors import Conflict, InvalidInput, KhadiError
from khadi.kit.money import rupees_to_paise
from khadi.kit.time import utcnow
from khadi.media import service as media
from khadi.media.images import image_keys
from khadi.media.models import MediaImage
from khadi.media.storage import MediaStore, safe_key

log = logging.getLogger(__name__)

# spec §5 and §8 — the texts the admin form shows
ALL_FIELDS_REQUIRED = "All fields are required"
TITLE_REQUIRED = "Title is required"
DESCRIPTION_REQUIRED = "Description is required"
PRICE_REQUIRED = "Price must be greater than 0"
CATEGORY_REQUIRED = "Category is required"
TAGS_REQUIRED = "Add at least one tag"
IMAGES_REQUIRED = "Add at least one image"
SUBCATEGORY_REQUIRED = "Subcategory is required"
CATEGORY_NAME_REQUIRED = "Category name is required"
CATEGORY_EXISTS = "Category already exists"

MAX_TITLE = 200
MAX_DESCRIPTION = 5000
MAX_TAG = 40
MAX_TAGS = 20
MAX_IMAGES = 10
MAX_PRICE_RUPEES = 1_000_000  # ₹10,00,000 — far above anything the shop sells
MAX_CATEGORY_NAME = 60
MAX_SUBCATEGORY = 40
MAX_SUBCATEGORIES = 30

TITLE_TOO_LONG = f"Title must be at most {MAX_TITLE} characters"
DESCRIPTION_TOO_LONG = f"Description must be at most {MAX_DESCRIPTION} characters"
PRICE_NOT_A_NUMBER = "Price must be a number of rupees"
PRICE_TOO_HIGH = "Price must be at most ₹10,00,000"
UNKNOWN_CATEGORY = "Choose a category from the list"
UNKNOWN_SUBCATEGORY = "Choose a subcategory from the list"
TAG_TOO_LONG = f"Tags must be at most {MAX_TAG} characters"
TOO_MANY_TAGS = f"A product can have at most {MAX_TAGS} tags"
TOO_MANY_IMAGES = f"A product can have at most {MAX_IMAGES} images"
IMAGE_NOT_FOUND = "An image was not found; please upload it again"
UNKNOWN_SIZE_CHART = "Choose a size chart from the list"
SIZES_NEED_A_CHART = "Choose a size chart for the sizes and types"
CATEGORY_NAME_TOO_LONG = f"Category name must be at most {MAX_CATEGORY_NAME} characters"
CATEGORY_NAME_NEEDS_LETTERS = "Category name must contain letters or digits"
SUBCATEGORY_TOO_LONG = f"Subcategories must be at most {MAX_SUBCATEGORY} characters"
TOO_MANY_SUBCATEGORIES = f"A category can have at most {MAX_SUBCATEGORIES} subcategories"


def sizes_not_in_chart(label: str) -> str:
    return f"Sizes must come from the {label} size chart"


def types_not_in_chart(label: str) -> str:
    return f"Types must come from the {label} size chart"


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


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def price_paise(raw: str | int | float) -> int:
    """Rupees with at most two decimals -> paise, exactly ('149.50' -> 14950)."""
    text = str(raw).strip()
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise ValueError(PRICE_NOT_A_NUMBER) from None
    if not amount.is_finite():
        raise ValueError(PRICE_NOT_A_NUMBER)
    if abs(amount) > MAX_PRICE_RUPEES:
        raise ValueError(PRICE_TOO_HIGH)
    return rupees_to_paise(amount)


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
        form.refuse("price", str(error))
        return 0
    if paise <= 0:
        form.need("price", PRICE_REQUIRED)
    return paise


def _check_category(
    form: _Form, session: Session, name: str | None, sub_category: str | None
) -> tuple[str, list[str]]:
    wanted = _clean(name)
    if not wanted:
        form.need("category", CATEGORY_REQUIRED)
        return "", []
    category = find_category(session, wanted)
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
) -> list[dict[str, Any]]:
    """Records for the keys: the product's own records, else the upload records the server
    made. Sizes and variants are never taken from the request."""
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
        record = own.get(key) or media.uploaded_record(session, key)
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
    session: Session, store: MediaStore, body: ProductCreate, current: Product | None = None
) -> dict[str, Any]:
    """The checked column values for a product, or InvalidInput with every field's message."""
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
    category, sub_categories = _check_category(form, session, body.category, body.sub_category)
    tags = _check_tags(form, body.tags)
    images = _check_images(
        form,
        session,
        store,
        [image.key for image in body.images],
        list(current.images) if current is not None else [],
    )
    options = _check_options(form, body)
    form.raise_if_any()
    return {
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


def create_product(session: Session, store: MediaStore, body: ProductCreate) -> Product:
    product = Product(**product_values(session, store, body), time=utcnow())
    session.add(product)
    bump_catalog_version(session)
    session.commit()
    return product


@dataclass(frozen=True)
class ImageCleanup:
    removed: int
    failed: int


def update_product(
    session: Session, store: MediaStore, product_id: str, body: ProductCreate
) -> tuple[Product, ImageCleanup]:
    """Replace every field but `time`; images taken off the product are removed afterwards."""
    product = get_product(session, product_id)
    before = list(product.images)
    for column, value in product_values(session, store, body, product).items():
        setattr(product, column, value)
    bump_catalog_version(session)
    session.commit()
    kept = {record["key"] for record in product.images}
    dropped = [record for record in before if record["key"] not in kept]
    return product, remove_unused_images(session, store, dropped)


def delete_product(session: Session, store: MediaStore, product_id: str) -> ImageCleanup:
    product = get_product(session, product_id)
    images = list(product.images)
    session.delete(product)
    bump_catalog_version(session)
    session.commit()
    return remove_unused_images(session, store, images)


def image_in_use(session: Session, key: str) -> bool:
    """Does any product show this image? (Keys are stored inside the products' JSON.)"""
    found = session.scalar(
        select(Product.id)
        .where(cast(Product.images, Text).like(_like(f'"{key}"'), escape="\\"))
        .limit(1)
    )
    return found is not None


def remove_unused_images(
    session: Session, store: MediaStore, records: list[dict[str, Any]]
) -> ImageCleanup:
    """Remove the files of images no product shows any more. A storage failure is counted and
    logged, never raised: the catalogue change is already committed."""
    removed = failed = 0
    forgotten: list[str] = []
    for record in records:
        if image_in_use(session, record["key"]):
            continue
        try:
            media.remove_files(store, image_keys(record))
        except Exception:  # any storage error (disk, network, bucket) — report, keep going
            log.warning("could not remove image %s", record["key"], exc_info=True)
            failed += 1
        else:
            removed += 1
            forgotten.append(record["key"])
    media.forget_images(session, forgotten)
    session.commit()
    return ImageCleanup(removed, failed)


def prune_unattached_uploads(
    session: Session, store: MediaStore, uploaded_before: datetime
) -> ImageCleanup:
    """Remove images uploaded before `uploaded_before` that no product shows — left behind by a
    product form that was abandoned after its uploads. For a periodic job; give it a margin of
    a day or more so a form still being filled in keeps its pictures."""
    rows = session.scalars(select(MediaImage).where(MediaImage.created_at < uploaded_before))
    records = [row.record() for row in rows]
    session.rollback()
    return remove_unused_images(session, store, records)


def product_page(
    session: Session, *, page: int, page_size: int, search: str = ""
) -> tuple[list[Product], int]:
    """Newest first; `search` matches title, category or a tag, case-insensitively."""
    query = select(Product)
    search = search.strip().lower()
    if search:
        pattern = _like(search)
        query = query.where(
            or_(
                func.lower(Product.title).like(pattern, escape="\\"),
                func.lower(Product.category).like(pattern, escape="\\"),
                func.lower(cast(Product.tags, Text)).like(pattern, escape="\\"),
            )
        )
    total = session.scalar(select(func.count()).select_from(query.subquery())) or 0
    products = session.scalars(
        query.order_by(Product.time.desc(), Product.id)
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return list(products), total


# --- categories ---------------------------------------------------------------------------


def _category_taken(session: Session, slug: str) -> bool:
    """'Sleeping Mats', 'sleeping-mats' and 'SLEEPING  MATS' all name the category 'mats'
    (label 'Sleeping Mats'): compare slugs of both names. The shop has tens of categories."""
    return any(
        slug in (category.name, slugify(category.label))
        for category in session.scalars(select(Category))
    )


def create_category(session: Session, body: CategoryCreate) -> Category:
    """A new category (spec §5: the name is trimmed and non-empty), unique case-insensitively."""
    label = " ".join(body.name.split())
    if not label:
        raise InvalidInput(CATEGORY_NAME_REQUIRED, fields={"name": CATEGORY_NAME_REQUIRED})
    if len(label) > MAX_CATEGORY_NAME:
        raise InvalidInput(CATEGORY_NAME_TOO_LONG, fields={"name": CATEGORY_NAME_TOO_LONG})
    slug = slugify(label)
    if not slug:
        raise InvalidInput(
            CATEGORY_NAME_NEEDS_LETTERS, fields={"name": CATEGORY_NAME_NEEDS_LETTERS}
        )
    subcategories = _unique(body.subcategories)
    if any(len(sub) > MAX_SUBCATEGORY for sub in subcategories):
        raise InvalidInput(SUBCATEGORY_TOO_LONG, fields={"subcategories": SUBCATEGORY_TOO_LONG})
    if len(subcategories) > MAX_SUBCATEGORIES:
        raise InvalidInput(TOO_MANY_SUBCATEGORIES, fields={"subcategories": TOO_MANY_SUBCATEGORIES})
    if _category_taken(session, slug):
        raise Conflict(CATEGORY_EXISTS, fields={"name": CATEGORY_EXISTS})
    category = Category(name=slug, label=label, subcategories=subcategories)
    session.add(category)
    bump_catalog_version(session)
    try:
        session.commit()
    except IntegrityError:  # another admin added the same name a moment ago
        session.rollback()
        raise Conflict(CATEGORY_EXISTS, fields={"name": CATEGORY_EXISTS}) from None
    return category
