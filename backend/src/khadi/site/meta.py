"""Per-page <title>, description and Open Graph tags written into the served index.html, so a
product link pasted into a chat shows its picture and price (issue 3: shareable pages).

index.html carries `<!--khadi-meta-->` … `<!--/khadi-meta-->` around its default title and
description (Vite's dev server shows those); the server replaces that stretch per page. It also
writes the shop's WhatsApp number into `<meta name="khadi-whatsapp">` for the chat button. The
shop's name, tagline and number are the admin's settings (khadi.shop), read for every page, so a
change shows on the next load on every instance. Only attributes and text change: no inline
script is added, so the CSP's script hashes stay valid. Every value is HTML-escaped; titles and
the shop's details come from admin forms and may hold anything.
"""

from __future__ import annotations

import html
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import orjson

from khadi.accounts.languages import Language
from khadi.shop.identity import ShopIdentity
from khadi.site.client_routes import FIXED_PAGES
from khadi.site.first_view import with_first_view
from khadi.site.languages import (
    Labels,
    language_links,
    locale_tags,
    localized_heading,
    page_url,
    translated,
)
from khadi.site.page_texts import DEFAULT_TAGLINE, PAGE_TEXTS

DEFAULT_DESCRIPTION = (
    "Handspun khadi and handloom from Karnataka: shirts, kurtas, fabrics by the metre, "
    "bedsheets, towels, honey, agarbatti and gifts."
)
DEFAULT_IMAGE = "/og-image.png"  # frontend/public/og-image.png, 1200×630
DESCRIPTION_MAX = 200

META_START = "<!--khadi-meta-->"
META_END = "<!--/khadi-meta-->"
_WHATSAPP_META = re.compile(r'(<meta\s+name="khadi-whatsapp"\s+content=")[^"]*(")')
_NUMBER_SLOT = "\x00khadi-whatsapp\x00"  # cannot occur in a text file
# <html lang>: the page's language ('en', 'kn' or 'hi'), which the app reads on a first visit.
_HTML_LANG = re.compile(r'(<html\b[^>]*?\slang=")[^"]*(")', re.IGNORECASE)
_LANG_SLOT = "\x00khadi-lang\x00"
# The shop's name in the navigation bar painted before the app runs (index.html), split into
# lines as the app's Brand component splits it (frontend/src/app/layout/brand.tsx).
BRAND_START = "<!--khadi-brand-->"
BRAND_END = "<!--/khadi-brand-->"
_BRAND_SLOT = "\x00khadi-brand\x00"
_EYEBROW_CLASS = "truncate text-[0.65rem] font-semibold tracking-[0.2em] text-accent uppercase"
_NAME_CLASS = "line-clamp-2 font-serif text-base leading-tight font-semibold break-words sm:text-xl"

# Titles of the pages that are the same for everyone (spec §2 routes).
STATIC_PAGES: dict[str, tuple[str, str]] = FIXED_PAGES


@dataclass(frozen=True)
class PageMeta:
    title: str  # the full <title>
    description: str
    path: str  # canonical path on this site
    image: str  # absolute, or relative to the site
    og_type: Literal["website", "product"] = "website"
    price_paise: int | None = None
    og_title: str | None = None  # defaults to the title
    language: Language = "en"


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def _absolute(url: str, site_url: str) -> str:
    if url.startswith(("https://", "http://")):
        return url
    return site_url + (url if url.startswith("/") else "/" + url)


def _rupees(paise: int) -> str:
    return f"{paise // 100}.{paise % 100:02d}"


def short_description(text: str, limit: int = DESCRIPTION_MAX) -> str:
    """One line of at most `limit` characters, cut at a word with an ellipsis."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1].rsplit(" ", 1)[0].rstrip(",.;:-—")
    return cut + "…"


def render_meta(meta: PageMeta, site_url: str, shop_name: str) -> str:
    site_url = site_url.rstrip("/")
    url = page_url(site_url, meta.path, meta.language)
    og_title = meta.og_title or meta.title
    image = _absolute(meta.image, site_url)
    tags = [
        f"<title>{html.escape(meta.title)}</title>",
        f'<meta name="description" content="{_attr(meta.description)}" />',
        f'<link rel="canonical" href="{_attr(url)}" />',
        f'<meta property="og:site_name" content="{_attr(shop_name)}" />',
        f'<meta property="og:type" content="{meta.og_type}" />',
        f'<meta property="og:title" content="{_attr(og_title)}" />',
        f'<meta property="og:description" content="{_attr(meta.description)}" />',
        f'<meta property="og:url" content="{_attr(url)}" />',
        f'<meta property="og:image" content="{_attr(image)}" />',
        f'<meta property="og:image:alt" content="{_attr(og_title)}" />',
        *locale_tags(meta.language),
        '<meta name="twitter:card" content="summary_large_image" />',
        *language_links(site_url, meta.path),
    ]
    if meta.price_paise is not None:
        tags += [
            f'<meta property="product:price:amount" content="{_rupees(meta.price_paise)}" />',
            '<meta property="product:price:currency" content="INR" />',
        ]
    return "\n    ".join(tags)


def brand_lines(name: str) -> tuple[str, str]:
    """A name of three words or more shows its first word small above the rest
    ('Karnataka' / 'Khadi Bhandar'); a shorter one shows on one line."""
    words = name.split()
    if len(words) >= 3:
        return words[0], " ".join(words[1:])
    return "", " ".join(words)


def render_brand(name: str) -> str:
    eyebrow, rest = brand_lines(name)
    first = f'<span class="{_EYEBROW_CLASS}">{html.escape(eyebrow)}</span>' if eyebrow else ""
    return first + f'<span class="{_NAME_CLASS}">{html.escape(rest)}</span>'


def _cut_slot(source: str, start_marker: str, end_marker: str, slot: str) -> str:
    """`source` with the stretch between the markers (kept) replaced by `slot`."""
    start = source.find(start_marker)
    end = source.find(end_marker, start + len(start_marker)) if start >= 0 else -1
    if start < 0 or end < 0:
        return source
    return source[: start + len(start_marker)] + slot + source[end:]


class IndexTemplate:
    """index.html split once at the meta markers and the WhatsApp number, so each page costs a
    few string joins."""

    def __init__(self, source: str) -> None:
        number = _WHATSAPP_META.search(source)
        if number is not None:  # the number's value is a slot filled per page
            source = source[: number.end(1)] + _NUMBER_SLOT + source[number.start(2) :]
        source = _cut_slot(source, BRAND_START, BRAND_END, _BRAND_SLOT)
        source, found = _HTML_LANG.subn(lambda m: m.group(1) + _LANG_SLOT + m.group(2), source, 1)
        if not found:  # a build whose <html> has no lang gets one
            source = re.sub(r"<html\b", f'<html lang="{_LANG_SLOT}"', source, count=1)
        start = source.find(META_START)
        end = source.find(META_END, start + len(META_START)) if start >= 0 else -1
        if start < 0 or end < 0:  # an index.html without markers is served as it is
            self.before, self.after = source, None
        else:
            self.before, self.after = source[:start], source[end + len(META_END) :]

    def render(
        self,
        meta: PageMeta,
        site_url: str,
        shop: ShopIdentity,
        hints: str = "",
        first_view: str | None = None,
    ) -> str:
        """The page with its meta tags, the shop's WhatsApp number, `hints` (preload links,
        khadi.site.preload) at the end of <head> (after the app's own script and styles, which
        the browser should ask for first), and its `first_view` in #root when it has one."""
        number = _attr(re.sub(r"\D", "", shop.whatsapp_number))
        brand = render_brand(shop.name)

        def fill(part: str) -> str:
            part = part.replace(_LANG_SLOT, meta.language)
            return part.replace(_NUMBER_SLOT, number).replace(_BRAND_SLOT, brand)

        before = fill(self.before)
        if self.after is None:
            return before
        after = fill(self.after)
        if first_view is not None:
            after = with_first_view(after, first_view)
        if hints:
            end = after.find("</head>")
            if end >= 0:
                after = f"{after[:end]}  {hints}\n  {after[end:]}"
        return before + render_meta(meta, site_url, shop.name) + after


class CachedTemplate:
    """index.html kept in memory, split and ready. A stat per request notices a new build (the
    asset names in it change) and reads the file again; otherwise the disk is not touched."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._cached: tuple[tuple[int, int], IndexTemplate] | None = None
        self._lock = threading.Lock()

    def get(self) -> IndexTemplate | None:
        try:
            stat = self.path.stat()
        except OSError:
            return None
        version = (stat.st_mtime_ns, stat.st_size)
        cached = self._cached
        if cached is not None and cached[0] == version:
            return cached[1]
        with self._lock:
            source = self.path.read_text(encoding="utf-8")
            template = IndexTemplate(source)
            self._cached = (version, template)
            return template


# --- which meta for which path -----------------------------------------------------------------


def title_case(name: str) -> str:
    """'nehru-jacket' -> 'Nehru Jacket', 'SILK' -> 'Silk' (the category page heading, spec §2)."""
    words = name.replace("-", " ").replace("_", " ").split()
    return " ".join(word[:1].upper() + word[1:].lower() for word in words)


def category_heading(parts: Sequence[str]) -> str:
    return " / ".join(title_case(part) for part in parts)


def page_title(name: str, shop: ShopIdentity) -> str:
    """'<page> · <shop>', as the SPA's useDocumentTitle writes it."""
    return f"{name} · {shop.name}"


def home_title(shop: ShopIdentity, language: Language = "en") -> str:
    """'<shop> — <tagline>' (the shop's name alone without a tagline), as the SPA writes it. The
    default tagline is shown in the page's language; one an admin wrote, as written."""
    tagline = shop.tagline
    if language in PAGE_TEXTS and tagline == DEFAULT_TAGLINE:
        tagline = PAGE_TEXTS[language].default_tagline
    return f"{shop.name} — {tagline}" if tagline else shop.name


def default_description(language: Language = "en") -> str:
    texts = PAGE_TEXTS.get(language)
    return texts.default_description if texts else DEFAULT_DESCRIPTION


def generic_meta(
    path: str, shop: ShopIdentity, title: str | None = None, language: Language = "en"
) -> PageMeta:
    return PageMeta(
        title=title or home_title(shop, language),
        description=default_description(language),
        path=path,
        image=DEFAULT_IMAGE,
        language=language,
    )


Product = dict[str, Any]


def _no_labels() -> Labels:
    return {}


class Catalogue:
    """What the meta needs from the catalogue: one product by id, and all of them. Reads the
    catalogue snapshot (the same bytes GET /api/v1/products serves), parsed once per version.
    `labels` gives the categories' names in Kannada and Hindi; asked only for those pages."""

    def __init__(
        self, snapshot: Callable[[], Any], labels: Callable[[], Labels] = _no_labels
    ) -> None:
        self._snapshot = snapshot
        self._parsed: tuple[Any, list[Product]] | None = None
        self.labels = labels

    def product(self, product_id: str) -> Product | None:
        body = self._snapshot().products.get(product_id)
        return None if body is None else dict(orjson.loads(body))

    def products(self) -> list[Product]:
        snapshot = self._snapshot()
        parsed = self._parsed
        if parsed is None or parsed[0] is not snapshot:
            parsed = self._parsed = (snapshot, list(orjson.loads(snapshot.body)["products"]))
        return parsed[1]


_PRODUCT = re.compile(r"^/productInfo/([^/]+)/?$")
_CATEGORY = re.compile(r"^/category/([^/]+)(?:/([^/]+))?/?$")


def _first_image(product: Product) -> str | None:
    urls = product.get("imageUrl") or []
    return str(urls[0]) if urls else None


def product_meta(
    path: str, product: Product, shop: ShopIdentity, language: Language = "en"
) -> PageMeta:
    title = translated(product, "title", language)
    description = short_description(translated(product, "description", language))
    return PageMeta(
        title=page_title(title, shop),
        og_title=title,
        description=description or default_description(language),
        path=path,
        image=_first_image(product) or DEFAULT_IMAGE,
        og_type="product",
        price_paise=int(product.get("price", 0)),
        language=language,
    )


def category_meta(
    path: str,
    parts: list[str],
    products: list[Product],
    shop: ShopIdentity,
    language: Language = "en",
    labels: Labels | None = None,
) -> PageMeta:
    # Issue 28: the owner's names for the category (in the page's language), else the title case.
    heading = localized_heading(parts, language, labels or {}, title_case)
    texts = PAGE_TEXTS.get(language)
    if texts is None:
        description = (
            f"Shop {heading.lower()} at {shop.name}: handspun khadi and handloom "
            "from Karnataka, delivered across India."
        )
    else:
        description = texts.category_description.format(heading=heading, shop=shop.name)
    category = parts[0].lower()
    sub = parts[1].lower() if len(parts) > 1 else None
    image = next(
        (
            url
            for p in products
            if str(p.get("category", "")).lower() == category
            and (sub is None or sub in (str(s).lower() for s in p.get("subCategories", [])))
            and (url := _first_image(p))
        ),
        DEFAULT_IMAGE,
    )
    return PageMeta(
        title=page_title(heading, shop),
        og_title=heading,
        description=description,
        path=path,
        image=image,
        language=language,
    )


def meta_for(
    path: str, catalogue: Catalogue, shop: ShopIdentity, language: Language = "en"
) -> tuple[PageMeta, bool]:
    """The meta of a client route in `language`, and False when the thing it names does not
    exist (an unknown product id: generic tags, and the caller answers 404)."""
    if path in ("/", ""):
        return generic_meta("/", shop, language=language), True
    bare = path.rstrip("/")
    if bare in STATIC_PAGES:
        texts = PAGE_TEXTS.get(language)
        name, description = STATIC_PAGES[bare]
        if texts is not None and bare in texts.fixed_pages:
            name, description = texts.fixed_pages[bare]
        title = page_title(name, shop)
        meta = PageMeta(title, description, bare, DEFAULT_IMAGE, og_title=name, language=language)
        return meta, True
    if match := _PRODUCT.match(path):
        product = catalogue.product(match.group(1))
        if product is None:
            return generic_meta(bare, shop, language=language), False
        return product_meta(bare, product, shop, language), True
    if match := _CATEGORY.match(path):
        parts = [part for part in match.groups() if part]
        meta = category_meta(bare, parts, catalogue.products(), shop, language, catalogue.labels())
        return meta, True
    return generic_meta(bare, shop, language=language), True


def not_found_meta(path: str, shop: ShopIdentity, language: Language = "en") -> PageMeta:
    texts = PAGE_TEXTS.get(language)
    name = texts.not_found if texts else "Page Not Found"
    return generic_meta(path, shop, page_title(name, shop), language)
