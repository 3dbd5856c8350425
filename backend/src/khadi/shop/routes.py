"""The shop's settings and pages: read by everyone, saved by admins.

GET  /api/v1/shop                  the settings (+ configured, logo)     PUT /api/v1/admin/shop
GET  /api/v1/shop/states           the GST states to choose from
GET  /api/v1/pages/{about|careers|faq|terms}?lang=en|kn|hi      PUT /api/v1/admin/pages/{slug}
                                                      GET /api/v1/admin/pages/{slug} (all languages)

A save carries the `version` it was loaded with; when someone else saved first the answer is 409
(error `edit_conflict`) and nothing changes. Each save publishes `shop` {"version"} or `page`
{"slug", "version"} on the catalogue event channel.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.db import DbSession
from khadi.events import Events
from khadi.media.deps import Media
from khadi.shop import service
from khadi.shop.page_translations import Language
from khadi.shop.schemas import (
    AboutAdminIn,
    AboutAdminOut,
    AboutOut,
    CareersAdminIn,
    CareersAdminOut,
    CareersOut,
    FaqAdminIn,
    FaqAdminOut,
    FaqOut,
    GstState,
    PageMeta,
    ShopOut,
    ShopSettingsIn,
    TermsAdminIn,
    TermsAdminOut,
    TermsOut,
)

router = APIRouter(prefix="/api/v1", tags=["shop"])
admin_router = make_admin_router("shop")
SAVE_RESPONSES: dict[int | str, dict[str, str]] = {
    409: {"description": "Someone else saved first (error `edit_conflict`); nothing changed"}
}


@router.get("/shop", response_model=ShopOut, summary="The shop's details, for every page")
def read_shop(db: DbSession, store: Media) -> ShopOut:
    return service.get_shop(db, store)


@router.get("/shop/states", response_model=list[GstState], summary="GST states and codes")
def read_states() -> list[GstState]:
    return service.gst_states()


@admin_router.put(
    "/shop", response_model=ShopOut, responses=SAVE_RESPONSES, summary="Save the shop settings"
)
def save_shop(
    body: ShopSettingsIn, _: AdminUser, db: DbSession, store: Media, events: Events
) -> ShopOut:
    return service.save_shop(db, store, events, body)


# --- pages: one typed route per page, so each body has its own shape ------------------------
# Shoppers ask for their language (?lang=kn|hi) and get each text in it where an admin entered
# one, else the English; admins read and write all three at once.

Lang = Annotated[
    Language,
    Query(description="The shopper's language: Kannada/Hindi texts where entered, else English"),
]


@router.get("/pages/about", response_model=AboutOut, summary="About Us")
def read_about(db: DbSession, store: Media, lang: Lang = "en") -> PageMeta:
    return service.get_page(db, store, "about", lang)


@router.get("/pages/careers", response_model=CareersOut, summary="Careers")
def read_careers(db: DbSession, store: Media, lang: Lang = "en") -> PageMeta:
    return service.get_page(db, store, "careers", lang)


@router.get("/pages/faq", response_model=FaqOut, summary="FAQ")
def read_faq(db: DbSession, store: Media, lang: Lang = "en") -> PageMeta:
    return service.get_page(db, store, "faq", lang)


@router.get("/pages/terms", response_model=TermsOut, summary="Terms & Conditions")
def read_terms(db: DbSession, store: Media, lang: Lang = "en") -> PageMeta:
    return service.get_page(db, store, "terms", lang)


@admin_router.get(
    "/pages/about", response_model=AboutAdminOut, summary="About Us in every language"
)
def edit_about(_: AdminUser, db: DbSession, store: Media) -> PageMeta:
    return service.get_page_for_admin(db, store, "about")


@admin_router.get(
    "/pages/careers", response_model=CareersAdminOut, summary="Careers in every language"
)
def edit_careers(_: AdminUser, db: DbSession, store: Media) -> PageMeta:
    return service.get_page_for_admin(db, store, "careers")


@admin_router.get("/pages/faq", response_model=FaqAdminOut, summary="The FAQ in every language")
def edit_faq(_: AdminUser, db: DbSession, store: Media) -> PageMeta:
    return service.get_page_for_admin(db, store, "faq")


@admin_router.get(
    "/pages/terms", response_model=TermsAdminOut, summary="The Terms in every language"
)
def edit_terms(_: AdminUser, db: DbSession, store: Media) -> PageMeta:
    return service.get_page_for_admin(db, store, "terms")


@admin_router.put(
    "/pages/about", response_model=AboutAdminOut, responses=SAVE_RESPONSES, summary="Save About Us"
)
def save_about(
    body: AboutAdminIn, _: AdminUser, db: DbSession, store: Media, events: Events
) -> PageMeta:
    return service.save_page(db, store, events, "about", body)


@admin_router.put(
    "/pages/careers",
    response_model=CareersAdminOut,
    responses=SAVE_RESPONSES,
    summary="Save Careers",
)
def save_careers(
    body: CareersAdminIn, _: AdminUser, db: DbSession, store: Media, events: Events
) -> PageMeta:
    return service.save_page(db, store, events, "careers", body)


@admin_router.put(
    "/pages/faq", response_model=FaqAdminOut, responses=SAVE_RESPONSES, summary="Save the FAQ"
)
def save_faq(
    body: FaqAdminIn, _: AdminUser, db: DbSession, store: Media, events: Events
) -> PageMeta:
    return service.save_page(db, store, events, "faq", body)


@admin_router.put(
    "/pages/terms", response_model=TermsAdminOut, responses=SAVE_RESPONSES, summary="Save the Terms"
)
def save_terms(
    body: TermsAdminIn, _: AdminUser, db: DbSession, store: Media, events: Events
) -> PageMeta:
    return service.save_page(db, store, events, "terms", body)
