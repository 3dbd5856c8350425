"""sitemap.xml (every public page: products and categories included, each with its Kannada and
Hindi addresses as `xhtml:link` alternates, as the pages' own hreflang links) and robots.txt."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from urllib.parse import quote
from xml.sax.saxutils import escape

from khadi.accounts.languages import LANGUAGES
from khadi.catalog.schemas import CategoryOut
from khadi.site.client_routes import PRIVATE_PREFIXES, SITEMAP_PATHS
from khadi.site.languages import LANG_PARAM

# Public pages that are the same for everyone (spec §2 routes, access 'public').
STATIC_PATHS = SITEMAP_PATHS
# Pages only a signed-in shopper or the admin sees: nothing there for a search engine.
PRIVATE_PATHS = ("/api/", *PRIVATE_PREFIXES)


def _segment(value: str) -> str:
    return quote(value, safe="")


def category_paths(categories: Iterable[CategoryOut]) -> list[str]:
    paths: list[str] = []
    for category in categories:
        paths.append(f"/category/{_segment(category.name)}")
        paths.extend(
            f"/category/{_segment(category.name)}/{_segment(sub)}" for sub in category.subcategories
        )
    return paths


_QUOTE = {'"': "&quot;"}  # in an attribute


def _url(url: str) -> str:
    """One page: its address and its alternates in each language (English and x-default: the
    address itself)."""
    links: list[tuple[str, str]] = [
        (language, url if language == "en" else f"{url}?{LANG_PARAM}={language}")
        for language in LANGUAGES
    ]
    links.append(("x-default", url))
    alternates = "".join(
        f'<xhtml:link rel="alternate" hreflang="{language}" href="{escape(href, _QUOTE)}"/>'
        for language, href in links
    )
    return f"  <url><loc>{escape(url)}</loc>{alternates}</url>"


def sitemap_xml(
    site_url: str, categories: Sequence[CategoryOut], product_ids: Iterable[str]
) -> str:
    base = site_url.rstrip("/")
    paths = [
        *STATIC_PATHS,
        *category_paths(categories),
        *(f"/productInfo/{_segment(product_id)}" for product_id in product_ids),
    ]
    urls = "\n".join(_url(base + path) for path in paths)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
        f"{urls}\n"
        "</urlset>\n"
    )


def robots_txt(site_url: str) -> str:
    disallow = "\n".join(f"Disallow: {path}" for path in PRIVATE_PATHS)
    return f"User-agent: *\nAllow: /\n{disallow}\n\nSitemap: {site_url.rstrip('/')}/sitemap.xml\n"
