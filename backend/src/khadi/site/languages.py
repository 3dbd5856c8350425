"""Which language a served page is in (issue 18), and the links that tell search engines and
link previews about its other languages.

A page's language is, in order: `?lang=en|kn|hi` in its address (a shared link says what it shows),
else the `khadi_lang` cookie (the app writes it when the shopper picks a language), else the
browser's `Accept-Language` (khadi.accounts.languages.pick_language), else English. Any other value
of the parameter or the cookie is ignored, never echoed: only the three known codes are written
into the page. The answer depends on the cookie and Accept-Language, so every page says so in
`Vary` (a shared cache keeps one copy per language).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any
from urllib.parse import quote

from khadi.accounts.languages import LANGUAGES, Language, known, visitor_language

LANG_PARAM = "lang"
VARY = "Accept-Language, Cookie"
# lower-case 'category' or 'category/subcategory' -> language -> its label ('' or none: English)
Labels = Mapping[str, Mapping[str, str]]

OG_LOCALES: dict[Language, str] = {"en": "en_IN", "kn": "kn_IN", "hi": "hi_IN"}


def page_language(param: str | None, cookie: str | None, accept_language: str | None) -> Language:
    """The parameter, else the cookie, else Accept-Language, else 'en' (unknown values skipped)."""
    return known(param) or visitor_language(cookie, accept_language)


def page_url(site_url: str, path: str, language: Language) -> str:
    """The page's address in `language`: English has none, the others `?lang=`."""
    url = site_url.rstrip("/") + quote(path)
    return url if language == "en" else f"{url}?{LANG_PARAM}={language}"


def language_links(site_url: str, path: str) -> list[str]:
    """`<link rel="alternate" hreflang>` for each language at its canonical address (English: no
    parameter), and x-default: the English address too."""
    tags = [
        f'<link rel="alternate" hreflang="{language}" '
        f'href="{html.escape(page_url(site_url, path, language), quote=True)}" />'
        for language in LANGUAGES
    ]
    default = html.escape(page_url(site_url, path, "en"), quote=True)
    tags.append(f'<link rel="alternate" hreflang="x-default" href="{default}" />')
    return tags


def locale_tags(language: Language) -> list[str]:
    tags = [f'<meta property="og:locale" content="{OG_LOCALES[language]}" />']
    tags += [
        f'<meta property="og:locale:alternate" content="{OG_LOCALES[other]}" />'
        for other in LANGUAGES
        if other != language
    ]
    return tags


def translated(product: Mapping[str, Any], field: str, language: Language) -> str:
    """A product's `field` ('title', 'description') in `language`, else in English."""
    if language != "en":
        value = str(product.get(f"{field}{language.capitalize()}") or "").strip()
        if value:
            return value
    return str(product.get(field, ""))


def localized_heading(
    parts: Sequence[str], language: Language, labels: Labels, fallback: Callable[[str], str]
) -> str:
    """The category page's heading in `language`: each part's label there, else its English label
    (the owner's name, issue 28), else `fallback(part)` (the title case)."""
    keys = [parts[0].lower(), "/".join(part.lower() for part in parts[:2])]
    names = []
    for key, part in zip(keys, parts, strict=False):
        known = labels.get(key, {})
        label = str(known.get(language) or "").strip() or str(known.get("en") or "").strip()
        names.append(label or fallback(part))
    return " / ".join(names)
