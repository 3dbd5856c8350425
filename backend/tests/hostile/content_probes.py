"""Probes for the Kannada/Hindi texts admins enter beyond products and category labels (issue
18): subcategory names, the pages' translations and the tagline, for test_text_fields.py:
'METHOD /path body field' -> (send, read back)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from httpx import Response

from tests.hostile.shop_probes import MEMBER, PAGE_FORMS, VALUE, _settings, _version
from tests.hostile.support import send_json

Send = Callable[[Any, str], Response]
ReadBack = Callable[[Any, Response, str], Any]
SUB = "Soap"


def _new_category(labels: Callable[[str], dict[str, Any]]) -> Send:
    def send(shop: Any, value: str) -> Response:
        body = {
            "name": f"Bath {uuid.uuid4().hex[:6]}",
            "subcategories": [SUB],
            "subcategoryLabels": labels(value),
        }
        return send_json(shop.client, "POST", "/api/v1/admin/categories", body)

    return send


def _edited_category(labels: Callable[[str], dict[str, Any]]) -> Send:
    def send(shop: Any, value: str) -> Response:
        body = {"subcategories": [SUB], "subcategoryLabels": labels(value)}
        return send_json(shop.client, "PATCH", "/api/v1/admin/categories/haar", body)

    return send


def _sub_name(lang: str) -> ReadBack:
    return lambda _shop, response, _value: (
        response.json()["subcategoryLabels"].get(SUB, {}).get(lang, "")
    )


_ENGLISH_ITEMS = {
    "values": VALUE,
    "team": MEMBER,
    "items": {"question": "Why?", "answer": "Because."},
}


def _page(slug: str, lang: str, path: tuple[str, ...]) -> Send:
    """Save `slug` with `value` at `path` in its `lang` translation (a list item pairs with an
    English one, so the English gets one too)."""

    def send(shop: Any, value: str) -> Response:
        form: dict[str, Any] = {
            **PAGE_FORMS[slug],
            "version": _version(shop, f"/api/v1/pages/{slug}"),
        }
        if len(path) == 1:
            form[lang] = {path[0]: value}
        else:
            items, field = path
            if items != "sections":  # the Terms' eleven sections are in PAGE_FORMS already
                form[items] = [_ENGLISH_ITEMS[items]]
            form[lang] = {items: [{field: value}]}
        return send_json(shop.client, "PUT", f"/api/v1/admin/pages/{slug}", form)

    return send


def _page_text(lang: str, path: tuple[str, ...]) -> ReadBack:
    def read(_shop: Any, response: Response, _value: str) -> Any:
        found = response.json()[lang]
        return found[path[0]] if len(path) == 1 else found[path[0]][0][path[1]]

    return read


PAGE_TEXTS: dict[str, list[tuple[str, ...]]] = {
    "about": [
        ("intro",),
        ("mission",),
        ("vision",),
        ("values", "title"),
        ("values", "text"),
        ("team", "role"),
        ("team", "text"),
    ],
    "careers": [("body",)],
    "faq": [("items", "question"), ("items", "answer")],
    "terms": [("sections", "title"), ("sections", "body")],
}


def _name(path: tuple[str, ...]) -> str:
    return path[0] if len(path) == 1 else f"{path[0]}[].{path[1]}"


CONTENT_PROBES: dict[str, tuple[Any, ...]] = {
    **{
        f"{route} body subcategoryLabels.{lang}": (
            make(lambda value, lang=lang: {SUB: {lang: value}}),
            _sub_name(lang),
        )
        for route, make in (
            ("POST /api/v1/admin/categories", _new_category),
            ("PATCH /api/v1/admin/categories/{name}", _edited_category),
        )
        for lang in ("kn", "hi")
    },
    # the map's keys: names of subcategories the category does not have are dropped
    "POST /api/v1/admin/categories body subcategoryLabels": (
        _new_category(lambda value: {value: {"kn": "ಸಾಬೂನು"}}),
    ),
    "PATCH /api/v1/admin/categories/{name} body subcategoryLabels": (
        _edited_category(lambda value: {value: {"kn": "ಸಾಬೂನು"}}),
    ),
    **{
        f"PUT /api/v1/admin/pages/{slug} body {lang}.{_name(path)}": (
            _page(slug, lang, path),
            _page_text(lang, path),
        )
        for slug, paths in PAGE_TEXTS.items()
        for path in paths
        for lang in ("kn", "hi")
    },
    **{
        f"PUT /api/v1/admin/shop body {name}": (
            _settings(lambda form, value, name=name: form.update({name: value})),
            lambda _shop, response, _value, name=name: response.json()[name],
        )
        for name in ("taglineKn", "taglineHi")
    },
}
