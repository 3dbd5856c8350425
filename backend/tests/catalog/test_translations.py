"""Kannada and Hindi product titles, descriptions and category labels (issue 18): entered by
admins, optional, read back by shoppers, found by the admin search."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from khadi.catalog.csv_io import COLUMNS, TRANSLATION_COLUMNS
from tests.catalog.conftest import PRODUCTS
from tests.catalog.test_products_csv import exported, send, to_csv

CATEGORIES = "/api/v1/admin/categories"
KN = {"titleKn": "ಖಾದಿ ಅಂಗಿ", "descriptionKn": "ಕೈಮಗ್ಗದ ರೇಷ್ಮೆ.\nಇಳಕಲ್."}
HI = {"titleHi": "खादी कुर्ता", "descriptionHi": "हाथ से बुना रेशम।"}


def test_translations_are_saved_and_shown_to_shoppers(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    response = admin_client.post(PRODUCTS, json={**form, **KN, "titleHi": "  खादी कुर्ता  "})
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["titleKn"] == "ಖಾದಿ ಅಂಗಿ" and created["titleHi"] == "खादी कुर्ता"
    assert created["descriptionHi"] == ""  # none entered: the shop shows the English
    assert created["title"] == form["title"]  # English unchanged
    listed = admin_client.get("/api/v1/products").json()["products"]
    shown = next(p for p in listed if p["id"] == created["id"])
    assert shown["titleKn"] == "ಖಾದಿ ಅಂಗಿ" and shown["descriptionKn"] == KN["descriptionKn"]
    one = admin_client.get(f"/api/v1/products/{created['id']}").json()
    assert one["titleHi"] == "खादी कुर्ता"


def test_an_update_without_translations_keeps_them_and_empty_clears(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    created = admin_client.post(PRODUCTS, json={**form, **KN, **HI}).json()
    url = f"{PRODUCTS}/{created['id']}"
    kept = admin_client.put(url, json={**form, "price": "200"}).json()  # an older client
    assert (kept["titleKn"], kept["titleHi"]) == ("ಖಾದಿ ಅಂಗಿ", "खादी कुर्ता")
    cleared = admin_client.put(url, json={**form, "titleKn": " "}).json()
    assert cleared["titleKn"] == "" and cleared["titleHi"] == "खादी कुर्ता"


def test_bad_translations_are_refused_per_field(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    long = admin_client.post(PRODUCTS, json={**form, "titleKn": "ಖ" * 201})
    assert long.status_code == 422
    assert long.json()["fields"]["titleKn"] == "Kannada title must be at most 200 characters"
    bell = admin_client.post(PRODUCTS, json={**form, "titleHi": "खादी\x07"})
    assert bell.status_code == 422
    assert "titleHi" in bell.json()["fields"]
    long_text = admin_client.post(PRODUCTS, json={**form, "descriptionHi": "क" * 5001})
    assert long_text.json()["fields"]["descriptionHi"].startswith("Hindi description")


def test_admin_search_finds_kannada_and_hindi_titles(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    created = admin_client.post(PRODUCTS, json={**form, **KN, **HI}).json()
    for query in ("ಖಾದಿ ಅಂಗಿ", "ಅಂಗಿ", "खादी कुर्ता", "कुर्ता"):
        items = admin_client.get(PRODUCTS, params={"q": query}).json()["items"]
        assert [item["id"] for item in items] == [created["id"]], query
    assert admin_client.get(PRODUCTS, params={"q": "ಸೀರೆ"}).json()["items"] == []


def test_category_labels_in_kannada_and_hindi(admin_client: TestClient) -> None:
    created = admin_client.post(
        CATEGORIES, json={"name": "Sarees", "labelKn": " ಸೀರೆ ", "labelHi": "साड़ी"}
    )
    assert created.status_code == 201, created.text
    assert (created.json()["labelKn"], created.json()["labelHi"]) == ("ಸೀರೆ", "साड़ी")
    edited = admin_client.patch(f"{CATEGORIES}/sarees", json={"labelHi": ""}).json()
    assert (edited["label"], edited["labelKn"], edited["labelHi"]) == ("Sarees", "ಸೀರೆ", "")
    public = admin_client.get("/api/v1/categories").json()
    sarees = next(c for c in public if c["name"] == "sarees")
    assert sarees["labelKn"] == "ಸೀರೆ"
    shirts = next(c for c in public if c["name"] == "shirts")
    assert (shirts["labelKn"], shirts["labelHi"]) == ("", "")
    long = admin_client.patch(f"{CATEGORIES}/sarees", json={"labelKn": "ಸ" * 61})
    assert long.status_code == 422 and "labelKn" in long.json()["fields"]


def test_csv_carries_translations_and_a_file_without_them_keeps_them(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    created = admin_client.post(PRODUCTS, json={**form, **KN, **HI}).json()
    _, rows = exported(admin_client)
    row = next(r for r in rows if r["id"] == created["id"])
    assert (row["titleKn"], row["titleHi"]) == ("ಖಾದಿ ಅಂಗಿ", "खादी कुर्ता")
    assert row["descriptionKn"] == KN["descriptionKn"]

    row["titleHi"] = "खादी शर्ट"
    applied = send(admin_client, to_csv([row]), dry_run=False)
    assert applied.status_code == 200, applied.text
    one = admin_client.get(f"/api/v1/products/{created['id']}").json()
    assert (one["titleKn"], one["titleHi"]) == ("ಖಾದಿ ಅಂಗಿ", "खादी शर्ट")

    old_columns = tuple(c for c in COLUMNS if c not in TRANSLATION_COLUMNS)
    row["price"] = "200.00"
    applied = send(admin_client, to_csv([row], old_columns), dry_run=False)
    assert applied.status_code == 200, applied.text
    one = admin_client.get(f"/api/v1/products/{created['id']}").json()
    assert one["price"] == 20000 and one["titleHi"] == "खादी शर्ट"

    row["titleKn"] = "ಖ" * 201
    refused = send(admin_client, to_csv([row]), dry_run=True)
    assert refused.status_code == 422, refused.text
    assert "titleKn" in refused.text
