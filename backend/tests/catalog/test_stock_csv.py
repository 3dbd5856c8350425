"""The catalogue CSV's `stock` column (issue 15): exported as the exact counts ('' untracked,
'7.5' for a fabric, 'M/Half Sleeve:2|…' for variants), imported as counts set with reason
'import' inside the import's all-or-none transaction, and checked per row."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from fastapi.testclient import TestClient

from khadi.catalog.csv_io import COLUMNS
from khadi.catalog.csv_stock import NEEDS_VARIANTS, ONE_COUNT
from khadi.stock.quantities import QUARTER_STEPS
from tests.catalog.conftest import PRODUCTS, Upload
from tests.catalog.test_products_csv import exported, send

Row = dict[str, str]


def to_csv(rows: list[Row], columns: tuple[str, ...] = COLUMNS) -> bytes:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=columns, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({column: row.get(column, "") for column in columns})
    return buffer.getvalue().encode("utf-8")


@pytest.fixture
def catalogue(admin_client: TestClient, form: dict[str, Any], uploaded: Upload) -> dict[str, str]:
    """A shirt (M, L × Half Sleeve), a fabric and an untracked fabric: their ids by title."""
    shirt = {
        **form,
        "title": "Kurta",
        "category": "shirts",
        "subCategory": None,
        "images": [uploaded(name="kurta.png")],
        "options": {
            "category": "shirts",
            "availableSizes": ["M", "L"],
            "availableTypes": ["Half Sleeve"],
        },
    }
    ids = {}
    for body in (shirt, {**form, "title": "Kora"}, {**form, "title": "Untracked"}):
        response = admin_client.post(PRODUCTS, json=body)
        assert response.status_code == 201, response.text
        ids[body["title"]] = response.json()["id"]
    return ids


def by_title(rows: list[Row]) -> dict[str, Row]:
    return {row["title"]: row for row in rows}


def stock_of(client: TestClient, product_id: str) -> dict[str, Any]:
    body: dict[str, Any] = client.get(f"/api/v1/admin/products/{product_id}/stock").json()
    return body


def counts(client: TestClient, product_id: str) -> dict[tuple[str, str], Any]:
    return {(v["size"], v["type"]): v["onHand"] for v in stock_of(client, product_id)["variants"]}


def test_export_writes_the_counts_and_an_unchanged_file_changes_nothing(
    admin_client: TestClient, catalogue: dict[str, str]
) -> None:
    shirt, fabric = catalogue["Kurta"], catalogue["Kora"]
    put = admin_client.put
    url = "/api/v1/admin/products/{}/stock"
    put(url.format(shirt), json={"variants": [{"size": "M", "type": "Half Sleeve", "count": 2}]})
    put(url.format(fabric), json={"variants": [{"count": 7.5}]})

    data, rows = exported(admin_client)
    rows_by_title = by_title(rows)
    assert rows_by_title["Kurta"]["stock"] == "M/Half Sleeve:2|L/Half Sleeve:0"
    assert rows_by_title["Kora"]["stock"] == "7.5"
    assert rows_by_title["Untracked"]["stock"] == ""

    response = send(admin_client, data, dry_run=False)
    assert response.status_code == 200, response.text
    assert counts(admin_client, shirt) == {("M", "Half Sleeve"): 2, ("L", "Half Sleeve"): 0}
    assert counts(admin_client, fabric) == {("", ""): 7.5}
    assert stock_of(admin_client, rows_by_title["Untracked"]["id"])["tracked"] is False
    history = admin_client.get(
        url.format(shirt) + "/history", params={"size": "M", "type": "Half Sleeve"}
    ).json()
    assert [m["reason"] for m in history["items"]] == ["edit"]  # nothing changed, nothing noted


def test_import_sets_counts_with_reason_import(
    admin_client: TestClient, catalogue: dict[str, str]
) -> None:
    shirt, fabric = catalogue["Kurta"], catalogue["Kora"]
    _, rows = exported(admin_client)
    rows_by_title = by_title(rows)
    rows_by_title["Kurta"]["stock"] = "m/half sleeve:4 | L/Half Sleeve:1"
    rows_by_title["Kora"]["stock"] = "2.25 m"
    response = send(admin_client, to_csv(list(rows_by_title.values())), dry_run=False)
    assert response.status_code == 200, response.text
    assert counts(admin_client, shirt) == {("M", "Half Sleeve"): 4, ("L", "Half Sleeve"): 1}
    assert counts(admin_client, fabric) == {("", ""): 2.25}
    history = admin_client.get(
        f"/api/v1/admin/products/{shirt}/stock/history",
        params={"size": "M", "type": "Half Sleeve"},
    ).json()
    assert [(m["reason"], m["change"], m["leftAfter"]) for m in history["items"]] == [
        ("import", 4, 4)
    ]
    assert history["items"][0]["who"].startswith("Shop Admin (")


def test_a_wrong_stock_cell_names_the_row_and_writes_nothing(
    admin_client: TestClient, catalogue: dict[str, str]
) -> None:
    shirt, fabric = catalogue["Kurta"], catalogue["Kora"]
    _, rows = exported(admin_client)
    rows_by_title = by_title(rows)
    rows_by_title["Kurta"]["stock"] = "3"
    rows_by_title["Kora"]["stock"] = "2.3"
    ordered = [rows_by_title["Kurta"], rows_by_title["Kora"]]
    response = send(admin_client, to_csv(ordered), dry_run=False)
    assert response.status_code == 422
    errors = [(e["row"], e["column"], e["message"]) for e in response.json()["errors"]]
    assert errors == [(2, "stock", NEEDS_VARIANTS), (3, "stock", QUARTER_STEPS)]
    codes = [e["reason"] for e in response.json()["errors"]]
    assert codes == ["catalog.stock_needs_variants", "stock.quarter_steps"]  # issue 28

    rows_by_title["Kurta"]["stock"] = "XXL/Half Sleeve:1"
    rows_by_title["Kora"]["stock"] = "A:1"
    response = send(admin_client, to_csv(ordered), dry_run=True)
    errors = [(e["row"], e["message"]) for e in response.json()["errors"]]
    assert errors[0][0] == 2 and "XXL/Half Sleeve is not one of" in errors[0][1]
    assert errors[1] == (3, ONE_COUNT)
    unknown = response.json()["errors"][0]
    assert (unknown["reason"], unknown["params"]["name"]) == (
        "catalog.stock_unknown_variant",
        "XXL/Half Sleeve",
    )

    rows_by_title["Kurta"]["stock"] = "M/Half Sleeve:1.5"
    rows_by_title["Kora"]["stock"] = "2"
    half = send(admin_client, to_csv(ordered), dry_run=True).json()["errors"]
    assert [(e["message"], e["reason"]) for e in half] == [
        ("M/Half Sleeve: Stock must be a whole number of pieces", "catalog.stock_variant_problem")
    ]
    assert half[0]["params"]["name"] == "M/Half Sleeve"
    assert half[0]["parts"] == [{"reason": "stock.whole_pieces", "params": {}}]
    assert stock_of(admin_client, shirt)["tracked"] is False
    assert stock_of(admin_client, fabric)["tracked"] is False


def test_a_file_without_the_stock_column_is_still_read(
    admin_client: TestClient, catalogue: dict[str, str]
) -> None:
    shirt = catalogue["Kurta"]
    _, rows = exported(admin_client)
    older = tuple(column for column in COLUMNS if column != "stock")
    by_title(rows)["Kurta"]["price"] = "999.00"
    response = send(admin_client, to_csv(rows, older), dry_run=False)
    assert response.status_code == 200, response.text
    assert response.json()["updated"] == 3
    assert stock_of(admin_client, shirt)["tracked"] is False
