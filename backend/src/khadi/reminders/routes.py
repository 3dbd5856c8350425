"""Cart reminders (issue 31): the e-mail's unsubscribe link, which works without signing in
(a signed token), and the dashboard's counts.

The link opens a small page that asks before it stops anything (mail scanners follow links;
only the page's button, a same-site form POST, unsubscribes)."""

from __future__ import annotations

from html import escape
from typing import Annotated, Any

from fastapi import APIRouter, Form, Query
from fastapi.responses import HTMLResponse

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.config import AppSettings
from khadi.db import DbSession
from khadi.mail.messages.texts import HTML_LANG, texts
from khadi.reminders import service
from khadi.reminders.schemas import CartReminderCounts

router = APIRouter(prefix="/api/v1/cart-reminders", tags=["cart-reminders"])
admin_router = make_admin_router("cart-reminders")

Token = Annotated[str, Query(max_length=200)]


def _page(language: str, body: str, status: int = 200) -> HTMLResponse:
    say = texts(language)
    lang = HTML_LANG.get(language, "en-IN")
    title = escape(say("cart_reminder.unsubscribe_title"))
    return HTMLResponse(
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title></head><body><main><h1>{title}</h1>{body}</main></body></html>",
        status_code=status,
        headers={"cache-control": "no-store", "referrer-policy": "no-referrer"},
    )


# Both pages answer a link this store did not make with the page itself (HTML), not the envelope.
_BAD_LINK: dict[int | str, dict[str, Any]] = {
    404: {
        "content": {"text/html": {"schema": {"type": "string"}}},
        "description": "A link this store did not make",
    }
}


@router.get(
    "/unsubscribe",
    response_class=HTMLResponse,
    responses=_BAD_LINK,
    summary="Asks before it stops reminders",
)
def unsubscribe_page(token: Token, db: DbSession, settings: AppSettings) -> HTMLResponse:
    language = service.token_language(db, settings.secret_key, token)
    say = texts(language)
    if service.unsubscribe_target(db, settings.secret_key, token) is None:
        return _page(language, f"<p>{escape(say('cart_reminder.bad_link'))}</p>", 404)
    return _page(
        language,
        f"<p>{escape(say('cart_reminder.unsubscribe_ask'))}</p>"
        '<form method="post" action="/api/v1/cart-reminders/unsubscribe">'
        f'<input type="hidden" name="token" value="{escape(token, quote=True)}">'
        f'<button type="submit">{escape(say("cart_reminder.unsubscribe_button"))}</button>'
        "</form>",
    )


@router.post(
    "/unsubscribe",
    response_class=HTMLResponse,
    responses=_BAD_LINK,
    summary="Stops cart reminders",
)
def unsubscribe(
    token: Annotated[str, Form(max_length=200)], db: DbSession, settings: AppSettings
) -> HTMLResponse:
    user = service.unsubscribe(db, settings.secret_key, token)
    language = service.token_language(db, settings.secret_key, token)
    say = texts(language)
    if user is None:
        return _page(language, f"<p>{escape(say('cart_reminder.bad_link'))}</p>", 404)
    return _page(language, f"<p>{escape(say('cart_reminder.unsubscribed'))}</p>")


@admin_router.get("/cart-reminders", response_model=CartReminderCounts)
def reminder_counts(_: AdminUser, db: DbSession) -> CartReminderCounts:
    found = service.counts(db)
    return CartReminderCounts(
        sent=found.sent, recovered=found.recovered, hours=service.reminder_hours(db)
    )
