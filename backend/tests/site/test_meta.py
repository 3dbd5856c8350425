"""Shareable pages: the served index.html carries each page's title, description and Open Graph
tags, escaped, with absolute image URLs (issue 3)."""

from __future__ import annotations

import os
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.security import inline_script_hashes
from khadi.shop.identity import ShopIdentity
from khadi.site.meta import (
    IndexTemplate,
    PageMeta,
    category_heading,
    render_meta,
    short_description,
    title_case,
)
from tests.factories import make_fabric, make_product
from tests.site.conftest import HOME_TITLE, INDEX_HTML, SITE_URL, WHATSAPP


class HeadReader(HTMLParser):
    """Collects <title>, meta name/property contents and the canonical link, as a browser or a
    link-preview bot reads them."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.meta: dict[str, list[str]] = {}
        self.canonical: str | None = None
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "title":
            self._in_title = True
        elif tag == "meta" and ("property" in values or "name" in values):
            key = values.get("property") or values["name"]
            self.meta.setdefault(key, []).append(values.get("content", ""))
        elif tag == "link" and values.get("rel") == "canonical":
            self.canonical = values.get("href")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data


def read_head(html: str) -> HeadReader:
    reader = HeadReader()
    reader.feed(html)
    return reader


def one(head: HeadReader, key: str) -> str:
    values = head.meta.get(key, [])
    assert len(values) == 1, (key, values)
    return values[0]


def test_product_page_carries_its_title_price_and_absolute_image(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Indigo Khadi Shirt", price=135050)

    response = site_client.get(f"/productInfo/{shirt.id}")

    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    head = read_head(response.text)
    assert head.title == "Indigo Khadi Shirt · Karnataka Khadi Bhandar"
    assert one(head, "og:title") == "Indigo Khadi Shirt"
    assert one(head, "og:type") == "product"
    assert one(head, "og:image") == f"{SITE_URL}/media/product-images/shirt.webp"
    assert one(head, "og:url") == f"{SITE_URL}/productInfo/{shirt.id}"
    assert head.canonical == f"{SITE_URL}/productInfo/{shirt.id}"
    assert one(head, "product:price:amount") == "1350.50"
    assert one(head, "product:price:currency") == "INR"
    assert one(head, "description") == "Soft handspun cotton, woven in Karnataka."
    assert one(head, "og:description") == "Soft handspun cotton, woven in Karnataka."
    # The markers are gone and the default title is not left behind.
    assert "khadi-meta" not in response.text
    assert response.text.count("<title>") == 1


def test_titles_with_quotes_and_script_tags_are_escaped(
    site_client: TestClient, db_session: Session
) -> None:
    title = 'Kurta "Royal" </script><script>alert(1)</script> & <b>'
    product = make_product(db_session, title=title, description='Says "hi" <img src=x onerror=1>')

    response = site_client.get(f"/productInfo/{product.id}")

    assert "<script>alert(1)" not in response.text
    assert "<img src=x" not in response.text
    assert "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" in response.text
    head = read_head(response.text)
    assert one(head, "og:title") == title  # the parser un-escapes to exactly the title
    assert head.title == f"{title} · Karnataka Khadi Bhandar"
    assert one(head, "description") == 'Says "hi" <img src=x onerror=1>'
    # No inline script was added: the CSP hashes of the built page still cover the served page.
    assert inline_script_hashes(response.text) == inline_script_hashes(INDEX_HTML)


def test_unknown_product_gets_generic_tags_and_404(site_client: TestClient) -> None:
    response = site_client.get("/productInfo/no-such-id")

    assert response.status_code == 404
    assert "<div id=root>" in response.text  # the SPA still shows 'Product data not available.'
    head = read_head(response.text)
    assert head.title == HOME_TITLE
    assert one(head, "og:type") == "website"
    assert one(head, "og:image") == f"{SITE_URL}/og-image.png"
    assert "product:price:amount" not in head.meta


def test_category_pages_use_the_title_cased_heading_and_a_product_picture(
    site_client: TestClient, db_session: Session
) -> None:
    make_fabric(db_session, title="Ilkal Silk Fabric", sub_categories=["silk"])

    response = site_client.get("/category/FABRICS/silk")

    assert response.status_code == 200
    head = read_head(response.text)
    assert head.title == "Fabrics / Silk · Karnataka Khadi Bhandar"
    assert one(head, "og:title") == "Fabrics / Silk"
    assert one(head, "og:image") == f"{SITE_URL}/media/product-images/shirt.webp"

    empty = read_head(site_client.get("/category/nehru-jacket").text)
    assert empty.title == "Nehru Jacket · Karnataka Khadi Bhandar"
    assert one(empty, "og:image") == f"{SITE_URL}/og-image.png"


def test_home_list_and_static_pages_have_their_own_titles(site_client: TestClient) -> None:
    home = read_head(site_client.get("/").text)
    assert home.title == HOME_TITLE
    assert one(home, "og:url") == f"{SITE_URL}/"
    assert one(home, "og:type") == "website"

    expected = {
        "/allproducts": "All Products",
        "/about-us": "About Us",
        "/terms-and-conditions": "Terms & Conditions",
        "/careers": "Careers",
        "/faq": "FAQ",
    }
    for path, name in expected.items():
        head = read_head(site_client.get(path).text)
        assert head.title == f"{name} · Karnataka Khadi Bhandar", path
        assert one(head, "og:title") == name


def test_unknown_paths_are_404_with_the_not_found_title(site_client: TestClient) -> None:
    response = site_client.get("/nowhere")
    assert response.status_code == 404
    assert read_head(response.text).title == "Page Not Found · Karnataka Khadi Bhandar"


def test_the_whatsapp_number_comes_from_the_shop_settings(site_client: TestClient) -> None:
    html = site_client.get("/").text
    assert f'<meta name="khadi-whatsapp" content="{WHATSAPP}" />' in html
    assert "919876543210" not in html  # the number in the built index.html is replaced


def test_the_template_is_kept_in_memory_until_a_new_build(
    site_client: TestClient, spa_dist: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[Path] = []
    read_text = Path.read_text

    def counting_read(path: Path, *args: Any, **kwargs: Any) -> str:
        reads.append(path)
        return read_text(path, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", counting_read)
    first = site_client.get("/").text
    for path in ("/", "/allproducts", "/faq", "/nowhere"):
        site_client.get(path)
    assert len(reads) <= 1  # at most the first request read the file

    index = spa_dist / "index.html"
    index.write_text(INDEX_HTML.replace("index-abc123.js", "index-def456.js"))
    os.utime(index, ns=(index.stat().st_mtime_ns + 10**9,) * 2)
    rebuilt = site_client.get("/").text
    assert "index-def456.js" in rebuilt and "index-abc123.js" in first


def test_an_index_without_markers_is_served_unchanged() -> None:
    source = "<!doctype html><title>Plain</title><div id=root></div>"
    template = IndexTemplate(source)
    meta = PageMeta("T", "D", "/", "/og-image.png")
    assert template.render(meta, SITE_URL, ShopIdentity("Shop", "", "91")) == source


def test_absolute_image_urls_from_a_bucket_are_kept() -> None:
    meta = PageMeta("T", "D", "/productInfo/x", "https://media.khadi.test/shop/a.webp")
    rendered = render_meta(meta, SITE_URL, "Shop")
    assert 'property="og:image" content="https://media.khadi.test/shop/a.webp"' in rendered


def test_title_case_and_headings() -> None:
    assert title_case("fabrics") == "Fabrics"
    assert title_case("nehru-jacket") == "Nehru Jacket"
    assert title_case("POLYESTER") == "Polyester"
    assert category_heading(["fabrics", "silk"]) == "Fabrics / Silk"


def test_long_descriptions_are_cut_at_a_word() -> None:
    text = "word " * 100
    short = short_description(text, 50)
    assert len(short) <= 50
    assert short.endswith("…")
    assert not re.search(r"\s{2,}", short)
    assert short_description("  two\n lines ") == "two lines"
