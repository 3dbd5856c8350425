"""The shop's languages (issue 18) and which one a visitor gets: the signed-in user's choice,
else the browser's `Accept-Language`, else English."""

from __future__ import annotations

from typing import Literal

Language = Literal["en", "kn", "hi"]
LANGUAGES: tuple[Language, ...] = ("en", "kn", "hi")
DEFAULT: Language = "en"
# The cookie the app writes when a visitor picks a language (frontend lib/i18n/languages.ts).
LANG_COOKIE = "khadi_lang"


def known(value: str | None) -> Language | None:
    """One of the three codes exactly, else None (nothing else is ever used or echoed)."""
    for language in LANGUAGES:
        if value == language:
            return language
    return None


def _quality(params: list[str]) -> float:
    for param in params:
        name, _, value = param.strip().partition("=")
        if name.strip().lower() == "q":
            try:
                q = float(value.strip())
            except ValueError:
                return 0.0
            return q if 0.0 <= q <= 1.0 else 0.0
    return 1.0


def pick_language(accept_language: str | None, user_language: str | None) -> Language:
    """'en', 'kn' or 'hi'. A signed-in user's saved language wins; otherwise the browser's
    most preferred language the shop has ('kn-IN,kn;q=0.9,en;q=0.8' -> 'kn'), the earlier
    one on a tie; anything else (none, unknown, malformed, q=0) -> 'en'. Pure: no I/O."""
    for language in LANGUAGES:
        if user_language == language:
            return language
    best: Language = DEFAULT
    best_q = 0.0
    for entry in (accept_language or "")[:1000].split(","):
        tag, *params = entry.split(";")
        primary = tag.strip().lower().split("-", 1)[0]
        q = _quality(params)
        for language in LANGUAGES:
            if primary == language and q > best_q:
                best, best_q = language, q
    return best


def visitor_language(cookie: str | None, accept_language: str | None) -> Language:
    """A signed-out visitor's language: the one they picked (the cookie), else the browser's."""
    return pick_language(accept_language, known(cookie))
