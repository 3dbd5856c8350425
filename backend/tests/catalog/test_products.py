"""Admin catalogue management: creating products and every form rule (edits: test_product_edits)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.catalog.service import catalog_version
from tests.catalog.conftest import ALL_REQUIRED, PRODUCTS, Upload


def _refused(response: Any) -> tuple[str, dict[str, str]]:
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["error"] == "validation_error"
    return body["message"], body["fields"]


# --- create ---------------------------------------------------------------------------------


def test_admin_creates_a_fabric_product_that_the_storefront_shows(
    admin_client: TestClient, form: dict[str, Any], db_session: Session
) -> None:
    version = catalog_version(db_session)

    response = admin_client.post(PRODUCTS, json=form)

    assert response.status_code == 201, response.text
    product = response.json()
    assert product["price"] == 14950
    assert product["category"] == "fabrics"
    assert product["subCategories"] == ["silk"]
    assert product["tags"] == ["fabric", "silk"]
    assert product["imageKeys"] == [image["key"] for image in form["images"]]
    assert product["imageUrl"] == [image["url"] for image in form["images"]]
    assert product["images"][0]["variants"][0] == {
        "width": 320,
        "url": form["images"][0]["variants"][0]["url"],
    }
    assert product["options"] == {"category": None, "availableSizes": [], "availableTypes": []}
    created = datetime.fromisoformat(product["time"])
    assert product["date"] == created.strftime("%b %d, %Y")
    db_session.expire_all()
    assert catalog_version(db_session) == version + 1

    shop = admin_client.get("/api/v1/products").json()["products"]
    assert [p["id"] for p in shop] == [product["id"]]
    assert shop[0]["price"] == 14950


@pytest.mark.parametrize(
    ("price", "paise"),
    [
        ("149.50", 14950),
        (149.5, 14950),
        ("149.5", 14950),
        (150, 15000),
        ("0.01", 1),
        (" 1299 ", 129900),
        ("1000000", 100_000_000),
        (0.1, 10),
    ],
)
def test_prices_in_rupees_become_exact_paise(
    admin_client: TestClient, form: dict[str, Any], price: Any, paise: int
) -> None:
    response = admin_client.post(PRODUCTS, json={**form, "price": price})
    assert response.status_code == 201, response.text
    assert response.json()["price"] == paise


def test_an_empty_form_names_every_missing_field(admin_client: TestClient) -> None:
    message, fields = _refused(admin_client.post(PRODUCTS, json={}))
    assert message == ALL_REQUIRED
    assert fields == {
        "title": "Title is required",
        "description": "Description is required",
        "price": "Price must be greater than 0",
        "category": "Category is required",
        "tags": "Add at least one tag",
        "images": "Add at least one image",
    }


@pytest.mark.parametrize(
    ("change", "field", "field_message"),
    [
        ({"title": "   "}, "title", "Title is required"),
        ({"title": None}, "title", "Title is required"),
        ({"description": ""}, "description", "Description is required"),
        ({"price": "0"}, "price", "Price must be greater than 0"),
        ({"price": 0}, "price", "Price must be greater than 0"),
        ({"price": "-5"}, "price", "Price must be greater than 0"),
        ({"price": ""}, "price", "Price must be greater than 0"),
        ({"price": None}, "price", "Price must be greater than 0"),
        ({"category": ""}, "category", "Category is required"),
        ({"tags": []}, "tags", "Add at least one tag"),
        ({"tags": ["  ", ""]}, "tags", "Add at least one tag"),
        ({"images": []}, "images", "Add at least one image"),
    ],
)
def test_each_required_field_gives_all_fields_are_required(
    admin_client: TestClient,
    form: dict[str, Any],
    change: dict[str, Any],
    field: str,
    field_message: str,
) -> None:
    message, fields = _refused(admin_client.post(PRODUCTS, json={**form, **change}))
    assert message == ALL_REQUIRED
    assert fields == {field: field_message}


@pytest.mark.parametrize(
    ("change", "field", "expected"),
    [
        ({"price": "1.234"}, "price", "Price must have at most two decimals"),
        ({"price": "abc"}, "price", "Price must be a number of rupees"),
        ({"price": "1,499"}, "price", "Price must be a number of rupees"),
        ({"price": "NaN"}, "price", "Price must be a number of rupees"),
        ({"price": "Infinity"}, "price", "Price must be a number of rupees"),
        ({"price": "1e30"}, "price", "Price must be at most ₹10,00,000"),
        ({"price": 1000000.01}, "price", "Price must be at most ₹10,00,000"),
        ({"title": "x" * 201}, "title", "Title must be at most 200 characters"),
        (
            {"description": "x" * 5001},
            "description",
            "Description must be at most 5000 characters",
        ),
        ({"category": "sarees"}, "category", "Choose a category from the list"),
        ({"subCategory": ""}, "subCategory", "Subcategory is required"),
        ({"subCategory": None}, "subCategory", "Subcategory is required"),
        ({"subCategory": "denim"}, "subCategory", "Choose a subcategory from the list"),
        ({"tags": ["x" * 41]}, "tags", "Tags must be at most 40 characters"),
        ({"tags": [f"tag{n}" for n in range(21)]}, "tags", "A product can have at most 20 tags"),
        (
            {"options": {"category": "sarees"}},
            "options.category",
            "Choose a size chart from the list",
        ),
        (
            {"options": {"category": None, "availableSizes": ["M"]}},
            "options.category",
            "Choose a size chart for the sizes and types",
        ),
        (
            {"options": {"category": "shirts", "availableSizes": ["M", "3XL"]}},
            "options.availableSizes",
            "Sizes must come from the Shirts size chart",
        ),
        (
            {"options": {"category": "pants", "availableTypes": ["Half Sleeve"]}},
            "options.availableTypes",
            "Types must come from the Pants size chart",
        ),
    ],
)
def test_other_rules_have_their_own_message(
    admin_client: TestClient,
    form: dict[str, Any],
    change: dict[str, Any],
    field: str,
    expected: str,
) -> None:
    message, fields = _refused(admin_client.post(PRODUCTS, json={**form, **change}))
    assert (message, fields) == (expected, {field: expected})


def test_a_missing_field_and_another_mistake_are_both_reported(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    change = {"title": "", "price": "1.234", "subCategory": "denim"}
    message, fields = _refused(admin_client.post(PRODUCTS, json={**form, **change}))
    assert message == ALL_REQUIRED
    assert fields == {
        "title": "Title is required",
        "price": "Price must have at most two decimals",
        "subCategory": "Choose a subcategory from the list",
    }


def test_wrong_types_are_refused_by_the_schema(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    for change in ({"price": True}, {"tags": "a,b"}, {"images": ["x"]}, {"outOfStock": "maybe"}):
        response = admin_client.post(PRODUCTS, json={**form, **change})
        assert response.status_code == 422, change
        assert response.json()["error"] == "validation_error"


def test_subcategories_follow_the_category(admin_client: TestClient, form: dict[str, Any]) -> None:
    spelled = admin_client.post(PRODUCTS, json={**form, "subCategory": "POLYESTER"}).json()
    assert spelled["subCategories"] == ["Polyester"]  # the category's own spelling

    shirt = {**form, "category": "Shirts", "subCategory": "anything"}
    assert admin_client.post(PRODUCTS, json=shirt).json()["subCategories"] == []

    by_label = admin_client.post(PRODUCTS, json={**form, "category": "Sleeping Mats"}).json()
    assert by_label["category"] == "mats"


def test_tags_are_trimmed_deduplicated_and_keep_the_first_spelling(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    tags = ["  Silk ", "silk", "", "Festive", "SILK", " festive", "top-collection", "   "]
    product = admin_client.post(PRODUCTS, json={**form, "tags": tags}).json()
    assert product["tags"] == ["Silk", "Festive", "top-collection"]


def test_size_options_are_checked_and_kept_in_chart_order(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    shirt = {
        **form,
        "category": "shirts",
        "options": {
            "category": "shirts",
            "availableSizes": ["XL", "S", "s", "M"],
            "availableTypes": ["Half Sleeve", "Full Sleeve"],
        },
    }
    product = admin_client.post(PRODUCTS, json=shirt).json()
    assert product["options"] == {
        "category": "shirts",
        "availableSizes": ["S", "M", "XL"],
        "availableTypes": ["Full Sleeve", "Half Sleeve"],
    }


def test_images_must_be_uploads_inside_the_media_store(
    admin_client: TestClient, form: dict[str, Any], uploaded: Upload
) -> None:
    not_found = "An image was not found; please upload it again"
    for images_value, expected in (
        ([{"key": "product-images/never-uploaded.webp"}], not_found),
        ([{"key": "../../etc/passwd"}], "Invalid media path"),
        ([{"key": "/etc/passwd"}], "Invalid media path"),
        ([uploaded() for _ in range(11)], "A product can have at most 10 images"),
    ):
        message, fields = _refused(
            admin_client.post(PRODUCTS, json={**form, "images": images_value})
        )
        assert (message, fields) == (expected, {"images": expected})


def test_image_sizes_and_variants_come_from_the_server_not_the_form(
    admin_client: TestClient, form: dict[str, Any], uploaded: Upload
) -> None:
    real = uploaded(1000, 500)
    forged = {**real, "width": 1, "height": 1, "variants": [{"width": 9, "key": "x/y.webp"}]}
    product = admin_client.post(PRODUCTS, json={**form, "images": [forged, real]}).json()
    assert product["imageKeys"] == [real["key"]]  # the duplicate is dropped too
    assert (product["images"][0]["width"], product["images"][0]["height"]) == (1000, 500)
    assert [v["width"] for v in product["images"][0]["variants"]] == [320, 640, 960]


def test_a_removed_upload_cannot_be_attached(
    admin_client: TestClient, form: dict[str, Any], uploaded: Upload
) -> None:
    gone = uploaded()
    admin_client.delete("/api/v1/admin/media", params={"url": gone["url"]})
    message, _ = _refused(admin_client.post(PRODUCTS, json={**form, "images": [gone]}))
    assert message == "An image was not found; please upload it again"
