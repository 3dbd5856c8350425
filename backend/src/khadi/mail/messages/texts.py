"""A shopper e-mail's fixed texts in its recipient's language (issue 18): texts_en, texts_kn and
texts_hi hold one catalogue each, by key, with the same {placeholders}. A message asks
`texts(language)` for a function that fills a key in; a key missing in a catalogue (or an unknown
language) falls back to English. Values filled in are never parsed again, so a name with braces
is just text."""

from __future__ import annotations

import re
from collections.abc import Callable

from khadi.accounts.languages import Language
from khadi.mail.messages import texts_en, texts_hi, texts_kn

CATALOGUES: dict[str, dict[str, str]] = {
    "en": texts_en.TEXTS,
    "kn": texts_kn.TEXTS,
    "hi": texts_hi.TEXTS,
}
# <html lang> of the e-mail's HTML part
HTML_LANG: dict[str, str] = {"en": "en-IN", "kn": "kn-IN", "hi": "hi-IN"}

Say = Callable[..., str]


def mail_language(value: str | None) -> Language:
    """A user's saved language as an e-mail's: 'kn' or 'hi', anything else English."""
    if value == "kn":
        return "kn"
    if value == "hi":
        return "hi"
    return "en"


def texts(language: str) -> Say:
    """say(key, **values): the key's text in `language` with `values` filled in."""
    catalogue = CATALOGUES.get(language, texts_en.TEXTS)

    def say(key: str, **values: object) -> str:
        return (catalogue.get(key) or texts_en.TEXTS[key]).format(**values)

    return say


_MEASURE = re.compile(r"^(\d+(?:\.\d+)?) ?(M|gm)$")


def option_text(language: str, value: str) -> str:
    """A size or type in `language` (issue 28): a size chart's name ('Full Sleeve', 'Single Bed'),
    or a measure's unit ('4.5 M', '500 gm'); anything else (M, 40, an owner's own) as stored."""
    say = texts(language)
    if f"option.{value}" in texts_en.TEXTS:
        return say(f"option.{value}")
    measure = _MEASURE.match(value)
    if measure:
        return say(f"option.unit.{measure.group(2)}", value=measure.group(1))
    return value


def metres_text(language: str, metres: float) -> str:
    """'2.5 m', '2.5 ಮೀ', '2.5 मी'."""
    return texts(language)("metres", amount=f"{metres:g}")
