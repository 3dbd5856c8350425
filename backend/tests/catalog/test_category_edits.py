"""Categories from the dashboard (issue 13): listed with their product counts, renamed (the slug
stays), subcategories edited, deleted — refused while products use them unless they move to
another category first. Admins only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog.service import catalog_version
from tests.factories import make_fabric, make_product

CATEGORIES = "/api/v1/admin/categories"
SHOP_CATEGORIES = "/api/v1/categories"


def listed(client: TestClient) -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in client.get(CATEGORIES).json()}


def shop_product(client: TestClient, product_id: str) -> dict[str, Any]:
    response = client.get(f"/api/v1/products/{product_id}")
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", CATEGORIES),
        ("PATCH", f"{CATEGORIES}/shirts"),
        ("DELETE", f"{CATEGORIES}/haar"),
    ],
)
def test_guests_and_users_cannot_manage_categories(
    client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
    method: str,
    path: str,
) -> None:
    body = {"label": "Tops"} if method == "PATCH" else None
    assert client.request(method, path, json=body).status_code == 401
    login_as(client, make_user())
    assert client.request(method, path, json=body).status_code == 403
    names = {c["name"]: c["label"] for c in client.get(SHOP_CATEGORIES).json()}
    assert names["shirts"] == "Shirts" and "haar" in names


def test_categories_are_listed_with_their_product_counts(
    admin_client: TestClient, db_session: Session
) -> None:
    make_product(db_session)
    make_product(db_session)
    make_product(db_session, category="essentials", sub_categories=["soap"])
    make_fabric(db_session)

    categories = listed(admin_client)

    assert categories["shirts"] == {
        "name": "shirts",
        "label": "Shirts",
        "subcategories": [],
        "products": 2,
        "subcategoryProducts": {},
        "soldByMetre": False,
        "labelKn": "",
        "labelHi": "",
        "subcategoryLabels": {},
    }
    assert categories["essentials"]["subcategoryProducts"] == {
        "soap": 1,
        "toothpaste": 0,
        "perfumes": 0,
    }
    assert categories["fabrics"]["soldByMetre"] is True
    assert categories["pants"]["products"] == 0
    assert next(iter(categories)) == "shirts"  # the shop's order


def test_a_rename_keeps_the_slug_and_the_products(
    admin_client: TestClient, db_session: Session
) -> None:
    product = make_product(db_session)
    version = catalog_version(db_session)

    response = admin_client.patch(f"{CATEGORIES}/shirts", json={"label": "  Khadi   Shirts "})

    assert response.status_code == 200, response.text
    assert response.json()["name"] == "shirts"
    assert response.json()["label"] == "Khadi Shirts"
    assert response.json()["products"] == 1
    shop = {c["name"]: c["label"] for c in admin_client.get(SHOP_CATEGORIES).json()}
    assert shop["shirts"] == "Khadi Shirts"
    assert shop_product(admin_client, product.id)["category"] == "shirts"
    db_session.expire_all()
    assert catalog_version(db_session) > version


def test_a_label_may_change_case_but_not_take_another_categorys_name(
    admin_client: TestClient,
) -> None:
    assert admin_client.patch(f"{CATEGORIES}/shirts", json={"label": "SHIRTS"}).status_code == 200
    for label in ("pants", " PANTS ", "Sleeping Mats", "sleeping-mats"):
        response = admin_client.patch(f"{CATEGORIES}/shirts", json={"label": label})
        assert response.status_code == 409, label
        assert response.json()["message"] == "Category already exists"
        assert response.json()["fields"] == {"label": "Category already exists"}
    assert listed(admin_client)["shirts"]["label"] == "SHIRTS"


@pytest.mark.parametrize(
    ("label", "message"),
    [
        ("", "Category name is required"),
        ("   ", "Category name is required"),
        ("x" * 61, "Category name must be at most 60 characters"),
        ("!!!", "Category name must contain letters or digits"),
    ],
)
def test_a_label_follows_the_category_rules(
    admin_client: TestClient, label: str, message: str
) -> None:
    response = admin_client.patch(f"{CATEGORIES}/shirts", json={"label": label})
    assert response.status_code == 422
    assert response.json()["message"] == message
    assert response.json()["fields"] == {"label": message}


def test_unknown_categories_are_not_found(admin_client: TestClient) -> None:
    response = admin_client.patch(f"{CATEGORIES}/sarees", json={"label": "Sarees"})
    assert (response.status_code, response.json()["message"]) == (404, "Category not found")
    response = admin_client.delete(f"{CATEGORIES}/sarees")
    assert (response.status_code, response.json()["message"]) == (404, "Category not found")


def test_subcategories_are_trimmed_deduplicated_and_respelt_on_products(
    admin_client: TestClient, db_session: Session
) -> None:
    product = make_product(db_session, category="essentials", sub_categories=["soap"])

    response = admin_client.patch(
        f"{CATEGORIES}/essentials",
        json={"subcategories": [" Soap", "soap", "toothpaste", "", "Incense Sticks"]},
    )

    assert response.status_code == 200, response.text
    assert response.json()["subcategories"] == ["Soap", "toothpaste", "Incense Sticks"]
    assert response.json()["label"] == "Essentials"  # untouched
    assert shop_product(admin_client, product.id)["subCategories"] == ["Soap"]


def test_a_subcategory_products_use_is_not_removed(
    admin_client: TestClient, db_session: Session
) -> None:
    make_product(db_session, category="essentials", sub_categories=["soap"])
    make_product(db_session, category="essentials", sub_categories=["soap"])

    response = admin_client.patch(
        f"{CATEGORIES}/essentials", json={"label": "Daily Needs", "subcategories": ["toothpaste"]}
    )

    assert response.status_code == 409
    message = "2 products use the subcategory soap. Give them another subcategory first."
    assert response.json()["message"] == message
    kept = listed(admin_client)["essentials"]
    assert kept["subcategories"] == ["soap", "toothpaste", "perfumes"]
    assert kept["label"] == "Essentials"  # nothing of the refused change was written
    unused = admin_client.patch(f"{CATEGORIES}/essentials", json={"subcategories": ["soap"]})
    assert unused.status_code == 200 and unused.json()["subcategories"] == ["soap"]


def test_a_category_products_use_is_not_deleted(
    admin_client: TestClient, db_session: Session
) -> None:
    make_product(db_session)
    response = admin_client.delete(f"{CATEGORIES}/shirts")
    assert response.status_code == 409
    assert (
        response.json()["message"] == "1 product is in Shirts. Move it to another category first."
    )
    make_product(db_session)
    response = admin_client.delete(f"{CATEGORIES}/shirts")
    assert response.json()["message"] == (
        "2 products are in Shirts. Move them to another category first."
    )
    assert "shirts" in listed(admin_client)


def test_an_empty_category_is_deleted(admin_client: TestClient, db_session: Session) -> None:
    version = catalog_version(db_session)
    assert admin_client.delete(f"{CATEGORIES}/haar").status_code == 204
    assert "haar" not in [c["name"] for c in admin_client.get(SHOP_CATEGORIES).json()]
    assert admin_client.delete(f"{CATEGORIES}/haar").status_code == 404
    db_session.expire_all()
    assert catalog_version(db_session) > version


def test_products_move_to_another_category_and_then_it_is_deleted(
    admin_client: TestClient, db_session: Session
) -> None:
    soap = make_product(db_session, category="essentials", sub_categories=["soap"])
    paste = make_product(db_session, category="essentials", sub_categories=["toothpaste"])
    admin_client.post(CATEGORIES, json={"name": "Toiletries", "subcategories": ["Soap"]})
    before = admin_client.get("/api/v1/products").json()["version"]

    response = admin_client.delete(f"{CATEGORIES}/essentials", params={"moveTo": "toiletries"})

    assert response.status_code == 204, response.text
    assert shop_product(admin_client, soap.id)["category"] == "toiletries"
    assert shop_product(admin_client, soap.id)["subCategories"] == ["Soap"]
    assert shop_product(admin_client, paste.id)["subCategories"] == []  # the target lacks it
    assert admin_client.get("/api/v1/products").json()["version"] > before
    categories = listed(admin_client)
    assert "essentials" not in categories and categories["toiletries"]["products"] == 2


def test_an_empty_category_with_move_to_is_just_deleted(admin_client: TestClient) -> None:
    assert admin_client.delete(f"{CATEGORIES}/haar", params={"moveTo": "shirts"}).status_code == 204


@pytest.mark.parametrize(
    ("move_to", "status", "message"),
    [
        ("sarees", 422, "Choose a category from the list"),
        ("shirts", 422, "Choose another category to move the products to"),
        (
            "fabrics",
            409,
            "Products in Shirts are sold by the piece and cannot be moved to Fabrics, "
            "which is sold by the metre. Choose another category.",
        ),
    ],
)
def test_products_move_only_to_another_category_sold_the_same_way(
    admin_client: TestClient, db_session: Session, move_to: str, status: int, message: str
) -> None:
    product = make_product(db_session)
    response = admin_client.delete(f"{CATEGORIES}/shirts", params={"moveTo": move_to})
    assert (response.status_code, response.json()["message"]) == (status, message)
    assert response.json()["fields"] == {"moveTo": message}
    assert shop_product(admin_client, product.id)["category"] == "shirts"
    assert "shirts" in listed(admin_client)


@pytest.mark.parametrize("with_products", [False, True])
def test_fabrics_is_never_deleted(
    admin_client: TestClient, db_session: Session, with_products: bool
) -> None:
    if with_products:
        make_fabric(db_session)
    response = admin_client.delete(f"{CATEGORIES}/fabrics", params={"moveTo": "shirts"})
    assert response.status_code == 409
    assert response.json()["message"] == (
        "Fabrics cannot be deleted: the shop sells fabric by the metre and its pages depend on it"
    )
    renamed = admin_client.patch(f"{CATEGORIES}/fabrics", json={"label": "Fabric by the Metre"})
    assert renamed.status_code == 200 and renamed.json()["soldByMetre"] is True
