"""Resumable uploads over the tus 1.0 protocol, on both media backends.

The browser's tus-js-client creates an upload (POST), sends bytes (PATCH with Upload-Offset) and,
after a dropped connection, asks how far the server got (HEAD) and continues from there.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import anyio
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from khadi.accounts.models import User
from khadi.accounts.sessions import COOKIE_NAME
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.media.models import ResumableUpload, UploadChunk
from tests.media import images

TUS = "/api/v1/admin/uploads/tus"
V1 = {"Tus-Resumable": "1.0.0"}
OCTETS = {**V1, "Content-Type": "application/offset+octet-stream"}


def _metadata(**values: str) -> str:
    return ",".join(f"{k} {base64.b64encode(v.encode()).decode()}" for k, v in values.items())


class Admin:
    def __init__(self, client: TestClient, token: str) -> None:
        self.client = client
        self.token = token

    def create(self, length: int, **metadata: str) -> str:
        headers = {**V1, "Upload-Length": str(length)}
        if metadata:
            headers["Upload-Metadata"] = _metadata(**metadata)
        response = self.client.post(TUS, headers=headers)
        assert response.status_code == 201, response.text
        assert response.headers["Tus-Resumable"] == "1.0.0"
        assert response.headers["Upload-Expires"].endswith("GMT")
        location: str = response.headers["Location"]
        assert location.startswith(TUS + "/")
        return location

    def offset(self, location: str) -> int:
        response = self.client.head(location, headers=V1)
        assert response.status_code == 200
        assert response.headers["Cache-Control"] == "no-store"
        return int(response.headers["Upload-Offset"])

    def patch(self, location: str, offset: int, data: bytes) -> Any:
        return self.client.patch(
            location, content=data, headers={**OCTETS, "Upload-Offset": str(offset)}
        )

    def patch_and_drop(self, location: str, offset: int, sent: bytes, total: int) -> None:
        """A PATCH announcing `total` bytes whose connection drops after `sent` of them: the ASGI
        server tells the app 'http.disconnect' mid-body, as uvicorn does."""
        app = self.client.app
        headers = {
            **OCTETS,
            "Upload-Offset": str(offset),
            "Content-Length": str(total),
            "Host": "testserver",
            "Cookie": f"{COOKIE_NAME}={self.token}",
        }
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "PATCH",
            "scheme": "http",
            "path": location,
            "raw_path": location.encode(),
            "query_string": b"",
            "root_path": "",
            "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
            "client": ("127.0.0.1", 50000),
            "server": ("testserver", 80),
        }
        messages = [
            {"type": "http.request", "body": sent[: len(sent) // 2], "more_body": True},
            {"type": "http.request", "body": sent[len(sent) // 2 :], "more_body": True},
            {"type": "http.disconnect"},
        ]

        async def receive() -> dict[str, Any]:
            return messages.pop(0) if messages else {"type": "http.disconnect"}

        async def send(_: dict[str, Any]) -> None:
            pass  # nobody is listening any more

        async def run() -> None:
            await app(scope, receive, send)  # type: ignore[arg-type]

        anyio.run(run)

    def result(self, location: str) -> Any:
        return self.client.get(location)


@pytest.fixture
def admin(
    media_client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> Admin:
    token = login_as(media_client, make_user(role="admin"))
    return Admin(media_client, token)


def test_an_upload_cut_off_by_a_dropped_connection_continues_from_the_server_offset(
    admin: Admin, database: Database
) -> None:
    photo = images.jpeg_with_gps(1100, 900)
    assert len(photo) > 3 * 1024
    location = admin.create(len(photo), filename="Handloom Saree.jpg", filetype="image/jpeg")
    assert admin.offset(location) == 0

    first = admin.patch(location, 0, photo[:1024])
    assert first.status_code == 204
    assert first.headers["Upload-Offset"] == "1024"
    assert admin.offset(location) == 1024

    # the next chunk starts, then the connection drops after 1500 of its bytes
    admin.patch_and_drop(location, 1024, photo[1024:2524], total=len(photo) - 1024)
    held = admin.offset(location)
    assert held == 2524  # everything that arrived is kept

    # the client does not start again: it sends only the rest, from the offset HEAD reported
    rest = admin.patch(location, held, photo[held:])
    assert rest.status_code == 204
    assert rest.headers["Upload-Offset"] == str(len(photo))

    result = admin.result(location)
    assert result.status_code == 200, result.text
    image = result.json()
    assert image["key"].startswith("product-images/") and image["key"].endswith(
        "_handloom_saree.webp"
    )
    assert (image["width"], image["height"]) == (1100, 900)
    assert [v["width"] for v in image["variants"]] == [320, 640, 960]
    stored = images.stored_keys(admin.client)
    assert stored == {image["key"], *(v["key"] for v in image["variants"])}  # stored once
    assert images.CAMERA.encode() not in images.stored_bytes(admin.client, image["key"])

    # a repeated final PATCH, a repeated result call: still one image, and the bytes are gone
    assert admin.patch(location, len(photo), b"").status_code == 204
    assert admin.result(location).json() == image
    assert images.stored_keys(admin.client) == stored
    with database.sessions() as session:
        assert session.scalars(select(UploadChunk)).all() == []


def test_the_wrong_offset_is_refused_and_nothing_is_written(admin: Admin) -> None:
    data = images.png(300, 200)
    location = admin.create(len(data))
    assert admin.patch(location, 0, data[:100]).status_code == 204

    for stale in (0, 50, 150):
        response = admin.patch(location, stale, data[stale:])
        assert response.status_code == 409
    assert admin.offset(location) == 100

    too_long = admin.patch(location, 100, data[100:] + b"extra")
    assert too_long.status_code == 413
    assert admin.offset(location) == 100


def test_protocol_headers_are_checked(admin: Admin) -> None:
    location = admin.create(100)
    no_version = admin.client.patch(
        location,
        content=b"x",
        headers={"Content-Type": OCTETS["Content-Type"], "Upload-Offset": "0"},
    )
    assert no_version.status_code == 412
    assert no_version.headers["Tus-Version"] == "1.0.0"
    assert (no_version.json()["error"], no_version.json()["reason"]) == (
        "http_error",
        "media.unsupported_tus_version",
    )
    wrong_type = admin.client.patch(
        location, content=b"x", headers={**V1, "Upload-Offset": "0", "Content-Type": "image/png"}
    )
    assert wrong_type.status_code == 415
    no_offset = admin.client.patch(location, content=b"x", headers=OCTETS)
    assert no_offset.status_code == 422
    no_length = admin.client.post(TUS, headers={**V1, "Upload-Defer-Length": "1"})
    assert no_length.status_code == 422
    bad_metadata = admin.client.post(
        TUS, headers={**V1, "Upload-Length": "10", "Upload-Metadata": "filename !!!"}
    )
    assert bad_metadata.status_code == 422

    options = admin.client.options(TUS)
    assert options.status_code == 204
    assert options.headers["Tus-Version"] == "1.0.0"
    assert set(options.headers["Tus-Extension"].split(",")) == {
        "creation",
        "termination",
        "expiration",
    }
    assert options.headers["Tus-Max-Size"] == str(10 * 1024 * 1024)


def test_too_large_uploads_are_refused_at_creation(admin: Admin) -> None:
    response = admin.client.post(TUS, headers={**V1, "Upload-Length": str(11 * 1024 * 1024)})
    assert response.status_code == 413
    assert response.json()["message"] == "Image is larger than 10 MB"


def test_a_non_image_is_refused_when_complete_and_the_upload_is_dropped(admin: Admin) -> None:
    location = admin.create(len(images.SVG), filename="logo.svg")
    response = admin.patch(location, 0, images.SVG)
    assert response.status_code == 422
    assert response.json()["message"] == "Only JPEG, PNG, WebP or GIF images are allowed"
    assert admin.client.head(location, headers=V1).status_code == 404
    assert images.stored_keys(admin.client) == set()


def test_category_folders_come_from_the_metadata(admin: Admin) -> None:
    data = images.png(400, 300)
    location = admin.create(
        len(data), filename="../../etc/passwd", category="Fabrics", subCategory="Silk"
    )
    assert admin.patch(location, 0, data).status_code == 204
    key = admin.result(location).json()["key"]
    assert key.startswith("fabrics/silk/") and key.endswith("_etc_passwd.webp")


def test_termination_and_expiry(admin: Admin, database: Database) -> None:
    location = admin.create(500)
    assert admin.patch(location, 0, b"\x89PNG" + b"\x00" * 96).status_code == 204
    assert admin.result(location).status_code == 409  # not complete yet
    deleted = admin.client.delete(location, headers=V1)
    assert deleted.status_code == 204
    assert admin.client.head(location, headers=V1).status_code == 404
    with database.sessions() as session:
        assert session.scalars(select(UploadChunk)).all() == []

    stale = admin.create(500)
    with database.sessions.begin() as session:
        session.execute(update(ResumableUpload).values(expires_at=utcnow() - timedelta(minutes=1)))
    assert admin.client.head(stale, headers=V1).status_code == 410
    admin.create(10)  # creating an upload clears out expired ones
    assert admin.client.head(stale, headers=V1).status_code == 404


def test_uploads_belong_to_the_admin_who_started_them(
    admin: Admin,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    location = admin.create(100)
    admin.client.cookies.clear()
    login_as(admin.client, make_user(role="admin"))
    assert admin.client.head(location, headers=V1).status_code == 404
    assert admin.patch(location, 0, b"x").status_code == 404


def test_guests_and_users_cannot_use_resumable_uploads(
    media_client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    calls = [
        ("POST", TUS, {**V1, "Upload-Length": "10"}),
        ("HEAD", TUS + "/abc", V1),
        ("PATCH", TUS + "/abc", {**OCTETS, "Upload-Offset": "0"}),
        ("DELETE", TUS + "/abc", V1),
        ("GET", TUS + "/abc", V1),
        ("OPTIONS", TUS, V1),
    ]
    for method, path, headers in calls:
        assert media_client.request(method, path, headers=headers).status_code == 401
    login_as(media_client, make_user(role="user"))
    for method, path, headers in calls:
        assert media_client.request(method, path, headers=headers).status_code == 403
