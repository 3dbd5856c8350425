"""The Kannada and Devanagari fonts a page in those languages is drawn with (issue 18): the app
ships them self-hosted (frontend/dist/assets/noto-sans-kannada-….woff2 and
noto-sans-devanagari-….woff2, hashed names), and a page in Kannada or Hindi preloads its script's
font so its text paints without waiting for the style sheet to ask. An English page preloads none.

At most one file per language: when the build holds several (subsets, weights), the one of the
script's own subset ('kannada' / 'devanagari') at the variable weight ('wght') or regular ('400').
"""

from __future__ import annotations

import html
import threading
from pathlib import Path

from khadi.accounts.languages import Language

FONT_PREFIX: dict[Language, str] = {
    "kn": "noto-sans-kannada",
    "hi": "noto-sans-devanagari",
}
_SUBSET: dict[Language, str] = {"kn": "kannada", "hi": "devanagari"}


def _score(name: str, language: Language) -> tuple[int, int, int]:
    """Higher is better: the script's subset, then a variable or regular weight, then upright."""
    rest = name[len(FONT_PREFIX[language]) :].lower()
    parts = rest.replace(".", "-").split("-")
    return (
        int(_SUBSET[language] in parts),
        int("wght" in parts or "400" in parts),
        int("italic" not in parts),
    )


def pick_font(names: list[str], language: Language) -> str | None:
    """The file to preload for `language` among the build's asset names, or None."""
    prefix = FONT_PREFIX.get(language)
    if prefix is None:
        return None
    fonts = [n for n in names if n.lower().startswith(prefix) and n.lower().endswith(".woff2")]
    # max() keeps the first of equals: sorted, the choice never flips between listings
    return max(sorted(fonts), key=lambda name: _score(name, language)) if fonts else None


def font_hint(file: str) -> str:
    href = html.escape(f"/assets/{file}", quote=True)
    return f'<link rel="preload" as="font" type="font/woff2" crossorigin href="{href}" />'


class Fonts:
    """The assets folder's font files, listed again only when a new build changes the folder."""

    def __init__(self, assets: Path) -> None:
        self.assets = assets
        self._cached: tuple[int, dict[Language, str | None]] | None = None
        self._lock = threading.Lock()

    def _chosen(self) -> dict[Language, str | None]:
        try:
            version = self.assets.stat().st_mtime_ns
        except OSError:
            return {}
        cached = self._cached
        if cached is not None and cached[0] == version:
            return cached[1]
        with self._lock:
            try:
                names = [entry.name for entry in self.assets.iterdir() if entry.is_file()]
            except OSError:
                names = []
            chosen = {language: pick_font(names, language) for language in FONT_PREFIX}
            self._cached = (version, chosen)
            return chosen

    def hint(self, language: Language) -> str:
        """The preload link of the page's font, or '' (English, or no such file in the build)."""
        if language not in FONT_PREFIX:
            return ""
        file = self._chosen().get(language)
        return font_hint(file) if file else ""
