"""The catalogue in bulk (issue 13): CSV export, and an import that checks every row and writes
all of them or none — on SQLite and PostgreSQL alike."""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.catalog.csv_io import COLUMNS
from khadi.catalog.errors import (
    FILE_NOT_UTF8,
    IMAGE_NOT_FOUND,
    UNKNOWN_CATEGORY,
    sizes_not_in_chart,
)
from khadi.catalog.models import Product
from khadi.catalog.service import catalog_version
from khadi.catalog.size_charts import SIZE_CHARTS
from khadi.db import Database
from tests.catalog.conftest import PRODUCTS, Upload
from tests.waits import TIMEOUT, run_together

EXPORT = "/api/v1/admin/products.csv"
IMPORT = "/api/v1/admin/products/import"
Row = dict[str, str]


def exported(client: TestClient) -> tuple[bytes, list[Row]]:
    response = client.get(EXPORT)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/csv")
    assert "attachment" in response.headers["content-disposition"]
    assert response.content.startswith("\ufeff".encode())  # Excel reads it as UTF-8
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"), newline="")))
    return response.content, rows


def to_csv(rows: list[Row], columns: tuple[str, ...] = COLUMNS) -> bytes:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=columns, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({column: row.get(column, "") for column in columns})
    return buffer.getvalue().encode("utf-8")


def send(client: Any, data: bytes, *, dry_run: bool) -> Any:
    return client.post(
        IMPORT,
        params={"dryRun": "true" if dry_run else "false"},
        files={"file": ("products.csv", data, "text/csv")},
    )


def shop(client: TestClient) -> list[dict[str, Any]]:
    products: list[dict[str, Any]] = client.get("/api/v1/products").json()["products"]
    return sorted(products, key=lambda p: p["id"])


def count(session: Session) -> int:
    session.expire_all()
    return session.scalar(select(func.count()).select_from(Product)) or 0


def new_row(image_key: str, **cells: str) -> Row:
    row = {
        "title": "Ilkal Cotton Saree",
        "description": "Handwoven in Ilkal,\nwith a red border.",
        "price": "1499.00",
        "category": "Fabrics",
        "subCategory": "cotton",
        "tags": "saree|cotton",
        "images": image_key,
        "outOfStock": "no",
        "comingSoon": "no",
    }
    row.update(cells)
    return row


# --- export -----------------------------------------------------------------------------------


def test_export_writes_one_row_per_product_with_rupee_prices_and_joined_lists(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    created = admin_client.post(PRODUCTS, json={**form, "price": "1499"}).json()

    _, rows = exported(admin_client)

    assert list(rows[0]) == list(COLUMNS)
    assert rows == [
        {
            "id": created["id"],
            "title": "Handwoven Silk Fabric",
            "description": "Pure silk woven on pit looms in Ilkal.",
            "price": "1499.00",
            "category": "fabrics",
            "subCategory": "silk",
            "tags": "fabric|silk",
            "images": "|".join(created["imageKeys"]),
            "outOfStock": "no",
            "comingSoon": "no",
            "sizeChart": "",
            "sizes": "",
            "types": "",
            "stock": "",
            "titleKn": "",
            "titleHi": "",
            "descriptionKn": "",
            "descriptionHi": "",
        }
    ]


def test_guests_and_users_can_neither_export_nor_import(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    assert client.get(EXPORT).status_code == 403
    assert send(client, to_csv([]), dry_run=False).status_code == 403
    client.cookies.clear()
    assert client.get(EXPORT).status_code == 401
    assert send(client, to_csv([]), dry_run=False).status_code == 401
    assert count(db_session) == 0


# --- one bad row: nothing written ---------------------------------------------------------------


def test_a_file_with_one_bad_row_writes_nothing_and_names_the_row_and_column(
    admin_client: TestClient, uploaded: Upload, db_session: Session
) -> None:
    key = uploaded()["key"]
    version = catalog_version(db_session)
    rows = [new_row(key), new_row(key, price="twelve"), new_row(key, title="Khadi Towel")]

    response = send(admin_client, to_csv(rows), dry_run=False)

    assert response.status_code == 422, response.text
    body = response.json()
    assert body["message"] == "Some rows have errors; nothing was imported"
    # the header is row 1; the bad row is the file's third row whatever its line breaks
    assert body["errors"] == [
        {
            "row": 3,
            "column": "price",
            "message": "Price must be a number of rupees",
            "reason": "catalog.price_not_a_number",  # issue 28: the dashboard words it
            "params": {},
            "parts": [],
        }
    ]
    assert body["reason"] == "catalog.rows_have_errors"
    assert (body["rows"], body["created"], body["updated"]) == (3, 0, 0)
    assert count(db_session) == 0
    db_session.expire_all()
    assert catalog_version(db_session) == version


def test_every_rows_errors_are_listed_by_row_and_column(
    admin_client: TestClient, uploaded: Upload, form: dict[str, Any], db_session: Session
) -> None:
    key = uploaded()["key"]
    existing = admin_client.post(PRODUCTS, json=form).json()
    rows = [
        new_row(key, id=existing["id"]),
        new_row(key, id=existing["id"], title=""),
        new_row(key, id="no-such-product"),
        new_row("product-images/missing.webp", category="Kitchen", outOfStock="maybe"),
        new_row(key, price="12.345", sizeChart="shirts", sizes="XXXXL"),
    ]

    body = send(admin_client, to_csv(rows), dry_run=True).json()

    assert [(e["row"], e["column"], e["message"]) for e in body["errors"]] == [
        (3, "id", "This id is also on row 2; each product may appear once"),
        (3, "title", "Title is required"),
        (4, "id", "No product has this id; leave id empty to add a new product"),
        (5, "category", UNKNOWN_CATEGORY),
        (5, "images", IMAGE_NOT_FOUND),
        (5, "outOfStock", "Write yes or no"),
        (6, "price", "Price must have at most two decimals"),
        (6, "sizes", sizes_not_in_chart(SIZE_CHARTS["shirts"].label)),
    ]
    # issue 28: every row's problem carries its code, worded in the admin's language
    assert [(e["reason"], e["params"]) for e in body["errors"]] == [
        ("catalog.row_repeated_id", {"row": 2}),
        ("catalog.title_required", {}),
        ("catalog.row_unknown_id", {}),
        ("catalog.unknown_category", {}),
        ("catalog.image_not_found", {}),
        ("catalog.row_yes_or_no", {}),
        ("catalog.price_decimals", {}),
        ("catalog.sizes_not_in_chart", {"label": SIZE_CHARTS["shirts"].label}),
    ]
    assert shop(admin_client)[0]["title"] == "Handwoven Silk Fabric"


def test_files_that_cannot_be_read_are_refused_with_a_clear_message(
    admin_client: TestClient, uploaded: Upload
) -> None:
    key = uploaded()["key"]
    latin1 = to_csv([new_row(key, title="Café curtain")]).decode().encode("latin-1")
    response = send(admin_client, latin1, dry_run=True)
    assert response.status_code == 422
    assert response.json()["message"] == FILE_NOT_UTF8
    assert response.json()["reason"] == "catalog.file_not_utf8"  # issue 28: worded by the client

    wrong = to_csv([{"name": "x"}], columns=("name", "price"))
    message = send(admin_client, wrong, dry_run=True).json()["message"]
    assert message.startswith("The header row is wrong (missing ")
    assert "unknown name" in message and ", ".join(COLUMNS) in message

    huge = to_csv([new_row(key, description="x" * 1000)] * 5300)
    response = send(admin_client, huge, dry_run=True)
    assert response.status_code == 413
    assert response.json()["message"] == "The file is larger than 5 MB; split it into smaller files"

    many = to_csv([new_row(key, description="", title="")] * 5001)
    response = send(admin_client, many, dry_run=True)
    assert response.status_code == 422
    assert response.json()["fields"] == {
        "file": "The file has more than 5000 products; split it into smaller files"
    }


# --- dry run, apply, round trips ---------------------------------------------------------------


def test_a_dry_run_counts_what_would_change_and_writes_nothing(
    admin_client: TestClient, uploaded: Upload, form: dict[str, Any], db_session: Session
) -> None:
    key = uploaded()["key"]
    existing = admin_client.post(PRODUCTS, json=form).json()
    data = to_csv([new_row(key), new_row(key, title="Second"), new_row(key, id=existing["id"])])
    before = shop(admin_client)

    response = send(admin_client, data, dry_run=True)

    assert response.status_code == 200, response.text
    assert response.json() == {
        "rows": 3,
        "created": 2,
        "updated": 1,
        "errors": [],
        "dryRun": True,
    }
    assert shop(admin_client) == before and count(db_session) == 1


def test_applying_creates_and_updates_and_the_shop_shows_them(
    admin_client: TestClient, uploaded: Upload, form: dict[str, Any], db_session: Session
) -> None:
    key = uploaded()["key"]
    existing = admin_client.post(PRODUCTS, json=form).json()
    version = catalog_version(db_session)
    rows = [
        new_row(key, title="=HYPERLINK(evil)", price="₹1,499.50"),
        new_row(key, id=existing["id"], title="Renamed Silk", outOfStock="yes"),
    ]

    response = send(admin_client, to_csv(rows), dry_run=False)

    assert response.status_code == 200, response.text
    assert (response.json()["created"], response.json()["updated"]) == (1, 1)
    products = {p["title"]: p for p in shop(admin_client)}
    assert set(products) == {"=HYPERLINK(evil)", "Renamed Silk"}
    new = products["=HYPERLINK(evil)"]
    assert (new["price"], new["category"], new["subCategories"]) == (149950, "fabrics", ["cotton"])
    assert new["description"] == "Handwoven in Ilkal,\nwith a red border."
    assert products["Renamed Silk"]["outOfStock"] is True
    db_session.expire_all()
    assert catalog_version(db_session) == version + 1  # one change for the whole file
    # a formula is written with an apostrophe, so a spreadsheet shows it as text…
    _, exported_rows = exported(admin_client)
    assert "'=HYPERLINK(evil)" in [row["title"] for row in exported_rows]


def test_export_then_import_unchanged_updates_every_product_and_changes_nothing(
    admin_client: TestClient, form: dict[str, Any], uploaded: Upload, db_session: Session
) -> None:
    admin_client.post(PRODUCTS, json=form)
    admin_client.post(
        PRODUCTS,
        json={
            **form,
            "title": "=Khadi Kurta",  # …and read back without it
            "category": "shirts",
            "subCategory": None,
            "price": "899",
            "images": [uploaded(name="kurta.png")],
            "comingSoon": True,
            "options": {"category": "shirts", "availableSizes": ["M", "L"], "availableTypes": []},
        },
    )
    data, _ = exported(admin_client)
    before = shop(admin_client)

    response = send(admin_client, data, dry_run=False)

    assert response.status_code == 200, response.text
    assert (response.json()["created"], response.json()["updated"]) == (0, 2)
    assert shop(admin_client) == before
    assert exported(admin_client)[0] == data


def test_export_edit_one_price_import_changes_only_that_price(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    first = admin_client.post(PRODUCTS, json=form).json()
    second = admin_client.post(PRODUCTS, json={**form, "title": "Second Silk"}).json()
    _, rows = exported(admin_client)
    before = {p["id"]: p for p in shop(admin_client)}
    for row in rows:
        if row["id"] == second["id"]:
            row["price"] = "1499.00"

    response = send(admin_client, to_csv(rows), dry_run=False)

    assert response.status_code == 200, response.text
    after = {p["id"]: p for p in shop(admin_client)}
    assert after[first["id"]] == before[first["id"]]
    assert after[second["id"]] == {**before[second["id"]], "price": 149900}


def test_the_same_creating_file_applied_twice_creates_once(
    admin_client: TestClient, uploaded: Upload, db_session: Session
) -> None:
    data = to_csv([new_row(uploaded()["key"])])
    assert send(admin_client, data, dry_run=False).status_code == 200

    for dry_run in (True, False):
        again = send(admin_client, data.replace(b"\r\n", b"\n"), dry_run=dry_run)  # saved anew
        assert again.status_code == 409
        assert again.json()["message"].startswith("This file was already imported on ")
    assert count(db_session) == 1


def _import_as(base_url: str, token: str, data: bytes) -> Callable[[], httpx.Response]:
    def post() -> httpx.Response:
        with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", token)
            response: httpx.Response = send(client, data, dry_run=False)
            return response

    return post


def test_a_double_click_on_apply_creates_the_products_once(
    admin_client: TestClient,
    uploaded: Upload,
    make_user: Callable[..., User],
    login_as: Any,
    live_url: str,
    database: Database,
) -> None:
    key = uploaded()["key"]
    with httpx.Client(base_url=live_url) as client:
        token = login_as(client, make_user(role="admin"))
    for attempt in range(3):
        rows = [new_row(key, title=f"Round {attempt} #{n}") for n in range(3)]
        data = to_csv(rows)

        responses = run_together([_import_as(live_url, token, data) for _ in range(3)])

        outcomes = Counter(getattr(r, "status_code", repr(r)) for r in responses)
        assert outcomes == {200: 1, 409: 2}, [getattr(r, "text", r) for r in responses]
        with database.sessions() as session:
            titles = Counter(session.scalars(select(Product.title)))
        assert set(titles.values()) == {1} and len(titles) == 3 * (attempt + 1)
