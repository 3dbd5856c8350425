"""Health and readiness checks, the newsletter form, sitemap.xml and robots.txt."""

from __future__ import annotations

import orjson
from fastapi import APIRouter, Response

from khadi.catalog import service as catalog
from khadi.catalog.deps import CurrentSnapshot
from khadi.config import AppSettings
from khadi.db import AppDatabase, DbSession
from khadi.kit.json import JSONResponse
from khadi.media.deps import Media
from khadi.site import newsletter
from khadi.site.health import readiness_problem
from khadi.site.schemas import NewsletterIn, NewsletterOut
from khadi.site.sitemap import robots_txt, sitemap_xml

router = APIRouter(tags=["site"])

_CRAWLER_CACHE = {"Cache-Control": "public, max-age=3600"}
_NO_STORE = {"Cache-Control": "no-store"}


@router.get("/healthz", summary="The process is up")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


# For load balancers, not the shop's API: left out of the OpenAPI document the UI's types use.
@router.get("/readyz", include_in_schema=False)
def readyz(database: AppDatabase, media: Media) -> JSONResponse:
    """200 when the database answers, its schema is current and the media store takes writes,
    else 503 with the reason."""
    problem = readiness_problem(database, media)
    if problem is not None:
        body = {"status": "not ready", "reason": problem}
        return JSONResponse(body, status_code=503, headers=_NO_STORE)
    return JSONResponse({"status": "ready"}, headers=_NO_STORE)


@router.post(
    "/api/v1/newsletter",
    response_model=NewsletterOut,
    summary="Subscribe an e-mail address; subscribing again is not an error",
    responses={422: {"description": "Not a valid e-mail address"}},
)
def subscribe_newsletter(body: NewsletterIn, db: DbSession) -> NewsletterOut:
    newsletter.subscribe(db, body.email)
    return NewsletterOut(message=newsletter.SUBSCRIBED, reason=newsletter.SUBSCRIBED.code)


@router.get("/sitemap.xml", include_in_schema=False)
def sitemap(db: DbSession, settings: AppSettings, snapshot: CurrentSnapshot) -> Response:
    product_ids = [p["id"] for p in orjson.loads(snapshot.body)["products"]]
    body = sitemap_xml(settings.site_url, catalog.list_categories(db), product_ids)
    return Response(body, media_type="application/xml", headers=_CRAWLER_CACHE)


@router.get("/robots.txt", include_in_schema=False)
def robots(settings: AppSettings) -> Response:
    return Response(robots_txt(settings.site_url), media_type="text/plain", headers=_CRAWLER_CACHE)
