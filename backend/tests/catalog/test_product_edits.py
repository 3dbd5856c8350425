"""Admin catalogue management: reading, updating, deleting and listing products."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.catalog.service import catalog_version
from khadi.media.storage import MediaStore
from tests.catalog.conftest import ALL_REQUIRED, PRODUCTS, Upload
from tests.factories import make_product
from tests.media import images

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
