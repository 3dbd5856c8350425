"""Admin catalogue management: create, read, update, delete, list — and every form rule."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.catalog.service import catalog_version
from khadi.media.storage import MediaStore
from tests.factories import make_product
from tests.media import images

PRODUCTS = "/api/v1/admin/products"
ALL_REQUIRED = "All fields are required"

Upload = Callable[..., dict[str, Any]]


@pytest.fixture
def uploaded(admin_client: TestClient) -> Upload:
    """uploaded(width=…, name=…) -> the image record the upload endpoint returns."""

    def _upload(width: int = 800, height: int = 600, name: str = "photo.png") -> dict[str, Any]:
        response = images.upload(admin_client, images.png(width, height), name)
        assert response.status_code == 201, response.text
        record: dict[str, Any] = response.json()
        return record

    return _upload


@pytest.fixture
def form(uploaded: Upload) -> dict[str, Any]:
    """A valid fabric product form, as the admin screen sends it."""
    return {
        "title": "Handwoven Silk Fabric",
        "description": "Pure silk woven on pit looms in Ilkal.",
        "price": "149.50",
        "category": "fabrics",
        "subCategory": "silk",
        "tags": ["fabric", "silk"],
        "images": [uploaded(name="silk-1.png"), uploaded(name="silk-2.png")],
        "outOfStock": False,
        "comingSoon": False,
        "options": {"category": None, "availableSizes": [], "availableTypes": []},
    }


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


# --- read, update -------------------------------------------------------------------------


def test_read_one_product_and_unknown_ids(admin_client: TestClient, form: dict[str, Any]) -> None:
    created = admin_client.post(PRODUCTS, json=form).json()
    assert admin_client.get(f"{PRODUCTS}/{created['id']}").json() == created
    for method in ("GET", "PUT", "DELETE"):
        response = admin_client.request(method, f"{PRODUCTS}/no-such-id", json=form)
        assert response.status_code == 404, method
        assert response.json()["message"] == "Product not found"


def test_update_changes_price_and_subcategory_and_removes_dropped_images(
    admin_client: TestClient, form: dict[str, Any], db_session: Session, uploaded: Upload
) -> None:
    created = admin_client.post(PRODUCTS, json=form).json()
    dropped = form["images"][1]
    version = catalog_version(db_session)
    extra = uploaded(name="silk-3.png")
    change = {
        **form,
        "price": "175",
        "subCategory": "khadi",
        "outOfStock": True,
        # the edit form sends what it read: the image keys, plus the new upload
        "images": [{"key": created["imageKeys"][0]}, extra],
    }

    response = admin_client.put(f"{PRODUCTS}/{created['id']}", json=change)

    assert response.status_code == 200, response.text
    updated = response.json()
    assert (updated["price"], updated["subCategories"], updated["outOfStock"]) == (
        17500,
        ["khadi"],
        True,
    )
    assert updated["time"] == created["time"] and updated["date"] == created["date"]
    assert updated["imageKeys"] == [created["imageKeys"][0], extra["key"]]
    stored = images.stored_keys(admin_client)
    assert dropped["key"] not in stored
    assert not any(v["key"] in stored for v in dropped["variants"])
    assert form["images"][0]["key"] in stored and extra["key"] in stored
    db_session.expire_all()
    assert catalog_version(db_session) == version + 1
    shop = admin_client.get(f"/api/v1/products/{created['id']}").json()
    assert (shop["price"], shop["subCategories"]) == (17500, ["khadi"])


def test_a_refused_update_changes_nothing(admin_client: TestClient, form: dict[str, Any]) -> None:
    created = admin_client.post(PRODUCTS, json=form).json()
    response = admin_client.put(f"{PRODUCTS}/{created['id']}", json={**form, "title": ""})
    assert response.json()["message"] == ALL_REQUIRED
    assert admin_client.get(f"{PRODUCTS}/{created['id']}").json() == created


# --- delete ---------------------------------------------------------------------------------


def test_delete_removes_the_product_and_all_its_image_files(
    admin_client: TestClient, form: dict[str, Any], db_session: Session
) -> None:
    created = admin_client.post(PRODUCTS, json=form).json()
    version = catalog_version(db_session)
    assert images.stored_keys(admin_client)

    response = admin_client.delete(f"{PRODUCTS}/{created['id']}")

    assert response.status_code == 200
    assert response.json() == {"deleted": True, "imagesRemoved": 2, "imagesFailed": 0}
    assert images.stored_keys(admin_client) == set()
    assert admin_client.get(f"{PRODUCTS}/{created['id']}").status_code == 404
    assert admin_client.get("/api/v1/products").json()["products"] == []
    db_session.expire_all()
    assert catalog_version(db_session) == version + 1


def test_images_another_product_shows_are_kept(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    first = admin_client.post(PRODUCTS, json=form).json()
    second = admin_client.post(PRODUCTS, json={**form, "images": form["images"][:1]}).json()

    in_use = admin_client.delete("/api/v1/admin/media", params={"path": first["imageKeys"][0]})
    assert in_use.status_code == 409
    assert in_use.json()["message"] == "Image is still used by a product"

    deleted = admin_client.delete(f"{PRODUCTS}/{first['id']}").json()
    assert deleted == {"deleted": True, "imagesRemoved": 1, "imagesFailed": 0}
    assert second["imageKeys"][0] in images.stored_keys(admin_client)


class _FlakyStore:
    """The real store, except that deleting one key fails like a storage outage would."""

    def __init__(self, store: MediaStore, failing: str) -> None:
        self.store = store
        self.failing = failing

    def put(self, key: str, data: bytes, content_type: str) -> None:
        self.store.put(key, data, content_type)

    def delete(self, key: str) -> bool:
        if key == self.failing:
            raise OSError("storage unavailable")
        return self.store.delete(key)

    def exists(self, key: str) -> bool:
        return self.store.exists(key)

    def url(self, key: str) -> str:
        return self.store.url(key)

    def key_from_link(self, link: str) -> str:
        return self.store.key_from_link(link)


def test_delete_reports_images_it_could_not_remove(
    admin_client: TestClient, form: dict[str, Any]
) -> None:
    created = admin_client.post(PRODUCTS, json=form).json()
    app = admin_client.app
    failing = form["images"][1]["variants"][0]["key"]
    app.state.media = _FlakyStore(app.state.media, failing)  # type: ignore[attr-defined]

    response = admin_client.delete(f"{PRODUCTS}/{created['id']}")

    assert response.status_code == 200
    assert response.json() == {"deleted": True, "imagesRemoved": 1, "imagesFailed": 1}
    assert admin_client.get(f"{PRODUCTS}/{created['id']}").status_code == 404


# --- listing --------------------------------------------------------------------------------


def test_list_is_paginated_and_searchable(admin_client: TestClient, db_session: Session) -> None:
    for n in range(25):
        make_product(db_session, title=f"Khadi Shirt {n:02d}", tags=["shirt"])
    make_product(db_session, title="Ilkal Saree 100%", category="fabrics", tags=["top_collection"])
    make_product(
        db_session, title="Forest Honey", category="honey", tags=["Organic", "top-collection"]
    )

    first = admin_client.get(PRODUCTS).json()
    assert (first["total"], first["page"], first["pageSize"], len(first["items"])) == (
        27,
        1,
        20,
        20,
    )
    assert first["items"][0]["title"] == "Forest Honey"  # newest first
    assert set(first["items"][0]) >= {"id", "title", "price", "imageKeys", "date", "images"}
    second = admin_client.get(PRODUCTS, params={"page": 2, "pageSize": 20}).json()
    assert len(second["items"]) == 7

    def titles(q: str) -> list[str]:
        return [p["title"] for p in admin_client.get(PRODUCTS, params={"q": q}).json()["items"]]

    assert titles("HONEY") == ["Forest Honey"]  # title, any case
    assert titles("fabrics") == ["Ilkal Saree 100%"]  # category
    assert titles("organic") == ["Forest Honey"]  # tag
    assert titles("100%") == ["Ilkal Saree 100%"]
    assert titles("top_coll") == ["Ilkal Saree 100%"]  # '_' is itself, not a wildcard
    assert len(titles("shirt 1")) == 10

    for params in ({"page": 0}, {"pageSize": 101}, {"q": "x" * 101}):
        assert admin_client.get(PRODUCTS, params=params).status_code == 422


def test_catalogue_changes_are_announced_on_the_event_bus(
    admin_client: TestClient, form: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    announced: list[int] = []
    monkeypatch.setattr(
        "khadi.catalog.editing.publish_catalog_changed",
        lambda _target, version: announced.append(version),
    )
    created = admin_client.post(PRODUCTS, json=form).json()
    admin_client.put(f"{PRODUCTS}/{created['id']}", json={**form, "price": "99"})
    admin_client.delete(f"{PRODUCTS}/{created['id']}")
    admin_client.post("/api/v1/admin/categories", json={"name": "Sarees"})
    assert len(announced) == 4
    assert announced == sorted(announced) and len(set(announced)) == 4


def test_abandoned_uploads_can_be_pruned(
    admin_client: TestClient, form: dict[str, Any], uploaded: Upload, db_session: Session
) -> None:
    from datetime import timedelta

    from khadi.catalog.editing import prune_unattached_uploads
    from khadi.kit.time import utcnow

    admin_client.post(PRODUCTS, json=form)
    abandoned = uploaded(name="abandoned.png")
    store = admin_client.app.state.media  # type: ignore[attr-defined]

    cleanup = prune_unattached_uploads(db_session, store, utcnow() + timedelta(seconds=1))

    assert (cleanup.removed, cleanup.failed) == (1, 0)
    stored = images.stored_keys(admin_client)
    assert abandoned["key"] not in stored
    assert {image["key"] for image in form["images"]} <= stored
    recent = prune_unattached_uploads(db_session, store, utcnow() - timedelta(days=1))
    assert (recent.removed, recent.failed) == (0, 0)
