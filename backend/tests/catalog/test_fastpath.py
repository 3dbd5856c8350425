"""The catalogue's hot path answers exactly as the routes do, security headers included."""

from __future__ import annotations

import orjson
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.catalog.service import bump_catalog_version
from tests.factories import make_product

COMPARED = (
    "content-type",
    "content-encoding",
    "content-length",
    "etag",
    "cache-control",
    "vary",
    "content-security-policy",
    "x-content-type-options",
)


def _shape(response: object) -> tuple[int, bytes, dict[str, str | None]]:
    headers = response.headers  # type: ignore[attr-defined]
    return (
        response.status_code,  # type: ignore[attr-defined]
        response.content,  # type: ignore[attr-defined]
        {name: headers.get(name) for name in COMPARED},
    )


def test_list_from_the_snapshot_in_hand_matches_the_route(
    client: TestClient, db_session: Session
) -> None:
    make_product(db_session, title="Kurta")
    snapshots = client.app.state.snapshots  # type: ignore[attr-defined]
    for encoding in ("gzip", "identity"):
        snapshots.invalidate()  # the route rebuilds and answers
        by_route = client.get("/api/v1/products", headers={"Accept-Encoding": encoding})
        assert snapshots.fresh() is not None  # so the fast path answers the next one
        by_fast_path = client.get("/api/v1/products", headers={"Accept-Encoding": encoding})
        assert _shape(by_fast_path) == _shape(by_route)
        assert by_fast_path.headers["x-request-id"]
    products = orjson.loads(by_fast_path.content)["products"]
    assert [p["title"] for p in products] == ["Kurta"]

    etag = by_fast_path.headers["etag"]
    not_modified = client.get("/api/v1/products", headers={"If-None-Match": etag})
    assert not_modified.status_code == 304
    assert not_modified.content == b""


def test_one_product_and_an_unknown_id_from_the_hot_path(
    client: TestClient, db_session: Session
) -> None:
    product = make_product(db_session, title="Kurta")
    client.app.state.snapshots.invalidate()  # type: ignore[attr-defined]
    by_route = client.get(f"/api/v1/products/{product.id}")
    by_fast_path = client.get(f"/api/v1/products/{product.id}")
    assert _shape(by_fast_path) == _shape(by_route)
    assert by_fast_path.json()["title"] == "Kurta"

    missing = client.get("/api/v1/products/no-such-product")
    assert missing.status_code == 404
    assert missing.json()["message"] == "Product not found"
    assert missing.headers["x-content-type-options"] == "nosniff"


def test_a_change_made_by_another_instance_reaches_the_hot_path_once_a_recheck_is_due(
    client: TestClient, db_session: Session
) -> None:
    product = make_product(db_session, title="Kurta")
    snapshots = client.app.state.snapshots  # type: ignore[attr-defined]
    snapshots.recheck_seconds = 3600
    snapshots.invalidate()
    path = f"/api/v1/products/{product.id}"
    assert client.get(path).json()["title"] == "Kurta"

    product.title = "Nehru Jacket"  # as another instance would: no invalidate() here
    bump_catalog_version(db_session)
    db_session.commit()
    assert client.get(path).json()["title"] == "Kurta"  # no recheck due yet

    snapshots.recheck_seconds = 0  # every read finds a recheck due
    for _ in range(3):
        assert client.get(path).json()["title"] == "Nehru Jacket"
        assert client.get("/api/v1/products").json()["products"][0]["title"] == "Nehru Jacket"
