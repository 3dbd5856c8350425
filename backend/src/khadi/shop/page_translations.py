"""The editable pages in Kannada and Hindi (issue 18).

A translation holds only the page's texts, in the page's own shape: its list items pair with
the English ones by position (the admin adds, removes and orders questions, sections, values
and team members in English; each language then has a slot for every one). What a shop owner
expects from a half-translated page: each text left empty shows its English, field by field,
so a page is never missing a section because one answer was not translated yet. What is not
text (team members' names and photos) is the English page's.

Checked like the English fields (trimmed, the same length limits) and, being typed by admins
for display, free of control characters (Markdown keeps its line breaks and tabs).
"""

from __future__ import annotations

import re
from typing import Any, Literal

from khadi.shop import errors
from khadi.shop.rules import LIMITS, Problems

Language = Literal["en", "kn", "hi"]
TRANSLATIONS = ("kn", "hi")

# per page: its top-level texts, and its lists with their items' texts
PAGE_TEXTS: dict[str, tuple[tuple[str, ...], dict[str, tuple[str, ...]]]] = {
    "about": (
        ("intro", "mission", "vision"),
        {"values": ("title", "text"), "team": ("role", "text")},
    ),
    "careers": (("body",), {}),
    "faq": ((), {"items": ("question", "answer")}),
    "terms": ((), {"sections": ("title", "body")}),
}
_KIND = {
    "intro": "markdown",
    "mission": "markdown",
    "vision": "markdown",
    "body": "markdown",
    "answer": "markdown",
    "title": "line",
    "role": "line",
    "question": "line",
    "text": "short",
}
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")
_CONTROLS_BUT_LINES = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def shaped(slug: str, english: dict[str, Any], given: dict[str, Any] | None) -> dict[str, Any]:
    """`given` in the English page's shape: every text present ('' when none), each list as
    long as the English one (extra items dropped, missing ones empty)."""
    texts, lists = PAGE_TEXTS[slug]
    given = given or {}
    out: dict[str, Any] = {field: str(given.get(field) or "") for field in texts}
    for name, fields in lists.items():
        items = given.get(name) or []
        out[name] = [
            {field: str((items[i] if i < len(items) else {}).get(field) or "") for field in fields}
            for i in range(len(english.get(name) or []))
        ]
    return out


def checked(
    p: Problems, slug: str, lang: str, english: dict[str, Any], sent: dict[str, Any] | None
) -> dict[str, Any]:
    """The translation to store: trimmed, shaped like `english`; problems go to `p` on fields
    named like the English ones with the language first ('kn.items.0.answer')."""
    texts, lists = PAGE_TEXTS[slug]
    out = shaped(slug, english, sent)

    def check(field: str, kind_of: str, value: str) -> str:
        value = p.text(field, value, LIMITS[_KIND[kind_of]])
        controls = _CONTROLS_BUT_LINES if _KIND[kind_of] == "markdown" else _CONTROLS
        if controls.search(value):
            p.add(field, errors.CONTROL_CHARACTERS)
        return value

    for field in texts:
        out[field] = check(f"{lang}.{field}", field, out[field])
    for name, fields in lists.items():
        for i, item in enumerate(out[name]):
            for field in fields:
                item[field] = check(f"{lang}.{name}.{i}.{field}", field, item[field])
    return out


def localized(
    slug: str, english: dict[str, Any], translation: dict[str, Any] | None
) -> dict[str, Any]:
    """The page a shopper reading the translation's language sees: each text translated where
    one was entered, else the English."""
    if not translation:
        return english
    texts, lists = PAGE_TEXTS[slug]
    page = shaped(slug, english, translation)
    out = dict(english)
    for field in texts:
        out[field] = page[field] or english.get(field, "")
    for name, fields in lists.items():
        out[name] = [
            {**item, **{field: text[field] for field in fields if text[field]}}
            for item, text in zip(english.get(name) or [], page[name], strict=True)
        ]
    return out
