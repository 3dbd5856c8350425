"""Kannada and Hindi versions of what shoppers read: product titles and descriptions, category
labels (issue 18). Each is optional: '' means none entered, and the shop shows the English.

Checked like the English fields (trimmed, the same length limits) and, being typed by admins
for display, free of control characters (a description keeps its line breaks and tabs).
Left out of a request (None), a translation keeps its current value, so clients that do not
know about translations never wipe them.
"""

from __future__ import annotations

import re

from khadi.catalog.errors import MAX_CATEGORY_NAME, MAX_DESCRIPTION, MAX_SUBCATEGORY, MAX_TITLE
from khadi.catalog.models import Category, Product
from khadi.catalog.schemas import CategoryCreate, CategoryUpdate, ProductCreate, SubcategoryLabel
from khadi.errors import InvalidInput

LANGUAGES = ("kn", "hi")
_NAMES = {"kn": "Kannada", "hi": "Hindi"}
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")
_CONTROLS_BUT_LINES = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")

PRODUCT_FIELDS = ("title_kn", "title_hi", "description_kn", "description_hi")
CATEGORY_FIELDS = ("label_kn", "label_hi")


def _camel(field: str) -> str:
    head, lang = field.rsplit("_", 1)
    return head + lang.capitalize()


def _problem(field: str, value: str) -> str | None:
    """The message for a bad translation, or None."""
    kind, lang = field.rsplit("_", 1)
    name = _NAMES[lang]
    limit = {
        "title": MAX_TITLE,
        "description": MAX_DESCRIPTION,
        "label": MAX_CATEGORY_NAME,
        "subcategory": MAX_SUBCATEGORY,
    }[kind]
    noun = {"label": "Category name", "subcategory": "Subcategory name"}.get(kind, kind)
    if len(value) > limit:
        return f"{name} {noun.lower()} must be at most {limit} characters"
    controls = _CONTROLS_BUT_LINES if kind == "description" else _CONTROLS
    if controls.search(value):
        return f"{name} {noun.lower()} must not contain control characters"
    return None


def checked(fields: tuple[str, ...], body: object, current: object | None) -> dict[str, str]:
    """The column values for `fields` from a request body: trimmed and checked; a field left
    out keeps `current`'s value ('' for a new row). InvalidInput with a message per field."""
    values: dict[str, str] = {}
    problems: dict[str, str] = {}
    for field in fields:
        sent = getattr(body, field, None)
        if sent is None:
            values[field] = getattr(current, field, "") if current is not None else ""
            continue
        text = sent.strip()
        problem = _problem(field, text)
        if problem is not None:
            problems[_camel(field)] = problem
        values[field] = text
    if problems:
        raise InvalidInput(next(iter(problems.values())), fields=problems)
    return values


def product_translations(body: ProductCreate, current: Product | None = None) -> dict[str, str]:
    return checked(PRODUCT_FIELDS, body, current)


def category_translations(
    body: CategoryCreate | CategoryUpdate, current: Category | None = None
) -> dict[str, str]:
    return checked(CATEGORY_FIELDS, body, current)


Labels = dict[str, dict[str, str]]


def subcategory_labels(
    sent: dict[str, SubcategoryLabel] | None, subcategories: list[str], current: Labels | None
) -> Labels:
    """The stored {subcategory: {"kn", "hi"}} for `subcategories`: the names sent (the whole
    map), else the current ones. Keys follow the subcategories' spelling (matched in any case);
    names of subcategories not in the list are dropped, and so are empty names, so renaming or
    removing a subcategory never leaves a name behind. InvalidInput names a bad one."""
    spelling = {sub.casefold(): sub for sub in subcategories}
    given: Labels = (
        {key: {"kn": value.kn, "hi": value.hi} for key, value in sent.items()}
        if sent is not None
        else dict(current or {})
    )
    labels: Labels = {}
    for key, names in given.items():
        sub = spelling.get(key.strip().casefold())
        if sub is None:
            continue
        kept: dict[str, str] = {}
        for lang in LANGUAGES:
            text = str(names.get(lang, "")).strip()
            problem = _problem(f"subcategory_{lang}", text)
            if problem is not None:
                raise InvalidInput(problem, fields={"subcategoryLabels": problem})
            if text:
                kept[lang] = text
        if kept:
            labels[sub] = {**labels.get(sub, {}), **kept}
    return labels
