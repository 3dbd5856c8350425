"""Adding a category from the product form (spec §5: trimmed, non-empty)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.catalog.service import catalog_version

CATEGORIES = "/api/v1/admin/categories"


def test_a_new_category_is_trimmed_slugged_and_listed(
    admin_client: TestClient, db_session: Session
) -> None:
    version = catalog_version(db_session)

    response = admin_client.post(
        CATEGORIES,
        json={"name": "  Silk   Sarees ", "subcategories": [" Ilkal", "ilkal", "", "Mysore"]},
    )

    assert response.status_code == 201, response.text
    assert response.json() == {
        "name": "silk-sarees",
        "label": "Silk Sarees",
        "subcategories": ["Ilkal", "Mysore"],
        "labelKn": "",
        "labelHi": "",
        "subcategoryLabels": {},
    }
    listed = admin_client.get("/api/v1/categories").json()
    assert listed[-1] == response.json()
    db_session.expire_all()
    assert catalog_version(db_session) == version + 1


def test_subcategories_are_optional(admin_client: TestClient) -> None:
    response = admin_client.post(CATEGORIES, json={"name": "Khadi Masks"})
    assert response.json() == {
        "name": "khadi-masks",
        "label": "Khadi Masks",
        "subcategories": [],
        "labelKn": "",
        "labelHi": "",
        "subcategoryLabels": {},
    }


@pytest.mark.parametrize("name", ["", "   ", "\t\n"])
def test_the_name_is_required(admin_client: TestClient, name: str) -> None:
    response = admin_client.post(CATEGORIES, json={"name": name, "subcategories": []})
    assert response.status_code == 422
    assert response.json()["message"] == "Category name is required"
    assert response.json()["fields"] == {"name": "Category name is required"}
    assert admin_client.post(CATEGORIES, json={}).json()["message"] == "Category name is required"


@pytest.mark.parametrize("name", ["Shirts", "SHIRTS", " shirts ", "Sleeping Mats", "sleeping-mats"])
def test_existing_names_in_any_case_are_refused(admin_client: TestClient, name: str) -> None:
    response = admin_client.post(CATEGORIES, json={"name": name})
    assert response.status_code == 409
    assert response.json()["message"] == "Category already exists"


def test_a_category_added_twice_is_refused_the_second_time(admin_client: TestClient) -> None:
    assert admin_client.post(CATEGORIES, json={"name": "Durries"}).status_code == 201
    again = admin_client.post(CATEGORIES, json={"name": "durries"})
    assert (again.status_code, again.json()["message"]) == (409, "Category already exists")


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"name": "x" * 61}, "Category name must be at most 60 characters"),
        ({"name": "!!!"}, "Category name must contain letters or digits"),
        (
            {"name": "Rugs", "subcategories": ["y" * 41]},
            "Subcategories must be at most 40 characters",
        ),
        (
            {"name": "Rugs", "subcategories": [f"s{n}" for n in range(31)]},
            "A category can have at most 30 subcategories",
        ),
    ],
)
def test_other_category_rules(
    admin_client: TestClient, body: dict[str, object], message: str
) -> None:
    response = admin_client.post(CATEGORIES, json=body)
    assert response.status_code == 422
    assert response.json()["message"] == message


def test_products_can_use_a_new_category_and_its_subcategories(admin_client: TestClient) -> None:
    admin_client.post(CATEGORIES, json={"name": "Sarees", "subcategories": ["Ilkal"]})
    from tests.media import images

    image = images.upload(admin_client, images.png()).json()
    form = {
        "title": "Ilkal Saree",
        "description": "Cotton-silk with a tope teni pallu.",
        "price": "2499",
        "category": "sarees",
        "tags": ["saree"],
        "images": [image],
    }
    refused = admin_client.post("/api/v1/admin/products", json=form)
    assert refused.json()["message"] == "Subcategory is required"
    created = admin_client.post("/api/v1/admin/products", json={**form, "subCategory": "ilkal"})
    assert created.status_code == 201
    assert created.json()["subCategories"] == ["Ilkal"]
