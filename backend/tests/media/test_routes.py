"""Uploading product images through the API, on the local folder and on an S3 bucket.

Issue 7 acceptance: a PNG and a JPEG are accepted and get variants; an SVG, a text file renamed
.jpg, a decompression bomb, an 11 MB file and a '../../etc/passwd' style name are each refused or
neutralised, and nothing outside the media store is touched — for both storage backends.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from PIL import Image

from khadi.accounts.models import User
from khadi.config import Settings
from tests.conftest import S3_TEST_PUBLIC_URL
from tests.media import images

UPLOADS = "/api/v1/admin/uploads"
MEDIA = "/api/v1/admin/media"
ONLY_IMAGES = "Only JPEG, PNG, WebP or GIF images are allowed"
KEY = re.compile(r"^product-images/\d{13}_[a-z0-9_-]+\.webp$")


@pytest.fixture
def admin(
    media_client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> TestClient:
    login_as(media_client, make_user(role="admin"))
    return media_client


def _base(settings: Settings) -> str:
    return S3_TEST_PUBLIC_URL if settings.media_backend == "s3" else "/media"


def _files_under(root: Path) -> set[Path]:
    return {path for path in root.rglob("*") if path.is_file()}


def test_png_is_stored_as_webp_with_variants(admin: TestClient, media_settings: Settings) -> None:
    response = images.upload(admin, images.png(1200, 800), "Kurta Front.PNG")

    assert response.status_code == 201, response.text
    body = response.json()
    assert set(body) == {"key", "url", "width", "height", "variants"}
    assert KEY.match(body["key"]) and body["key"].endswith("_kurta_front.webp")
    assert body["url"] == f"{_base(media_settings)}/{body['key']}"
    assert (body["width"], body["height"]) == (1200, 800)
    assert [v["width"] for v in body["variants"]] == [320, 640, 960]
    stem = body["key"].removesuffix(".webp")
    for variant in body["variants"]:
        assert variant["key"] == f"{stem}_w{variant['width']}.webp"
        assert variant["url"] == f"{_base(media_settings)}/{variant['key']}"
    assert images.stored_keys(admin) == {body["key"], *(v["key"] for v in body["variants"])}
    with Image.open(io.BytesIO(images.stored_bytes(admin, body["key"]))) as stored:
        assert (stored.format, stored.size) == ("WEBP", (1200, 800))


def test_jpeg_is_accepted_and_its_exif_and_gps_are_gone(admin: TestClient) -> None:
    photo = images.jpeg_with_gps(700, 500)
    assert images.CAMERA.encode() in photo

    response = images.upload(admin, photo, "IMG_2041.jpg")

    assert response.status_code == 201, response.text
    body = response.json()
    assert [v["width"] for v in body["variants"]] == [320, 640]  # none wider than the photo
    for key in [body["key"], *(v["key"] for v in body["variants"])]:
        data = images.stored_bytes(admin, key)
        assert images.CAMERA.encode() not in data
        assert b"Exif" not in data and b"GPS" not in data
        with Image.open(io.BytesIO(data)) as stored:
            assert not stored.getexif()
            assert "exif" not in stored.info and "xmp" not in stored.info


def test_category_folders_are_used_and_made_safe(admin: TestClient) -> None:
    body = images.upload(
        admin, images.webp(), "silk.webp", category="Fabrics", subCategory="Polyester"
    ).json()
    assert re.match(r"^fabrics/polyester/\d{13}_silk\.webp$", body["key"])

    hostile = images.upload(
        admin, images.png(), "../../etc/passwd", category="../..", subCategory="/etc"
    ).json()
    assert KEY.match(hostile["key"]) and hostile["key"].endswith("_etc_passwd.webp")


def test_hostile_names_write_nothing_outside_the_media_store(
    admin: TestClient, media_settings: Settings, tmp_path: Path
) -> None:
    before = _files_under(tmp_path)
    for name in ("../../etc/passwd", "..\\..\\boot.ini", "/tmp/x.png", "...png", ".env"):
        response = images.upload(
            admin, images.png(), name, category="../../..", subCategory="..%2f"
        )
        assert response.status_code == 201, (name, response.text)
        assert ".." not in response.json()["key"]
    new_files = _files_under(tmp_path) - before
    if media_settings.media_backend == "local":
        media_root = media_settings.media_dir.resolve()
        assert new_files and all(p.resolve().is_relative_to(media_root) for p in new_files)
    else:
        assert not new_files  # the bucket got them; the disk got nothing
    assert all(key.startswith("product-images/") for key in images.stored_keys(admin))


def test_gif_and_webp_are_accepted(admin: TestClient) -> None:
    assert images.upload(admin, images.animated_gif(), "loom.gif").status_code == 201
    assert images.upload(admin, images.webp(), "loom.webp").status_code == 201


@pytest.mark.parametrize(
    ("data", "filename"),
    [
        (images.SVG, "logo.svg"),
        (images.SVG, "logo.png"),
        (b"Dear customer, thank you for your order.\n", "notes.jpg"),
        (b"<html><script>alert(1)</script></html>", "page.gif"),
        (images.png()[:50], "broken.png"),
    ],
)
def test_non_images_are_refused_and_nothing_is_stored(
    admin: TestClient, data: bytes, filename: str
) -> None:
    response = images.upload(admin, data, filename)
    assert response.status_code == 422
    assert response.json()["message"] == ONLY_IMAGES
    assert images.stored_keys(admin) == set()


def test_a_decompression_bomb_is_refused_from_its_header(admin: TestClient) -> None:
    bomb = images.png_declaring(20_000, 20_000)
    assert len(bomb) < 1_000
    response = images.upload(admin, bomb, "bomb.png")
    assert response.status_code == 422
    assert response.json()["message"] == "Image is larger than 40 megapixels"
    assert images.stored_keys(admin) == set()


def test_an_11_mb_file_is_refused(admin: TestClient) -> None:
    eleven_mb = b"\xff\xd8\xff\xe0" + b"\x00" * (11 * 1024 * 1024)
    response = images.upload(admin, eleven_mb, "huge.jpg")
    assert response.status_code == 413
    assert response.json()["message"] == "Image is larger than 10 MB"
    assert images.stored_keys(admin) == set()


def test_a_file_just_over_the_limit_inside_a_small_form_is_refused(admin: TestClient) -> None:
    # Content-Length passes the quick check (it allows for the form's overhead); the file does not
    data = b"\x89PNG" + b"\x00" * (10 * 1024 * 1024 - 3)
    response = images.upload(admin, data, "edge.png")
    assert response.status_code == 413
    assert response.json()["message"] == "Image is larger than 10 MB"


def test_missing_file_is_explained(admin: TestClient) -> None:
    response = admin.post(UPLOADS, data={"category": "fabrics"})
    assert response.status_code == 422
    assert response.json()["message"] == "Choose an image to upload"
    response = admin.post(UPLOADS, files={"file": ("", b"", "image/png")})
    assert response.status_code == 422


def test_only_admins_upload(
    media_client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    assert images.upload(media_client, images.png()).status_code == 401
    login_as(media_client, make_user(role="user"))
    assert images.upload(media_client, images.png()).status_code == 403
    assert media_client.delete(MEDIA, params={"path": "product-images/x.webp"}).status_code == 403
    assert images.stored_keys(media_client) == set()


# --- deleting by path or link -----------------------------------------------------------------


def test_delete_by_link_or_path_removes_the_image_and_its_variants(admin: TestClient) -> None:
    first = images.upload(admin, images.png(1000, 700), "a.png").json()
    second = images.upload(admin, images.png(700, 700), "b.png").json()

    response = admin.delete(MEDIA, params={"url": first["url"]})
    assert response.status_code == 200, response.text
    assert response.json() == {"deleted": True, "filesRemoved": 4}
    # by a variant's path: the whole image goes
    response = admin.delete(MEDIA, params={"path": second["variants"][0]["key"]})
    assert response.json() == {"deleted": True, "filesRemoved": 3}
    assert images.stored_keys(admin) == set()
    again = admin.delete(MEDIA, params={"path": second["key"]})
    assert again.json() == {"deleted": False, "filesRemoved": 0}


@pytest.mark.parametrize(
    "params",
    [
        {"path": "../../etc/passwd"},
        {"path": "product-images/../../../etc/passwd"},
        {"path": "/etc/passwd"},
        {"path": "product-images/%2e%2e/x.webp"},
        {"path": "product-images/a.txt"},
        {"url": "https://evil.example/product-images/a.webp"},
        {"url": "/static/product-images/a.webp"},
        {"url": "/media/../var/khadi.db"},
        {},
        {"path": "product-images/a.webp", "url": "/media/product-images/a.webp"},
    ],
)
def test_delete_refuses_paths_outside_the_media_store(
    admin: TestClient, params: dict[str, str], tmp_path: Path
) -> None:
    kept = images.upload(admin, images.png(), "keep.png").json()
    outside = tmp_path / "outside.webp"
    outside.write_bytes(b"precious")

    response = admin.delete(MEDIA, params=params)

    assert response.status_code == 422
    assert response.json()["message"] == "Invalid media path"
    assert outside.read_bytes() == b"precious"
    assert kept["key"] in images.stored_keys(admin)
