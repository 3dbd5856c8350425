"""Catalogue API through the real app and database."""

from __future__ import annotations

import gzip

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.factories import make_product


def test_products_are_listed_with_paise_prices_and_image_links(
    client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Indigo Khadi Shirt", price=124950)
    make_product(
        db_session,
        title="Kora Khadi Fabric",
        category="fabrics",
        sub_categories=["khadi"],
        options={},
    )

    response = client.get("/api/v1/products")

    assert response.status_code == 200
    body = response.json()
    assert [p["title"] for p in body["products"]] == ["Indigo Khadi Shirt", "Kora Khadi Fabric"]
    first = body["products"][0]
    assert first["id"] == shirt.id
    assert first["price"] == 124950
    assert first["imageUrl"] == ["/media/product-images/shirt.webp"]
    assert first["images"][0]["variants"] == [
        {"width": 320, "url": "/media/product-images/shirt_w320.webp"}
    ]
    assert first["options"] == {
        "category": "shirts",
        "availableSizes": ["M", "L"],
        "availableTypes": ["Half Sleeve"],
    }
    assert first["outOfStock"] is False and first["comingSoon"] is False
    assert len(first["date"]) == len("Mar 05, 2025")
    assert body["products"][1]["subCategories"] == ["khadi"]


def test_repeat_request_with_etag_gets_304_until_the_catalogue_changes(
    client: TestClient, db_session: Session
) -> None:
    make_product(db_session)
    first = client.get("/api/v1/products")
    etag = first.headers["etag"]

    again = client.get("/api/v1/products", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.content == b""

    make_product(db_session, title="Nehru Jacket")
    client.app.state.snapshots.invalidate()  # type: ignore[attr-defined]
    changed = client.get("/api/v1/products", headers={"If-None-Match": etag})
    assert changed.status_code == 200
    assert changed.headers["etag"] != etag
    assert len(changed.json()["products"]) == 2


def test_catalogue_is_sent_gzipped_when_the_client_accepts_it(
    client: TestClient, db_session: Session
) -> None:
    make_product(db_session)
    response = client.get("/api/v1/products", headers={"Accept-Encoding": "gzip"})
    assert response.headers["content-encoding"] == "gzip"
    raw = client.get("/api/v1/products", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in raw.headers
    assert gzip.decompress(gzip.compress(raw.content)) == raw.content
    assert response.json() == raw.json()


def test_one_product_by_id_and_unknown_id_gives_the_error_envelope(
    client: TestClient, db_session: Session
) -> None:
    product = make_product(db_session, title="Wild Forest Honey", category="honey")
    found = client.get(f"/api/v1/products/{product.id}")
    assert found.status_code == 200
    assert found.json()["title"] == "Wild Forest Honey"

    missing = client.get("/api/v1/products/no-such-id")
    assert missing.status_code == 404
    assert missing.json() == {
        "error": "not_found",
        "message": "Product not found",
        "fields": {},
        "reason": "catalog.product_not_found",  # worded by the client in the shopper's language
        "params": {},
    }


def test_categories_include_the_shop_list_and_fabrics_subcategories(client: TestClient) -> None:
    categories = {c["name"]: c for c in client.get("/api/v1/categories").json()}
    assert len(categories) == 29
    assert categories["mats"]["label"] == "Sleeping Mats"
    assert categories["fabrics"]["subcategories"] == [
        "khadi",
        "lenin",
        "silk",
        "cotton",
        "wool",
        "Polyester",
    ]


def test_size_charts_are_served_from_the_single_backend_table(client: TestClient) -> None:
    charts = {c["key"]: c for c in client.get("/api/v1/size-charts").json()}
    shirts = charts["shirts"]
    assert [s["primary"] for s in shirts["sizes"]] == ["XS", "S", "M", "L", "XL", "2XL"]
    assert shirts["sizes"][0] == {"primary": "XS", "secondary": "36", "value": 36, "unit": "piece"}
    assert shirts["types"] == ["Full Sleeve", "Half Sleeve"]
    assert "types" in charts["nehru-jacket"] and charts["nehru-jacket"]["types"] == []
    assert [s["primary"] for s in charts["pants"]["sizes"]] == [
        "28",
        "30",
        "32",
        "34",
        "36",
        "38",
        "40",
        "42",
    ]
    assert [s["unit"] for s in charts["honey"]["sizes"]] == ["gram"] * 4
    assert [s["primary"] for s in charts["dhoti"]["sizes"]] == ["4 M", "4.5 M", "8 M", "9 M"]
    assert charts["towel"]["sizes"][1] == {
        "primary": "Medium",
        "secondary": "30x60",
        "value": None,
        "unit": "inch",
    }
