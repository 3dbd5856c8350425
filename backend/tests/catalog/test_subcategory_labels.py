"""Subcategories' Kannada and Hindi names (issue 18): written with the category, shown by the
public category read, kept consistent when subcategories are respelt, renamed or removed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from khadi.accounts.models import User

CATEGORIES = "/api/v1/admin/categories"
SHOP_CATEGORIES = "/api/v1/categories"
SOAP = {"kn": "ಸಾಬೂನು", "hi": "साबुन"}


def public(client: TestClient, name: str) -> dict[str, Any]:
    return next(c for c in client.get(SHOP_CATEGORIES).json() if c["name"] == name)


def test_a_new_category_takes_its_subcategories_names(admin_client: TestClient) -> None:
    body = {
        "name": "Bath",
        "labelKn": "ಸ್ನಾನ",
        "subcategories": ["Soap", "Oil"],
        "subcategoryLabels": {"soap": {"kn": " ಸಾಬೂನು ", "hi": "साबुन"}, "Oil": {"hi": "तेल"}},
    }
    created = admin_client.post(CATEGORIES, json=body)
    assert created.status_code == 201, created.text
    labels = {"Soap": SOAP, "Oil": {"kn": "", "hi": "तेल"}}
    assert created.json()["subcategoryLabels"] == labels  # keyed as the subcategory is spelt
    assert public(admin_client, "bath")["subcategoryLabels"] == labels
    assert public(admin_client, "bath")["labelKn"] == "ಸ್ನಾನ"


def test_names_are_written_read_and_follow_the_subcategories(admin_client: TestClient) -> None:
    patch = {"subcategoryLabels": {"soap": SOAP, "toothpaste": {"kn": "ಟೂತ್‌ಪೇಸ್ಟ್"}}}
    response = admin_client.patch(f"{CATEGORIES}/essentials", json=patch)
    assert response.status_code == 200, response.text
    assert response.json()["subcategoryLabels"] == {
        "soap": SOAP,
        "toothpaste": {"kn": "ಟೂತ್‌ಪೇಸ್ಟ್", "hi": ""},
    }
    # respelt: the names follow; removed: its names go; a label-only change keeps them
    respelt = {"subcategories": ["Soap", "perfumes"]}
    response = admin_client.patch(f"{CATEGORIES}/essentials", json=respelt)
    assert response.json()["subcategoryLabels"] == {"Soap": SOAP}
    admin_client.patch(f"{CATEGORIES}/essentials", json={"label": "Daily essentials"})
    assert public(admin_client, "essentials")["subcategoryLabels"] == {"Soap": SOAP}
    # a rename sends the list and the names together; names of unknown subcategories are dropped
    renamed = {
        "subcategories": ["Bath soap", "perfumes"],
        "subcategoryLabels": {"Bath soap": SOAP, "Soap": SOAP, "attar": {"hi": "इत्र"}},
    }
    response = admin_client.patch(f"{CATEGORIES}/essentials", json=renamed)
    assert response.json()["subcategoryLabels"] == {"Bath soap": SOAP}
    cleared = {"subcategoryLabels": {"Bath soap": {"kn": "", "hi": " "}}}
    response = admin_client.patch(f"{CATEGORIES}/essentials", json=cleared)
    assert response.json()["subcategoryLabels"] == {}


@pytest.mark.parametrize(
    ("names", "message"),
    [
        ({"kn": "ಸ" * 41}, "Kannada subcategory name must be at most 40 characters"),
        ({"hi": "साबुन\u0000"}, "Text must not contain NUL characters or unpaired surrogates"),
        ({"hi": "साबुन\tतेल"}, "Hindi subcategory name must not contain control characters"),
    ],
)
def test_bad_names_are_refused(
    admin_client: TestClient, names: dict[str, str], message: str
) -> None:
    response = admin_client.patch(
        f"{CATEGORIES}/essentials", json={"subcategoryLabels": {"soap": names}}
    )
    assert response.status_code == 422
    assert message in str(response.json())
    assert public(admin_client, "essentials")["subcategoryLabels"] == {}


def test_only_admins_write_names(
    client: TestClient, make_user: Callable[..., User], login_as: Callable[[TestClient, User], str]
) -> None:
    patch = {"subcategoryLabels": {"soap": SOAP}}
    assert client.patch(f"{CATEGORIES}/essentials", json=patch).status_code == 401
    login_as(client, make_user())
    assert client.patch(f"{CATEGORIES}/essentials", json=patch).status_code == 403
    assert public(client, "essentials")["subcategoryLabels"] == {}
