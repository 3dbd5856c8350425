"""Preload hints in the served pages: the page's code chunks, the catalogue and a product page's
first picture, at the end of <head> (issue 8)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.site.preload import (
    CATALOGUE_HINT,
    GALLERY_SIZES,
    LISTING_SIZES,
    chunk_files,
    image_srcset,
    product_picture_hint,
)
from tests.factories import make_product

# The shape of Vite's dist/.vite/manifest.json: index.html loads the framework; the home page's
# chunk needs the framework (already there), a card chunk and, through it, a money chunk.
MANIFEST = {
    "index.html": {
        "file": "assets/index-abc123.js",
        "isEntry": True,
        "imports": ["_framework-f1.js"],
        "dynamicImports": ["src/app/routes/home.tsx", "src/app/routes/cart.tsx"],
    },
    "_framework-f1.js": {"file": "assets/framework-f1.js"},
    "src/app/routes/home.tsx": {
        "file": "assets/home-h1.js",
        "isDynamicEntry": True,
        "imports": ["_framework-f1.js", "index.html", "_product-card-c1.js"],
    },
    "_product-card-c1.js": {"file": "assets/product-card-c1.js", "imports": ["_money-m1.js"]},
    "_money-m1.js": {"file": "assets/money-m1.js"},
    "src/app/routes/product.tsx": {
        "file": "assets/product-p1.js",
        "isDynamicEntry": True,
        "imports": ["index.html", "_money-m1.js"],
    },
    "src/app/routes/cart.tsx": {"file": "assets/cart-k1.js", "isDynamicEntry": True},
}

# The route table as the build writes it beside the manifest (frontend vite.config.ts): each client
# route's page module. /cart's is there too; the server does not hint a guarded page's code.
PAGES = {
    "/": "src/app/routes/home.tsx",
    "/productInfo/:id": "src/app/routes/product.tsx",
    "/cart": "src/app/routes/cart.tsx",
}


def modulepreloads(html: str) -> list[str]:
    return re.findall(r'<link rel="modulepreload" crossorigin href="([^"]+)" />', html)


@pytest.fixture
def with_manifest(spa_dist: Path) -> Path:
    (spa_dist / ".vite").mkdir()
    (spa_dist / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))
    (spa_dist / ".vite" / "pages.json").write_text(json.dumps(PAGES))
    return spa_dist


def test_a_page_chunk_comes_with_what_it_imports_less_what_index_html_loads() -> None:
    assert chunk_files(MANIFEST, "src/app/routes/home.tsx") == [
        "/assets/home-h1.js",
        "/assets/product-card-c1.js",
        "/assets/money-m1.js",
    ]
    assert chunk_files(MANIFEST, "src/app/routes/renamed.tsx") == []


@pytest.mark.usefixtures("with_manifest")
def test_home_page_hints_its_chunks_and_the_catalogue_after_the_app_script(
    site_client: TestClient,
) -> None:
    page = site_client.get("/").text
    assert modulepreloads(page) == [
        "/assets/home-h1.js",
        "/assets/product-card-c1.js",
        "/assets/money-m1.js",
    ]
    assert CATALOGUE_HINT in page
    head_end = page.index("</head>")
    entry = page.index('src="/assets/index-abc123.js"')
    assert entry < page.index(CATALOGUE_HINT) < head_end
    assert entry < page.index('href="/assets/home-h1.js"') < head_end


@pytest.mark.usefixtures("with_manifest")
def test_product_page_preloads_its_first_picture_as_the_gallery_shows_it(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session)

    page = site_client.get(f"/productInfo/{shirt.id}").text

    assert modulepreloads(page) == ["/assets/product-p1.js", "/assets/money-m1.js"]
    picture = re.search(r'<link rel="preload" as="image"[^>]*>', page)
    assert picture is not None
    tag = picture.group(0)
    assert 'href="/media/product-images/shirt.webp"' in tag
    assert (
        'imagesrcset="/media/product-images/shirt_w320.webp 320w, '
        '/media/product-images/shirt.webp 900w"'
    ) in tag
    assert f'imagesizes="{GALLERY_SIZES}"' in tag
    assert 'fetchpriority="high"' in tag


def picture_hints(html: str) -> list[str]:
    return re.findall(r'<link rel="preload" as="image"[^>]*>', html)


def test_the_unfiltered_listing_preloads_its_first_card_within_the_default_price(
    site_client: TestClient, db_session: Session
) -> None:
    shared = {"variants": [], "width": 900, "height": 900}
    make_product(db_session, price=450000, images=[{"key": "product-images/dear.webp", **shared}])
    make_product(db_session, price=150000, images=[{"key": "product-images/first.webp", **shared}])

    [hint] = picture_hints(site_client.get("/allproducts").text)
    assert 'href="/media/product-images/first.webp"' in hint
    assert f'imagesizes="{LISTING_SIZES}"' in hint
    # Filters in the link change the first card: no guess then.
    assert picture_hints(site_client.get("/allproducts?category=shirts").text) == []


def test_the_slider_s_last_step_has_no_upper_limit_on_the_server_too(
    site_client: TestClient, db_session: Session
) -> None:
    # Issue 28: "₹5,000 and above" shows the ₹6,500 shawl first; a moved slider is the limit.
    shared = {"variants": [], "width": 900, "height": 900}
    make_product(db_session, price=650000, images=[{"key": "product-images/shawl.webp", **shared}])
    make_product(db_session, price=300000, images=[{"key": "product-images/kurta.webp", **shared}])
    make_product(db_session, price=90000, images=[{"key": "product-images/towel.webp", **shared}])

    def first_card(link: str) -> str:
        [hint] = picture_hints(site_client.get(link).text)
        return re.search(r'href="([^"]+)"', hint).group(1)  # type: ignore[union-attr]

    assert first_card("/allproducts?max=5000") == "/media/product-images/shawl.webp"
    assert first_card("/allproducts?max=3500") == "/media/product-images/kurta.webp"
    assert first_card("/allproducts") == "/media/product-images/towel.webp"
    assert picture_hints(site_client.get("/allproducts?q=silk").text) == []


@pytest.mark.usefixtures("with_manifest")
def test_pages_without_their_own_hints(site_client: TestClient) -> None:
    # A guest is sent from /cart to /login, so the cart's code is not hinted; an unknown product
    # and an unknown path get the catalogue (the app loads it on every page) and nothing else.
    for path in ("/cart", "/productInfo/no-such-product", "/nowhere"):
        page = site_client.get(path).text
        assert modulepreloads(page) == [], path
        assert 'as="image"' not in page, path
        assert CATALOGUE_HINT in page, path


def test_without_a_manifest_pages_still_get_the_catalogue_hint(site_client: TestClient) -> None:
    page = site_client.get("/").text
    assert modulepreloads(page) == []
    assert CATALOGUE_HINT in page


def test_srcset_lists_each_variant_and_the_original_narrowest_first() -> None:
    image = {
        "url": "/media/a.webp",
        "width": 900,
        "height": 600,
        "variants": [
            {"width": 640, "url": "/media/a_w640.webp"},
            {"width": 320, "url": "/media/a_w320.webp"},
        ],
    }
    assert image_srcset(image) == (
        "/media/a_w320.webp 320w, /media/a_w640.webp 640w, /media/a.webp 900w"
    )


def test_picture_hints_escape_urls_and_fall_back_to_the_plain_link() -> None:
    fallback = product_picture_hint({"images": [], "imageUrl": ['https://cdn.test/a"b.jpg']})
    assert fallback == (
        '<link rel="preload" as="image" href="https://cdn.test/a&quot;b.jpg" '
        'fetchpriority="high" />'
    )
    assert product_picture_hint({"images": [], "imageUrl": []}) is None
