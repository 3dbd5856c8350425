"""What a browser gets from /media and from JSON answers: cached images, compressed JSON."""

from __future__ import annotations

from fastapi.testclient import TestClient
from PIL import Image

from khadi.media.images import store_image
from khadi.media.storage import LocalMediaStore


def test_an_image_is_cached_for_a_year_and_never_recompressed(
    client: TestClient, media_store: LocalMediaStore
) -> None:
    record = store_image(media_store, "product-images/kurta", Image.new("RGB", (300, 200), "teal"))
    response = client.get(media_store.url(record["key"]), headers={"Accept-Encoding": "gzip"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "image/webp"
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert "content-encoding" not in response.headers


def test_a_missing_image_is_not_cached(client: TestClient) -> None:
    response = client.get("/media/product-images/no-such.webp")
    assert response.status_code == 404
    assert "immutable" not in response.headers.get("cache-control", "")


def test_json_over_a_kilobyte_goes_out_gzipped_when_the_browser_accepts_it(
    client: TestClient,
) -> None:
    zipped = client.get("/api/v1/size-charts", headers={"Accept-Encoding": "gzip"})
    plain = client.get("/api/v1/size-charts", headers={"Accept-Encoding": "identity"})
    assert zipped.headers["content-encoding"] == "gzip"
    assert "content-encoding" not in plain.headers
    assert zipped.json() == plain.json()
    assert int(zipped.headers["content-length"]) < len(plain.content)
