"""The app serves the built SPA, its assets, media and health checks."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.config import Settings
from khadi.site.spa import accepts_gzip
from tests.factories import make_product


def test_client_routes_get_index_html(client: TestClient, db_session: Session) -> None:
    product = make_product(db_session)
    for path in (
        "/",
        "/allproducts",
        f"/productInfo/{product.id}",
        "/category/fabrics/silk",
        "/cart",
    ):
        response = client.get(path)
        assert response.status_code == 200, path
        assert "<div id=root>" in response.text
        assert response.headers["cache-control"] == "no-cache"


def test_unknown_paths_get_index_html_with_404(client: TestClient) -> None:
    response = client.get("/nowhere")
    assert response.status_code == 404
    assert "<div id=root>" in response.text


def test_hashed_assets_are_cached_for_a_year(client: TestClient) -> None:
    response = client.get("/assets/index-abc123.js")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert client.get("/assets/missing.js").status_code == 404


def test_text_assets_are_sent_gzipped_to_browsers_that_take_it(
    client: TestClient, spa_dist: Path
) -> None:
    script = "export const shop = 'Karnataka Khadi Bhandar';\n" * 200
    (spa_dist / "assets" / "framework-abc123.js").write_text(script)
    for _ in range(2):  # compressed once and kept; the second answer is the same
        response = client.get("/assets/framework-abc123.js", headers={"Accept-Encoding": "gzip"})
        assert response.status_code == 200
        assert response.headers["content-encoding"] == "gzip"
        assert response.headers["content-type"].startswith("text/javascript")
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert response.headers["vary"] == "Accept-Encoding"
        assert int(response.headers["content-length"]) < len(script) // 10
        assert response.text == script  # the client undoes the gzip
    plain = client.get("/assets/framework-abc123.js", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    assert plain.text == script
    # Tiny files and pictures go as they are.
    tiny = client.get("/assets/index-abc123.js", headers={"Accept-Encoding": "gzip"})
    assert "content-encoding" not in tiny.headers
    (spa_dist / "assets" / "hero-abc123.webp").write_bytes(b"RIFF" + bytes(4000))
    picture = client.get("/assets/hero-abc123.webp", headers={"Accept-Encoding": "gzip"})
    assert "content-encoding" not in picture.headers


def test_pages_are_sent_gzipped_to_browsers_that_take_it(client: TestClient) -> None:
    zipped = client.get("/allproducts", headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["content-encoding"] == "gzip"
    assert zipped.headers["content-type"].startswith("text/html")
    # The page's language follows the cookie and Accept-Language too (issue 18).
    assert zipped.headers["vary"] == "Accept-Language, Cookie, Accept-Encoding"
    plain = client.get("/allproducts", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    assert zipped.text == plain.text
    missing = client.get("/nowhere", headers={"Accept-Encoding": "gzip"})
    assert missing.status_code == 404
    assert missing.headers["content-encoding"] == "gzip"


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("gzip, deflate, br", True),
        ("GZIP;q=0.8", True),
        ("*", True),
        ("br", False),
        ("gzip;q=0", False),
        ("*;q=0.5, gzip;q=0", False),
        ("gzip;q=nonsense", False),
        ("", False),
    ],
)
def test_accept_encoding_is_read_with_its_weights(header: str, expected: bool) -> None:
    assert accepts_gzip(header) is expected


def test_public_files_and_no_escape_from_dist(client: TestClient) -> None:
    assert client.get("/favicon.svg").status_code == 200
    escaped = client.get("/..%2F..%2Fetc%2Fpasswd")
    assert "root:" not in escaped.text


def test_unknown_api_route_gets_the_error_envelope(client: TestClient) -> None:
    response = client.get("/api/v1/nothing-here")
    assert response.status_code == 404
    assert response.json()["error"] == "not_found"
    assert response.json()["reason"] == "site.not_found"  # issue 28: worded by the client


def test_media_files_are_served(client: TestClient, settings: Settings) -> None:
    folder = Path(settings.media_dir) / "product-images"
    folder.mkdir(parents=True)
    (folder / "x.webp").write_bytes(b"RIFF0000WEBP")
    response = client.get("/media/product-images/x.webp")
    assert response.status_code == 200
    assert response.content == b"RIFF0000WEBP"


def test_healthz(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}


def test_openapi_document_is_served(client: TestClient) -> None:
    document = client.get("/api/openapi.json").json()
    assert "/api/v1/products" in document["paths"]
    assert "/api/v1/size-charts" in document["paths"]
