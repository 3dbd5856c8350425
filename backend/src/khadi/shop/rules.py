"""What a shop settings or page form may hold: each problem a message on its own field.

Texts are trimmed; lengths are counted after trimming. Markdown is refused only when too long
(the browser renders it safely); text no database can store is refused by ApiModel already.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from sqlalchemy.orm import Session

from khadi.media.models import MediaImage
from khadi.shop import errors
from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.gstin import gstin_problem, normalize_gstin
from khadi.shop.models import SETTINGS_ID, ShopSettings
from khadi.shop.schemas import AboutIn, CareersIn, FaqIn, ShopSettingsIn, TermsIn
from khadi.shop.states import STATE_CODES

EMAIL_PATTERN = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s.]+")
PHONE_CHARS = re.compile(r"\+?[0-9 ()\-]+")
INVOICE_PREFIX = re.compile(r"[A-Z0-9]{1,3}")
MAX_SOCIAL_LINKS = 6
TERMS_SECTIONS = 11
LIMITS = {
    "name": 100,
    "tagline": 200,
    "legalName": 200,
    "email": 254,
    "phone": 20,
    "address": 500,
    "mapUrl": 1000,
    "developerText": 200,
    "developerUrl": 500,
    "linkName": 40,
    "linkUrl": 500,
    "line": 200,  # titles, names, roles, questions
    "short": 1000,  # core value and team member texts
    "markdown": 20_000,
}
MAX_VALUES = 12
MAX_TEAM = 24
MAX_FAQ = 60


class Problems:
    """Collects one message per field; `raise_any` raises them as one 422."""

    def __init__(self) -> None:
        self.fields: dict[str, str] = {}

    def add(self, field: str, message: str | None) -> None:
        if message is not None:
            self.fields.setdefault(field, message)

    def text(self, field: str, value: str, limit: int, required: str | None = None) -> str:
        value = value.strip()
        if required is not None and not value:
            self.add(field, required)
        elif len(value) > limit:
            self.add(field, errors.too_long(limit))
        return value

    def raise_any(self) -> None:
        if self.fields:
            raise errors.ShopInputError(next(iter(self.fields.values())), fields=self.fields)


def link_problem(url: str, schemes: tuple[str, ...]) -> str | None:
    message = errors.HTTPS_LINK_ONLY if schemes == ("https",) else errors.HTTP_LINK_ONLY
    try:
        parts = urlsplit(url)
    except ValueError:
        return message
    if parts.scheme.lower() not in schemes or not parts.hostname or any(c.isspace() for c in url):
        return message
    return None


def _link(problems: Problems, field: str, value: str, limit: int, schemes: tuple[str, ...]) -> str:
    value = problems.text(field, value, limit)
    if value and field not in problems.fields:
        problems.add(field, link_problem(value, schemes))
    return value


def _image(problems: Problems, session: Session, field: str, key: str) -> str:
    key = key.strip()
    if key and (len(key) > 255 or session.get(MediaImage, key) is None):
        problems.add(field, errors.IMAGE_NOT_UPLOADED)
    return key


def _digits(value: str) -> str:
    return "".join(c for c in value if c.isdigit())


HOLD_MINUTES = (5, 1440)
LOW_STOCK = (0, 1000)
DISMISSED_HOLD = (0, 60)
CART_REMINDER_HOURS = (0, 168)


def _whole(p: Problems, field: str, value: int, bounds: tuple[int, int], message: str) -> int:
    if not bounds[0] <= value <= bounds[1]:
        p.add(field, message)
    return value


def _stored(session: Session, column: str) -> Any:
    """A setting a form may leave out (an older dashboard): the stored value, else the default."""
    row = session.get(ShopSettings, SETTINGS_ID)
    return getattr(row, column) if row is not None else DEFAULT_SETTINGS[column]


def _dismissed_hold(p: Problems, session: Session, value: int | None) -> int:
    """Issue 30's grace after a closed payment window; a form without it keeps the stored one."""
    if value is None:
        return int(_stored(session, "dismissed_hold_minutes"))
    return _whole(p, "dismissedHoldMinutes", value, DISMISSED_HOLD, errors.DISMISSED_HOLD)


def _cart_reminder_hours(p: Problems, session: Session, value: int | None) -> int:
    """Issue 31's wait before a cart reminder; a form without it keeps the stored one."""
    if value is None:
        return int(_stored(session, "cart_reminder_hours"))
    return _whole(p, "cartReminderHours", value, CART_REMINDER_HOURS, errors.CART_REMINDER_HOURS)


def _stored_prefix(session: Session) -> str:
    row = session.get(ShopSettings, SETTINGS_ID)
    return row.invoice_prefix if row is not None else str(DEFAULT_SETTINGS["invoice_prefix"])


def _prefix(p: Problems, value: str | None, stored: str) -> str:
    """The invoice prefix; a form without one (an older dashboard) keeps the stored one."""
    if value is None:
        return stored
    prefix = value.strip().upper()
    if INVOICE_PREFIX.fullmatch(prefix) is None:
        p.add("invoicePrefix", errors.INVOICE_PREFIX)
    return prefix


_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")


def _taglines(p: Problems, session: Session, form: ShopSettingsIn) -> dict[str, str]:
    """The Kannada and Hindi taglines (issue 18): checked like the English one and free of
    control characters; one left out of the form keeps the stored one."""
    row = session.get(ShopSettings, SETTINGS_ID)
    values = {}
    for column in ("tagline_kn", "tagline_hi"):
        sent = getattr(form, column)
        field = "taglineKn" if column == "tagline_kn" else "taglineHi"
        if sent is None:
            values[column] = getattr(row, column) if row is not None else ""
            continue
        values[column] = p.text(field, sent, LIMITS["tagline"])
        if _CONTROLS.search(values[column]):
            p.add(field, errors.CONTROL_CHARACTERS)
    return values


def settings_values(session: Session, form: ShopSettingsIn) -> dict[str, Any]:
    """The columns to store for `form`, or a 422 naming every invalid field."""
    p = Problems()
    name = p.text("name", form.name, LIMITS["name"], errors.NAME_REQUIRED)
    email = p.text("email", form.email, LIMITS["email"]).lower()
    if email and "email" not in p.fields and EMAIL_PATTERN.fullmatch(email) is None:
        p.add("email", errors.INVALID_EMAIL)
    phone = p.text("phone", form.phone, LIMITS["phone"])
    if (
        phone
        and "phone" not in p.fields
        and (PHONE_CHARS.fullmatch(phone) is None or not 8 <= len(_digits(phone)) <= 15)
    ):
        p.add("phone", errors.INVALID_PHONE)
    whatsapp = "".join(form.whatsapp_number.split()).removeprefix("+")
    if whatsapp and not (whatsapp.isascii() and whatsapp.isdigit() and 8 <= len(whatsapp) <= 15):
        p.add("whatsappNumber", errors.INVALID_WHATSAPP)
    state = form.state.strip()
    if state not in STATE_CODES:
        p.add("state", errors.UNKNOWN_STATE)
    gstin = normalize_gstin(form.gstin)
    if gstin and state in STATE_CODES:
        p.add("gstin", gstin_problem(gstin, state))
    if len(form.social_links) > MAX_SOCIAL_LINKS:
        p.add("socialLinks", errors.TOO_MANY_SOCIAL_LINKS)
    links = []
    for index, link in enumerate(form.social_links[:MAX_SOCIAL_LINKS]):
        field = f"socialLinks.{index}"
        label = p.text(f"{field}.name", link.name, LIMITS["linkName"], errors.LINK_NAME_REQUIRED)
        url = _link(p, f"{field}.url", link.url, LIMITS["linkUrl"], ("https",))
        if not url:
            p.add(f"{field}.url", errors.HTTPS_LINK_ONLY)
        links.append({"name": label, "url": url})
    values = {
        "name": name,
        "tagline": p.text("tagline", form.tagline, LIMITS["tagline"]),
        **_taglines(p, session, form),
        "legal_name": p.text("legalName", form.legal_name, LIMITS["legalName"]),
        "email": email,
        "phone": phone,
        "whatsapp_number": whatsapp,
        "address": p.text("address", form.address, LIMITS["address"]),
        "map_url": _link(p, "mapUrl", form.map_url, LIMITS["mapUrl"], ("http", "https")),
        "state": state,
        "gstin": gstin,
        "invoice_prefix": _prefix(p, form.invoice_prefix, _stored_prefix(session)),
        "logo_key": _image(p, session, "logoKey", form.logo_key),
        "social_links": links,
        "developer_text": p.text("developerText", form.developer_text, LIMITS["developerText"]),
        "developer_url": _link(
            p, "developerUrl", form.developer_url, LIMITS["developerUrl"], ("http", "https")
        ),
        "stock_hold_minutes": _whole(
            p, "stockHoldMinutes", form.stock_hold_minutes, HOLD_MINUTES, errors.HOLD_MINUTES
        ),
        "low_stock_threshold": _whole(
            p, "lowStockThreshold", form.low_stock_threshold, LOW_STOCK, errors.LOW_STOCK
        ),
        "cart_summary": form.cart_summary or _stored(session, "cart_summary"),
        "dismissed_hold_minutes": _dismissed_hold(p, session, form.dismissed_hold_minutes),
        "cart_reminder_hours": _cart_reminder_hours(p, session, form.cart_reminder_hours),
    }
    p.raise_any()
    return values


# --- pages ----------------------------------------------------------------------------------


def _markdown(p: Problems, field: str, value: str, required: str | None = None) -> str:
    return p.text(field, value, LIMITS["markdown"], required)


def _count(p: Problems, field: str, items: list[Any], limit: int, what: str) -> None:
    if len(items) > limit:
        p.add(field, errors.too_many(limit, what))


def about_content(session: Session, form: AboutIn) -> dict[str, Any]:
    p = Problems()
    _count(p, "values", form.values, MAX_VALUES, "core values")
    _count(p, "team", form.team, MAX_TEAM, "team members")
    content = {
        "intro": _markdown(p, "intro", form.intro),
        "mission": _markdown(p, "mission", form.mission),
        "vision": _markdown(p, "vision", form.vision),
        "values": [
            {
                "title": p.text(
                    f"values.{i}.title", v.title, LIMITS["line"], errors.TITLE_REQUIRED
                ),
                "text": p.text(f"values.{i}.text", v.text, LIMITS["short"]),
            }
            for i, v in enumerate(form.values)
        ],
        "team": [
            {
                "name": p.text(
                    f"team.{i}.name", m.name, LIMITS["line"], errors.MEMBER_NAME_REQUIRED
                ),
                "role": p.text(f"team.{i}.role", m.role, LIMITS["line"]),
                "text": p.text(f"team.{i}.text", m.text, LIMITS["short"]),
                "photoKey": _image(p, session, f"team.{i}.photoKey", m.photo_key),
            }
            for i, m in enumerate(form.team)
        ],
    }
    p.raise_any()
    return content


def careers_content(_: Session, form: CareersIn) -> dict[str, Any]:
    p = Problems()
    content = {"body": _markdown(p, "body", form.body)}
    p.raise_any()
    return content


def faq_content(_: Session, form: FaqIn) -> dict[str, Any]:
    p = Problems()
    _count(p, "items", form.items, MAX_FAQ, "questions")
    content = {
        "items": [
            {
                "question": p.text(
                    f"items.{i}.question", item.question, LIMITS["line"], errors.QUESTION_REQUIRED
                ),
                "answer": _markdown(p, f"items.{i}.answer", item.answer, errors.ANSWER_REQUIRED),
            }
            for i, item in enumerate(form.items)
        ]
    }
    p.raise_any()
    return content


def terms_content(_: Session, form: TermsIn) -> dict[str, Any]:
    p = Problems()
    if len(form.sections) != TERMS_SECTIONS:
        p.add("sections", errors.TERMS_SECTION_COUNT)
    content = {
        "sections": [
            {
                "title": p.text(
                    f"sections.{i}.title", s.title, LIMITS["line"], errors.TITLE_REQUIRED
                ),
                "body": _markdown(p, f"sections.{i}.body", s.body),
            }
            for i, s in enumerate(form.sections)
        ]
    }
    p.raise_any()
    return content


ContentRule = Callable[[Session, Any], dict[str, Any]]
PAGE_RULES: dict[str, ContentRule] = {
    "about": about_content,
    "careers": careers_content,
    "faq": faq_content,
    "terms": terms_content,
}
