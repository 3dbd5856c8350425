"""The shop's settings and pages: read (stored row, else the neutral defaults), saved by admins
with optimistic concurrency, announced on the catalogue channel after the commit."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.events import CATALOG, EventBus
from khadi.kit.time import as_utc, utcnow
from khadi.media import service as media
from khadi.media.schemas import UploadedImageOut
from khadi.media.storage import MediaStore
from khadi.shop import page_translations, rules
from khadi.shop.defaults import DEFAULT_PAGES, DEFAULT_SETTINGS
from khadi.shop.demo_values import DEMO_PAGES, DEMO_SETTINGS
from khadi.shop.errors import NO_GSTIN_RECEIPTS, PAGE_CHANGED, SETTINGS_CHANGED
from khadi.shop.models import SETTINGS_ID, ShopPage, ShopSettings
from khadi.shop.page_translations import TRANSLATIONS, Language
from khadi.shop.schemas import (
    AboutAdminOut,
    AboutOut,
    CareersAdminOut,
    CareersOut,
    FaqAdminOut,
    FaqOut,
    GstState,
    PageMeta,
    ShopOut,
    ShopSettingsIn,
    TermsAdminOut,
    TermsOut,
)
from khadi.shop.states import GST_STATES, STATE_CODES
from khadi.shop.versioned import save_versioned

log = logging.getLogger(__name__)

SHOP_EVENT = "shop"
PAGE_EVENT = "page"
PAGE_SLUGS = ("about", "careers", "faq", "terms")
PAGE_OUT: dict[str, type[PageMeta]] = {
    "about": AboutOut,
    "careers": CareersOut,
    "faq": FaqOut,
    "terms": TermsOut,
}
PAGE_ADMIN_OUT: dict[str, type[PageMeta]] = {
    "about": AboutAdminOut,
    "careers": CareersAdminOut,
    "faq": FaqAdminOut,
    "terms": TermsAdminOut,
}


def announce(bus: EventBus, name: str, data: Mapping[str, Any]) -> None:
    """Tell every open tab (guests too) on the catalogue channel; after the commit."""
    try:
        bus.publish(CATALOG, name, data)
    except Exception:  # a lost event must never fail a change already committed
        log.warning("could not publish %s", name, exc_info=True)


def _image(session: Session, store: MediaStore, key: str) -> UploadedImageOut | None:
    record = media.uploaded_record(session, key) if key else None
    return media.uploaded_image_out(record, store) if record is not None else None


def phone_link(phone: str) -> str:
    digits = "".join(c for c in phone if c.isdigit())
    if not digits:
        return ""
    return "tel:" + ("+" if phone.strip().startswith("+") else "") + digits


# --- settings -------------------------------------------------------------------------------


def gst_states() -> list[GstState]:
    return [GstState(code=code, name=name) for code, name in GST_STATES.items()]


def get_shop(session: Session, store: MediaStore) -> ShopOut:
    row = session.get(ShopSettings, SETTINGS_ID)
    values = (
        DEFAULT_SETTINGS
        if row is None
        else {column: getattr(row, column) for column in DEFAULT_SETTINGS}
    )
    configured = row is not None and bool(row.name.strip()) and bool(row.email or row.phone)
    return ShopOut(
        **values,
        version=row.version if row is not None else 0,
        updated_at=as_utc(row.updated_at) if row is not None else None,
        configured=configured,
        state_code=STATE_CODES.get(values["state"], ""),
        phone_link=phone_link(values["phone"]),
        logo=_image(session, store, values["logo_key"]),
        invoices="tax_invoice" if values["gstin"] else "receipt",
        invoice_notice="" if values["gstin"] else NO_GSTIN_RECEIPTS,
    )


def save_shop(
    session: Session,
    store: MediaStore,
    bus: EventBus,
    form: ShopSettingsIn,
    now: datetime | None = None,
) -> ShopOut:
    """Store the settings if nobody saved since `form.version`; else 409, nothing changed."""
    values = rules.settings_values(session, form)
    version = save_versioned(
        session,
        ShopSettings,
        {"id": SETTINGS_ID},
        form.version,
        values,
        now or utcnow(),
        SETTINGS_CHANGED,
    )
    announce(bus, SHOP_EVENT, {"version": version})
    return get_shop(session, store)


# --- pages ----------------------------------------------------------------------------------


def _page_body(
    session: Session, store: MediaStore, slug: str, row: ShopPage | None, content: dict[str, Any]
) -> dict[str, Any]:
    body: dict[str, Any] = {
        **content,
        "version": row.version if row is not None else 0,
        "updatedAt": as_utc(row.updated_at) if row is not None else None,
    }
    if slug == "about":
        body["team"] = [
            {**member, "photo": _image(session, store, member.get("photoKey", ""))}
            for member in content.get("team", [])
        ]
    return body


def _translation(row: ShopPage | None, lang: str) -> dict[str, Any] | None:
    if row is None:
        return None
    return row.content_kn if lang == "kn" else row.content_hi if lang == "hi" else None


def get_page(session: Session, store: MediaStore, slug: str, lang: Language = "en") -> PageMeta:
    """The page as a shopper reading `lang` sees it: each text in that language where an admin
    entered one, else the English (khadi.shop.page_translations)."""
    row = session.get(ShopPage, slug)
    content = DEFAULT_PAGES[slug] if row is None else row.content
    content = page_translations.localized(slug, content, _translation(row, lang))
    return PAGE_OUT[slug].model_validate(_page_body(session, store, slug, row, content))


def get_page_for_admin(session: Session, store: MediaStore, slug: str) -> PageMeta:
    """The page as stored: English, and the Kannada and Hindi texts shaped like it."""
    row = session.get(ShopPage, slug)
    content = DEFAULT_PAGES[slug] if row is None else row.content
    body = _page_body(session, store, slug, row, content)
    for lang in TRANSLATIONS:
        body[lang] = page_translations.shaped(slug, content, _translation(row, lang))
    return PAGE_ADMIN_OUT[slug].model_validate(body)


def save_page(
    session: Session,
    store: MediaStore,
    bus: EventBus,
    slug: str,
    form: Any,
    now: datetime | None = None,
) -> PageMeta:
    """Store the page and its translations if nobody saved it since `form.version`; else 409,
    nothing changed. A translation left out of the form keeps the stored one."""
    content = rules.PAGE_RULES[slug](session, form)
    row = session.get(ShopPage, slug)
    p = rules.Problems()
    values: dict[str, Any] = {"content": content}
    for lang in TRANSLATIONS:
        sent = getattr(form, lang, None)
        given = _translation(row, lang) if sent is None else sent.model_dump()
        values[f"content_{lang}"] = page_translations.checked(p, slug, lang, content, given)
    p.raise_any()
    version = save_versioned(
        session,
        ShopPage,
        {"slug": slug},
        form.version,
        values,
        now or utcnow(),
        PAGE_CHANGED,
    )
    if row is not None:
        session.expire(row)  # written by save_versioned's UPDATE, not through this object
    announce(bus, PAGE_EVENT, {"slug": slug, "version": version})
    return get_page_for_admin(session, store, slug)


def media_keys_in_use(session: Session) -> set[str]:
    """Uploaded images the shop shows (its logo, team photos): `khadi prune-media` keeps them."""
    row = session.get(ShopSettings, SETTINGS_ID)
    keys = {row.logo_key} if row is not None and row.logo_key else set()
    about = session.get(ShopPage, "about")
    if about is not None:
        keys |= {m["photoKey"] for m in about.content.get("team", []) if m.get("photoKey")}
    return keys


# --- the demo shop --------------------------------------------------------------------------


def seed_demo_shop(session: Session) -> list[str]:
    """Store the demo shop's settings and pages where none are stored yet (never over an
    admin's edits); returns what was added. Called with the demo catalogue only."""
    added: list[str] = []
    now = utcnow()
    if session.get(ShopSettings, SETTINGS_ID) is None:
        session.add(ShopSettings(id=SETTINGS_ID, **DEMO_SETTINGS, version=1, updated_at=now))
        added.append("settings")
    stored = set(session.scalars(select(ShopPage.slug)))
    for slug in PAGE_SLUGS:
        if slug not in stored:
            content = DEMO_PAGES.get(slug, DEFAULT_PAGES[slug])
            session.add(ShopPage(slug=slug, content=content, version=1, updated_at=now))
            added.append(slug)
    session.commit()
    return added
