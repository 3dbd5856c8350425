"""Upload attacks not covered by tests/media/test_routes.py (which has SVG with script, a text
file renamed .jpg, a decompression bomb's header, 11 MB, path-traversal names) and
tests/media/test_validation.py: polyglots, names and content types that lie, an empty file, and
a hostile resumable upload's metadata. What is stored is always a re-encoded WebP under a key of
our making, served as image/webp with nosniff: nothing a file carried along survives.
"""

from __future__ import annotations

import base64
import io
import struct
import zipfile
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from PIL import Image

from khadi.accounts.models import User
from tests.hostile.support import SAME_ORIGIN, assert_refusal, assert_security_headers
from tests.media import images

UPLOADS = "/api/v1/admin/uploads"
ONLY_IMAGES = "Only JPEG, PNG, WebP or GIF images are allowed"
SCRIPT = b"<html><script>alert(document.cookie)</script></html>"


@pytest.fixture
def admin(
    client: TestClient, make_user: Callable[..., User], login_as: Callable[[TestClient, User], str]
) -> TestClient:
    login_as(client, make_user(role="admin"))
    return client


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("Exploit.class", b"\xca\xfe\xba\xbe" + b"\x00" * 64)
    return buffer.getvalue()


def _jpeg_with_comment(comment: bytes) -> bytes:
    photo = images.jpeg(64, 48)
    segment = b"\xff\xfe" + struct.pack(">H", len(comment) + 2) + comment
    return photo[:2] + segment + photo[2:]  # right after the start-of-image marker


POLYGLOTS = {
    "png-then-html": images.png() + SCRIPT,
    "gif-then-zip": images.animated_gif() + _zip(),  # a "GIFAR"
    "jpeg-comment-script": _jpeg_with_comment(SCRIPT),
    "png-with-html-text-chunk": images.png()[:-12]
    + images._chunk(b"tEXt", b"x\x00" + SCRIPT)
    + images.png()[-12:],
}


@pytest.mark.parametrize("name", sorted(POLYGLOTS))
def test_polyglots_keep_only_their_pixels(admin: TestClient, name: str) -> None:
    response = images.upload(admin, POLYGLOTS[name], f"{name}.html")
    assert response.status_code == 201, response.text
    key = response.json()["key"]
    assert key.endswith(".webp") and ".html" not in key

    for stored in images.stored_keys(admin):
        data = images.stored_bytes(admin, stored)
        assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
        assert b"<script" not in data and b"PK\x03\x04" not in data and b"Exploit" not in data

    served = admin.get(f"/media/{key}")
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/webp"
    assert_security_headers(served.headers)


@pytest.mark.parametrize(
    ("filename", "content_type"),
    [
        ("invoice.html", "text/html"),
        ("logo.svg", "image/svg+xml"),
        ("shell.php", "application/x-php"),
        ("setup.exe", "application/x-msdownload"),
        ("photo.png.js", "application/javascript"),
        ("no-extension", "image/png"),
    ],
)
def test_names_and_content_types_that_lie_change_nothing(
    admin: TestClient, filename: str, content_type: str
) -> None:
    response = admin.post(
        UPLOADS, files={"file": (filename, images.png(), content_type)}, headers=SAME_ORIGIN
    )
    assert response.status_code == 201, response.text
    key = response.json()["key"]
    assert key.startswith("product-images/") and key.endswith(".webp")
    assert admin.get(f"/media/{key}").headers["content-type"] == "image/webp"


@pytest.mark.parametrize(
    "data",
    [b"", b"GIF89a" + SCRIPT, b"\x89PNG\r\n\x1a\n" + SCRIPT, b"\xff\xd8\xff" + SCRIPT],
    ids=["empty", "gif-magic-html", "png-magic-html", "jpeg-magic-html"],
)
def test_files_that_only_start_like_images_are_refused(admin: TestClient, data: bytes) -> None:
    response = images.upload(admin, data, "photo.png")
    assert assert_refusal(response, 422)["message"] == ONLY_IMAGES
    assert images.stored_keys(admin) == set()


def _metadata(**values: bytes) -> str:
    return ",".join(f"{key} {base64.b64encode(value).decode()}" for key, value in values.items())


@pytest.mark.parametrize(
    "metadata",
    [
        _metadata(filename=b"ph\x00oto.png"),
        _metadata(filename=b"\xff\xfe not utf-8"),
        _metadata(category=b"fab\x00rics"),
        "filename not-base64!",
        "filename " + "QQ==" * 2000,
    ],
    ids=["nul-name", "not-utf8", "nul-category", "not-base64", "huge"],
)
def test_hostile_resumable_metadata_is_refused(admin: TestClient, metadata: str) -> None:
    headers = {
        **SAME_ORIGIN,
        "Tus-Resumable": "1.0.0",
        "Upload-Length": "100",
        "Upload-Metadata": metadata,
    }
    response = admin.post(f"{UPLOADS}/tus", headers=headers)
    assert assert_refusal(response, 422)["message"] == "Invalid Upload-Metadata"


def test_a_resumable_upload_with_a_traversal_name_lands_in_the_store(admin: TestClient) -> None:
    photo = images.png()
    headers = {
        **SAME_ORIGIN,
        "Tus-Resumable": "1.0.0",
        "Upload-Length": str(len(photo)),
        "Upload-Metadata": _metadata(filename=b"../../../etc/passwd", category=b"../../.."),
    }
    location = admin.post(f"{UPLOADS}/tus", headers=headers).headers["location"]
    patched = admin.patch(
        location,
        content=photo,
        headers={
            **SAME_ORIGIN,
            "Tus-Resumable": "1.0.0",
            "Upload-Offset": "0",
            "Content-Type": "application/offset+octet-stream",
        },
    )
    assert patched.status_code == 204, patched.text
    key = admin.get(location, headers={"Tus-Resumable": "1.0.0"}).json()["key"]
    assert key.startswith("product-images/") and ".." not in key
    assert key.endswith("_etc_passwd.webp")


@pytest.mark.parametrize(
    ("content", "boundary"),
    [
        (b"--b\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n" * 6 + b"--b--\r\n", "b"),
        (b"not a form at all", "b"),
        (b"--b\r\nContent-Disposition: form-data; name=category\r\n\r\n" + b"x" * 5000, "b"),
    ],
    ids=["too-many-fields", "no-parts", "long-text-part"],
)
def test_forms_that_cannot_be_parsed_are_a_clear_422(
    admin: TestClient, content: bytes, boundary: str
) -> None:
    headers = {**SAME_ORIGIN, "Content-Type": f"multipart/form-data; boundary={boundary}"}
    response = admin.post(UPLOADS, content=content, headers=headers)
    assert_refusal(response, 422)
    assert images.stored_keys(admin) == set()


@pytest.mark.parametrize("kind", ["PNG", "GIF", "WEBP", "JPEG"])
def test_a_shoppers_cheap_bytes_of_many_pixels_are_refused(
    client: TestClient, shopper: User, kind: str
) -> None:
    """Any signed-in shopper may send a return photo: one colour over 4200×4200 pixels packs into
    a few kB yet asks for 70 MB of pixels; it is refused from its header, in every format."""
    buffer = io.BytesIO()
    Image.new("RGB", (4200, 4200), (200, 40, 40)).save(buffer, kind)
    response = client.post(
        "/api/v1/return-photos",
        files={"file": (f"damage.{kind.lower()}", buffer.getvalue(), f"image/{kind.lower()}")},
        headers=SAME_ORIGIN,
    )
    assert_refusal(response, 422)
    assert response.json()["message"] == "Image is larger than 13 megapixels"
