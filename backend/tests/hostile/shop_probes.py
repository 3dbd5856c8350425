"""Probes for the shop settings' and pages' text fields (issue 13), for test_text_fields.py:
'METHOD /path body field' -> (send, read_back[, expect]). Each save first reads the version it
must name, so every probe saves on top of the last one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from httpx import Response

from khadi.shop.defaults import TERMS_TITLES
from tests.hostile.support import send_json
from tests.shop.support import ADMIN_SHOP, SHOP, settings_form

Send = Callable[[Any, str], Response]
ReadBack = Callable[[Any, Response, str], Any]
Setter = Callable[[dict[str, Any], str], None]


def _version(shop: Any, path: str) -> int:
    version: int = shop.client.get(path).json()["version"]
    return version


def _set(field: str) -> Setter:
    def put(form: dict[str, Any], value: str) -> None:
        form[field] = value

    return put


def _set_first(items: str, field: str, item: dict[str, str]) -> Setter:
    def put(form: dict[str, Any], value: str) -> None:
        form[items] = [{**item, field: value}]

    return put


def _settings(setter: Setter) -> Send:
    def send(shop: Any, value: str) -> Response:
        form = settings_form(_version(shop, SHOP))
        setter(form, value)
        return send_json(shop.client, "PUT", ADMIN_SHOP, form)

    return send


ABOUT = {"intro": "", "mission": "", "vision": "", "values": [], "team": []}
TERMS = {"sections": [{"title": title, "body": "Plain."} for title in TERMS_TITLES]}
PAGE_FORMS: dict[str, dict[str, Any]] = {
    "about": ABOUT,
    "careers": {"body": ""},
    "faq": {"items": []},
    "terms": TERMS,
}


def _page(slug: str, setter: Setter) -> Send:
    def send(shop: Any, value: str) -> Response:
        form = {**PAGE_FORMS[slug], "version": _version(shop, f"/api/v1/pages/{slug}")}
        form = {k: [dict(i) for i in v] if isinstance(v, list) else v for k, v in form.items()}
        setter(form, value)
        return send_json(shop.client, "PUT", f"/api/v1/admin/pages/{slug}", form)

    return send


def _terms_section(field: str) -> Setter:
    def put(form: dict[str, Any], value: str) -> None:
        form["sections"][4][field] = value

    return put


def _field(name: str) -> ReadBack:
    return lambda _shop, response, _value: response.json()[name]


def _nested(items: str, index: int, name: str) -> ReadBack:
    return lambda _shop, response, _value: response.json()[items][index][name]


LINK = {"name": "Instagram", "url": "https://instagram.com/khadi"}
MEMBER = {"name": "Asha", "role": "", "text": "", "photoKey": ""}
VALUE = {"title": "Quality", "text": ""}
FAQ = {"question": "Why?", "answer": "Because."}

SETTINGS = "PUT /api/v1/admin/shop body"
PAGES = "PUT /api/v1/admin/pages"
SHOP_PROBES: dict[str, tuple[Any, ...]] = {
    **{
        f"{SETTINGS} {name}": (_settings(_set(name)), _field(name))
        for name in ("name", "tagline", "legalName", "address", "developerText")
    },
    **{
        f"{SETTINGS} {name}": (_settings(_set(name)), None)  # refused unless well formed
        for name in (
            "phone",
            "whatsappNumber",
            "mapUrl",
            "developerUrl",
            "state",
            "gstin",
            "invoicePrefix",
        )
    },
    f"{SETTINGS} logoKey": (_settings(_set("logoKey")), None),
    f"{SETTINGS} email": (
        _settings(lambda form, value: form.update(email=value + "@khadi.test")),
        _field("email"),
        lambda v: (v + "@khadi.test").strip().lower(),
    ),
    f"{SETTINGS} socialLinks[].name": (
        _settings(_set_first("socialLinks", "name", LINK)),
        lambda _s, response, _v: response.json()["socialLinks"][0]["name"],
    ),
    f"{SETTINGS} socialLinks[].url": (_settings(_set_first("socialLinks", "url", LINK)), None),
    **{
        f"{PAGES}/about body {name}": (_page("about", _set(name)), _field(name))
        for name in ("intro", "mission", "vision")
    },
    **{
        f"{PAGES}/about body team[].{name}": (
            _page("about", _set_first("team", name, MEMBER)),
            _nested("team", 0, name),
        )
        for name in ("name", "role", "text")
    },
    f"{PAGES}/about body team[].photoKey": (
        _page("about", _set_first("team", "photoKey", MEMBER)),
        None,
    ),
    **{
        f"{PAGES}/about body values[].{name}": (
            _page("about", _set_first("values", name, VALUE)),
            _nested("values", 0, name),
        )
        for name in ("title", "text")
    },
    f"{PAGES}/careers body body": (_page("careers", _set("body")), _field("body")),
    **{
        f"{PAGES}/faq body items[].{name}": (
            _page("faq", _set_first("items", name, FAQ)),
            _nested("items", 0, name),
        )
        for name in ("question", "answer")
    },
    **{
        f"{PAGES}/terms body sections[].{name}": (
            _page("terms", _terms_section(name)),
            _nested("sections", 4, name),
        )
        for name in ("title", "body")
    },
}
