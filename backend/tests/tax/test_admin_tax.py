"""Admins read and edit each category's and product's HSN code and GST rate periods (issue 17)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.factories import make_product

TAX = "/api/v1/admin/tax"
APPAREL_NOW = "5% up to ₹2,500.00 a piece, 18% above"


def _period(start: str, kind: str, rate: int = 0, high: int = 0, threshold: int = 0) -> Any:
    return {"from": start, "kind": kind, "rate": rate, "highRate": high, "threshold": threshold}


def test_every_seeded_category_has_tax_data(admin_client: TestClient) -> None:
    listed = {row["target"]: row for row in admin_client.get(f"{TAX}/categories").json()}
    assert len(listed) == 29 and not any(row["missing"] for row in listed.values())
    shirts = listed["shirts"]
    assert shirts["hsn"] == "6205" and shirts["label"] == "Shirts"
    assert shirts["rateToday"] == APPAREL_NOW
    assert [p["from"] for p in shirts["periods"]] == ["2017-07-01", "2025-09-22"]
    assert listed["honey"]["rateToday"] == "5%"
    assert listed["national-flag"]["rateToday"] == "Exempt"


def test_a_new_category_is_flagged_missing_until_an_admin_sets_it(
    admin_client: TestClient,
) -> None:
    admin_client.post("/api/v1/admin/categories", json={"name": "Khadi Masks"})
    masks = next(
        r for r in admin_client.get(f"{TAX}/categories").json() if r["target"] == "khadi-masks"
    )
    assert masks["missing"] and masks["version"] == 0 and masks["hsn"] == ""

    saved = admin_client.put(
        f"{TAX}/categories/khadi-masks",
        json={"hsn": "63079090", "periods": [_period("2025-09-22", "flat", 5)], "version": 0},
    )
    assert saved.status_code == 200, saved.text
    assert saved.json()["hsn"] == "63079090" and saved.json()["version"] == 1
    assert not saved.json()["missing"]


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"hsn": "620"}, "hsn", "HSN code must be 4, 6 or 8 digits"),
        ({"hsn": "62051"}, "hsn", "HSN code must be 4, 6 or 8 digits"),
        ({"hsn": "6205A0"}, "hsn", "HSN code must be 4, 6 or 8 digits"),
        ({"periods": []}, "periods", "Give at least one rate period"),
        ({"periods": [_period("2025-01-01", "flat", 7)]}, "periods", "rate must be one of"),
        (
            {"periods": [_period("2025-01-01", "by_price", 18, 5, 250_000)]},
            "periods",
            "above the rate up to it",
        ),
        (
            {"periods": [_period("2025-01-01", "by_price", 5, 18, 0)]},
            "periods",
            "threshold per piece",
        ),
        (
            {"periods": [_period("2025-09-22", "flat", 5), _period("2025-09-22", "flat", 18)]},
            "periods",
            "dates must be in order",
        ),
    ],
)
def test_bad_tax_data_is_refused_naming_the_field(
    admin_client: TestClient, body: dict[str, Any], field: str, message: str
) -> None:
    form = {"hsn": "6205", "periods": [_period("2025-09-22", "flat", 5)], "version": 1, **body}
    response = admin_client.put(f"{TAX}/categories/shirts", json=form)
    assert response.status_code == 422
    assert message in response.json()["fields"][field]
    shirts = next(
        r for r in admin_client.get(f"{TAX}/categories").json() if r["target"] == "shirts"
    )
    assert shirts["version"] == 1  # unchanged


def test_a_stale_save_is_refused(admin_client: TestClient) -> None:
    form = {"hsn": "620520", "periods": [_period("2017-07-01", "flat", 5)], "version": 1}
    assert admin_client.put(f"{TAX}/categories/shirts", json=form).status_code == 200
    again = admin_client.put(f"{TAX}/categories/shirts", json=form)
    assert again.status_code == 409


def test_a_product_overrides_its_category_and_can_go_back(
    admin_client: TestClient, db_session: Session
) -> None:
    fabric = make_product(db_session, category="fabrics", title="Khadi Cotton")
    url = f"{TAX}/products/{fabric.id}"
    before = admin_client.get(url).json()
    assert before["override"] is None and before["category"]["hsn"] == "5208"

    saved = admin_client.put(
        url, json={"hsn": "5208", "periods": [_period("2017-07-01", "exempt")], "version": 0}
    )
    assert saved.status_code == 200, saved.text
    assert saved.json()["override"]["rateToday"] == "Exempt"
    assert saved.json()["override"]["label"] == "Khadi Cotton"

    assert admin_client.delete(url).status_code == 204
    assert admin_client.get(url).json()["override"] is None


def test_unknown_targets_are_not_found(admin_client: TestClient) -> None:
    form = {"hsn": "6205", "periods": [_period("2017-07-01", "flat", 5)], "version": 0}
    assert admin_client.put(f"{TAX}/categories/nope", json=form).status_code == 404
    assert admin_client.get(f"{TAX}/products/nope").status_code == 404
    assert admin_client.put(f"{TAX}/products/nope", json=form).status_code == 404
    assert admin_client.delete(f"{TAX}/products/nope").status_code == 404


def test_shoppers_cannot_read_tax_data(client: TestClient, shopper: Any) -> None:
    assert client.get(f"{TAX}/categories").status_code == 403
