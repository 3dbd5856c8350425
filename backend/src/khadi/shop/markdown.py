"""Server-side helpers for the Markdown the pages store: the placeholders filled in, and plain
text for meta descriptions. Rendering is the browser's (safely: no raw HTML)."""

from __future__ import annotations

import re
from collections.abc import Mapping

PLACEHOLDERS = ("shop", "email", "phone", "address", "state")
_PLACEHOLDER = re.compile(r"\{(" + "|".join(PLACEHOLDERS) + r")\}")

_FENCE = re.compile(r"^\s*(```|~~~).*$", re.MULTILINE)
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_AUTOLINK = re.compile(r"<((?:https?|mailto|tel):[^>\s]*)>", re.IGNORECASE)
_TAG = re.compile(r"</?[A-Za-z][^>]*>")
_LINE_MARK = re.compile(r"^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d{1,9}[.)]\s+)", re.MULTILINE)
_RULE = re.compile(r"^\s{0,3}([-*_])(\s*\1){2,}\s*$", re.MULTILINE)
_EMPHASIS = re.compile(r"(\*\*|__|\*|_|~~|`)(?=\S)(.+?)(?<=\S)\1")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!>~|])")


def fill_placeholders(text: str, values: Mapping[str, str]) -> str:
    """`{shop}`, `{email}`, `{phone}`, `{address}`, `{state}` replaced by `values`; other braces
    stay as they are."""
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), ""), text)


def plain_text(markdown: str, limit: int | None = None) -> str:
    """The words of `markdown` on one line (for a meta description): no marks, links as their
    text, tags dropped; cut at a word boundary with '…' when longer than `limit`."""
    text = _FENCE.sub("", markdown)
    text = _IMAGE.sub(r"\1", text)
    text = _LINK.sub(r"\1", text)
    text = _AUTOLINK.sub(r"\1", text)
    text = _TAG.sub("", text)
    text = _RULE.sub("", text)
    text = _LINE_MARK.sub("", text)
    for _ in range(3):  # nested emphasis, e.g. ***bold italic***
        text = _EMPHASIS.sub(r"\2", text)
    text = _ESCAPE.sub(r"\1", text)
    text = " ".join(text.split())
    if limit is not None and len(text) > limit:
        cut = text[: max(limit - 1, 0)]
        if " " in cut:
            cut = cut.rsplit(" ", 1)[0]
        text = cut.rstrip(" ,;:.") + "…"
    return text
