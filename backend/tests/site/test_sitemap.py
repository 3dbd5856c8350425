"""sitemap.xml lists every public page with absolute URLs; robots.txt keeps crawlers out of the
private pages and points at the sitemap."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.catalog.categories import DEFAULT_CATEGORIES
from tests.factories import make_fabric, make_product
from tests.site.conftest import SITE_URL

NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def test_sitemap_lists_every_product_and_category_page(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session)
    fabric = make_fabric(db_session)

    response = site_client.get("/sitemap.xml")

    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/xml")
    locs = [loc.text for loc in ET.fromstring(response.content).findall("s:url/s:loc", NS)]
    assert len(locs) == len(set(locs))
    assert all(loc and loc.startswith(SITE_URL + "/") for loc in locs)
    assert f"{SITE_URL}/" in locs
    assert f"{SITE_URL}/allproducts" in locs
    assert f"{SITE_URL}/productInfo/{shirt.id}" in locs
    assert f"{SITE_URL}/productInfo/{fabric.id}" in locs
    for name in DEFAULT_CATEGORIES:
        assert f"{SITE_URL}/category/{name}" in locs
    assert f"{SITE_URL}/category/fabrics/silk" in locs
    assert f"{SITE_URL}/category/fabrics/Polyester" in locs
    assert f"{SITE_URL}/category/essentials/soap" in locs
    assert not any("/cart" in loc or "/dashboard" in loc for loc in locs if loc)


def test_robots_allows_all_but_private_pages_and_names_the_sitemap(site_client: TestClient) -> None:
    response = site_client.get("/robots.txt")

    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    lines = response.text.splitlines()
    assert lines[0] == "User-agent: *"
    assert "Allow: /" in lines
    for path in ("/api/", "/cart", "/checkout", "/orders", "/wishlist", "/account", "/dashboard"):
        assert f"Disallow: {path}" in lines
    assert "Disallow: /allproducts" not in lines
    assert f"Sitemap: {SITE_URL}/sitemap.xml" in lines
