"""Return photos (issue 16): through the image pipeline (checked, re-encoded as WebP without
metadata) but private — never under /media, fetched only by the shopper who sent them and by
admins, attached to one return of theirs only."""

from __future__ import annotations

import io
from collections.abc import Callable
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from PIL import Image
from sqlalchemy import update
from sqlalchemy.orm import Session

from khadi.accounts.limits import Limit
from khadi.accounts.models import User
from khadi.cli import main
from khadi.config import Settings
from khadi.kit.time import utcnow
from khadi.media.errors import ONLY_IMAGES
from khadi.returns import photos
from khadi.returns.models import ReturnPhoto
from tests.cart.checks import refusal
from tests.media.images import CAMERA, jpeg_with_gps
from tests.returns.support import ask, delivered_order, upload_photo

PHOTO_UNAVAILABLE = "A photo was not found, or is already part of another return"


def test_a_photo_is_stripped_private_and_the_uploaders(
    client: TestClient,
    shopper: User,
    settings: Settings,
    make_user: Callable[..., User],
    login_as: Callable[..., str],
) -> None:
    uploaded = upload_photo(client, jpeg_with_gps(80, 60))

    assert uploaded.status_code == 201, uploaded.text
    photo = uploaded.json()
    assert photo["url"] == f"/api/v1/return-photos/{photo['id']}"
    fetched = client.get(photo["url"])
    assert fetched.status_code == 200 and fetched.headers["content-type"] == "image/webp"
    assert "private" in fetched.headers["cache-control"]
    with Image.open(io.BytesIO(fetched.content)) as image:
        assert (image.format, image.size) == ("WEBP", (80, 60))
        assert not image.getexif()
    assert CAMERA.encode() not in fetched.content
    stored = [p for p in settings.media_dir.rglob("*") if p.is_file()]
    assert stored == []  # nothing in the public media folder

    login_as(client, make_user())
    refusal(client.get(photo["url"]), 404, "Photo not found")
    login_as(client, make_user(role="admin"))
    assert client.get(photo["url"]).content == fetched.content
    client.cookies.clear()
    assert client.get(photo["url"]).status_code == 401
    assert upload_photo(client).status_code == 401


def test_only_images_and_at_most_three(
    client: TestClient, shopper: User, db_session: Session
) -> None:
    refusal(upload_photo(client, b"%PDF-1.4 not a picture"), 422, ONLY_IMAGES)
    order = delivered_order(db_session, shopper.id)
    ids = [upload_photo(client).json()["id"] for _ in range(4)]

    refusal(ask(client, order.id, [(0, 1)], photo_ids=ids), 422, "Add at most 3 photos")
    assert ask(client, order.id, [(0, 1)], photo_ids=ids[:3]).status_code == 201
    refusal(ask(client, order.id, [(0, 1)], photo_ids=ids[2:]), 422, PHOTO_UNAVAILABLE)
    refusal(ask(client, order.id, [(0, 1)], photo_ids=["NoSuchPhoto0000"]), 422, PHOTO_UNAVAILABLE)
    # the refused requests claimed nothing: one piece and the fabric are still returnable
    seen = client.get(f"/api/v1/orders/{order.id}").json()
    assert seen["returnable"] == [{"line": 0, "quantity": 2}, {"line": 1, "quantity": 2.5}]
    assert len(seen["returns"][0]["photos"]) == 3


def test_uploads_are_limited_per_hour(
    client: TestClient, shopper: User, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(photos, "PHOTO_LIMIT", Limit("return-photo-user", 2, timedelta(hours=1)))
    assert upload_photo(client).status_code == 201
    assert upload_photo(client).status_code == 201
    third = upload_photo(client)
    assert third.status_code == 429 and "Retry-After" in third.headers


@pytest.mark.usefixtures("cli_env")
def test_prune_media_removes_old_photos_no_return_took(
    client: TestClient,
    shopper: User,
    db_session: Session,
    capsys: pytest.CaptureFixture[str],
) -> None:
    order = delivered_order(db_session, shopper.id)
    kept, abandoned, fresh = (upload_photo(client).json() for _ in range(3))
    assert ask(client, order.id, [(0, 1)], photo_ids=[kept["id"]]).status_code == 201
    db_session.execute(
        update(ReturnPhoto)
        .where(ReturnPhoto.id.in_([kept["id"], abandoned["id"]]))
        .values(created_at=utcnow() - timedelta(hours=3))
    )
    db_session.commit()

    assert main(["prune-media", "--older-than-hours", "1"]) == 0

    assert capsys.readouterr().out.splitlines()[-1] == "return photos pruned: 1 no return took"
    assert client.get(abandoned["url"]).status_code == 404
    assert client.get(kept["url"]).status_code == 200
    assert client.get(fresh["url"]).status_code == 200


def _one_colour(width: int, height: int, kind: str) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 40, 40)).save(buffer, kind)
    return buffer.getvalue()


def test_a_shoppers_photo_is_at_most_13_megapixels(client: TestClient, shopper: User) -> None:
    """A one-colour 4500×4500 PNG is a few kB but 20 megapixels to decode (issue 29): refused
    before a pixel is decoded, while a phone's 12 MP photo, turned on its side, is taken."""
    huge = _one_colour(4500, 4500, "PNG")
    assert len(huge) < 200_000
    refusal(upload_photo(client, huge), 422, "Image is larger than 13 megapixels")

    uploaded = upload_photo(client, jpeg_with_gps(4032, 3024, orientation=6))
    assert uploaded.status_code == 201, uploaded.text
    with Image.open(io.BytesIO(client.get(uploaded.json()["url"]).content)) as image:
        assert image.size == (1200, 1600)  # shrunk to 1600 on its long side, upright


def test_a_photo_is_shrunk_while_it_is_decoded() -> None:
    """A JPEG is decoded at a fraction of its size (its decoder's draft mode), any other format
    is reduced before the final resample: the pixels come out at most 1600 on a side."""
    from khadi.media.validation import UploadLimits, decode_upload

    limits = UploadLimits(10, 13)
    for kind in ("JPEG", "PNG", "WEBP"):
        image = decode_upload(_one_colour(4000, 3000, kind), limits, fit=1600)
        assert image.size == (1600, 1200), kind
