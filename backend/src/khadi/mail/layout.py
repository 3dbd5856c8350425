"""The frame every message shares: the shop's name on top, its contact at the foot, in plain
text and in simple, inline-styled HTML (mail clients ignore style sheets). Every value is
escaped; names and addresses come from forms."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from khadi.mail.messages.texts import HTML_LANG
from khadi.shop.identity import ShopIdentity


@dataclass(frozen=True)
class Body:
    text: str
    html: str


def contact_line(shop: ShopIdentity) -> str:
    parts = [part for part in (shop.email, shop.phone) if part]
    return " · ".join(parts)


def frame(shop: ShopIdentity, heading: str, text: str, html: str, language: str = "en") -> Body:
    """The message `text`/`html` under `heading`, with the shop's name and contact; its HTML
    says it is in `language` (the shopper's, issue 18)."""
    contact = contact_line(shop)
    plain = f"{shop.name}\n\n{heading}\n\n{text.strip()}\n\n— {shop.name}"
    if contact:
        plain += f"\n{contact}"
    footer = f'<p style="color:#6b5e4f;font-size:13px">{escape(shop.name)}'
    if contact:
        footer += f"<br>{escape(contact)}"
    footer += "</p>"
    lang = HTML_LANG.get(language, "en-IN")
    page = (
        f'<!doctype html><html lang="{lang}"><body style="margin:0;background:#fdfaf3;'
        'font-family:Arial,Helvetica,sans-serif;color:#2a2118">'
        '<div style="max-width:560px;margin:0 auto;padding:24px">'
        f'<p style="font-size:18px;font-weight:bold;color:#2b3a67">{escape(shop.name)}</p>'
        f'<h1 style="font-size:22px">{escape(heading)}</h1>'
        f"{html}{footer}</div></body></html>"
    )
    return Body(plain + "\n", page)


def paragraph(text: str) -> str:
    return f'<p style="line-height:1.5">{escape(text)}</p>'


def button(label: str, url: str) -> str:
    return (
        f'<p><a href="{escape(url, quote=True)}" style="display:inline-block;background:#2b3a67;'
        f'color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none">'
        f"{escape(label)}</a></p>"
    )
