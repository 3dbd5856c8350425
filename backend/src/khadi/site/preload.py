"""Hints in each served page that let the browser fetch, beside the app's own code, what the page
asks for as soon as that code runs: the page's code chunk, the catalogue, and on a product page its
first picture (issue 8: without them each waits for the app's JavaScript to download and run).

Only <link> tags are written, never an inline script, so the CSP's script hashes stay valid.
"""

from __future__ import annotations

import html
import json
import threading
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from khadi.site.client_routes import client_route
from khadi.site.page_layout import IMAGE_SIZES, PRICE_SLIDER

# spec §7: the app loads the whole catalogue at start on every page (frontend src/main.tsx). The
# `crossorigin` makes the hint's credentials mode that of the app's same-origin fetch, so the
# browser hands the preloaded answer to it instead of asking twice.
CATALOGUE_HINT = '<link rel="preload" href="/api/v1/products" as="fetch" crossorigin />'

# The product page's main picture is laid out at these widths; the hint must say the same, or the
# browser picks another file for it.
GALLERY_SIZES = IMAGE_SIZES["gallery"]
# /allproducts shows the catalogue in order up to the price slider's limit (listing_price_limit);
# its first card, the page's largest paint, is laid out at these widths.
LISTING_SIZES = IMAGE_SIZES["listing"]

Manifest = Mapping[str, Any]
PAGES_FILE = "pages.json"


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def chunk_files(manifest: Manifest, module: str) -> list[str]:
    """The JavaScript a lazily loaded page module needs (its chunk and the chunks it imports, in
    order), less what index.html loads anyway. Empty when the module is not in the build."""
    if module not in manifest:
        return []

    def closure(start: str) -> list[str]:
        seen: list[str] = []
        stack = [start]
        while stack:
            key = stack.pop()
            if key in seen or key not in manifest:
                continue
            seen.append(key)
            stack.extend(reversed(manifest[key].get("imports", [])))
        return seen

    loaded = set(closure("index.html"))
    return ["/" + str(manifest[key]["file"]) for key in closure(module) if key not in loaded]


class _JsonFile:
    """A JSON object from the build, read again only when a new build lands ({} when absent)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._cached: tuple[tuple[int, int], Manifest] | None = None
        self._lock = threading.Lock()

    def get(self) -> Manifest:
        try:
            stat = self.path.stat()
        except OSError:
            return {}
        version = (stat.st_mtime_ns, stat.st_size)
        cached = self._cached
        if cached is not None and cached[0] == version:
            return cached[1]
        with self._lock:
            try:
                loaded = json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                loaded = {}
            value: Manifest = loaded if isinstance(loaded, dict) else {}
            self._cached = (version, value)
            return value


class RouteChunks:
    """Vite's build manifest (dist/.vite/manifest.json) and the app's route table as the build
    wrote it (dist/.vite/pages.json: route path -> page module, frontend vite.config.ts)."""

    def __init__(self, manifest: Path, pages: Path | None = None) -> None:
        self._manifest = _JsonFile(manifest)
        self._pages = _JsonFile(pages if pages is not None else manifest.with_name(PAGES_FILE))

    def for_path(self, path: str) -> list[str]:
        """The page's code, for the pages a visitor can land on (a guarded page sends a guest to
        /login, so its code is not hinted)."""
        route = client_route(path)
        if route is None or route.access != "public":
            return []
        module = self._pages.get().get(route.path)
        return chunk_files(self._manifest.get(), module) if isinstance(module, str) else []

    def for_language(self, language: str) -> list[str]:
        """The hint tags of a page in `language` (language_hints)."""
        return language_hints(self._manifest.get(), language)


# Issue 18: the page's language's messages (frontend src/locales/<language>/shop.ts), which its
# first render waits for: a chunk of their own, so a page downloads only its own language's. Its
# font needs no hint: the app's style sheet declares it, and the browser fetches it when the page
# first draws the script's letters.
LANGUAGE_MODULES = {
    "en": "src/locales/en/shop.ts",
    "kn": "src/locales/kn/shop.ts",
    "hi": "src/locales/hi/shop.ts",
}


def language_hints(manifest: Manifest, language: str) -> list[str]:
    """The page's language's messages, as modulepreloads: the app would otherwise ask for them only
    once its own code has run."""
    module = LANGUAGE_MODULES.get(language)
    if module is None:
        return []
    return [
        f'<link rel="modulepreload" crossorigin href="{_attr(chunk)}" />'
        for chunk in chunk_files(manifest, module)
    ]


def image_srcset(image: Mapping[str, Any]) -> str:
    """The srcset the frontend writes for a product picture (src/components/product-image.tsx):
    each WebP variant and the original, by width, narrowest first."""
    candidates: dict[int, str] = {}
    for variant in image.get("variants", []):
        candidates[int(variant["width"])] = str(variant["url"])
    candidates.setdefault(int(image["width"]), str(image["url"]))
    return ", ".join(f"{url} {width}w" for width, url in sorted(candidates.items()))


def product_picture_hint(product: Mapping[str, Any], sizes: str = GALLERY_SIZES) -> str | None:
    """A high-priority preload of a product's first picture, laid out at `sizes` on the page."""
    images = product.get("images") or []
    if images:
        image = images[0]
        return (
            f'<link rel="preload" as="image" href="{_attr(str(image["url"]))}" '
            f'imagesrcset="{_attr(image_srcset(image))}" imagesizes="{sizes}" '
            'fetchpriority="high" />'
        )
    urls = product.get("imageUrl") or []
    if urls:
        href = _attr(str(urls[0]))
        return f'<link rel="preload" as="image" href="{href}" fetchpriority="high" />'
    return None


def listing_price_limit(max_rupees: int | None) -> int | None:
    """The listing's price limit in paise for the slider's value in its link (`max`; None when the
    shopper has not moved it), as the page applies it (frontend src/features/catalog/filters.ts,
    issue 28): the spec's default until moved, and no upper limit on the slider's last step,
    "₹5,000 and above". A search with the slider unmoved has no limit either, but the server
    guesses no picture for a search."""
    rupees = PRICE_SLIDER.initial if max_rupees is None else max_rupees
    return None if rupees >= PRICE_SLIDER.max else max(rupees, PRICE_SLIDER.min) * 100


def listing_picture_hint(
    products: Iterable[Mapping[str, Any]], max_rupees: int | None = None
) -> str | None:
    """The first card's picture on /allproducts as it opens with no filter but the slider's."""
    limit = listing_price_limit(max_rupees)
    for product in products:
        if limit is None or int(product.get("price", 0)) <= limit:
            return product_picture_hint(product, LISTING_SIZES)
    return None


def render_hints(chunks: Iterable[str], picture: str | None) -> str:
    tags = [CATALOGUE_HINT]
    if picture:
        tags.append(picture)
    tags += [f'<link rel="modulepreload" crossorigin href="{_attr(chunk)}" />' for chunk in chunks]
    return "\n    ".join(tags)
