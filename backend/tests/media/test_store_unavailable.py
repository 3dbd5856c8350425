"""A media store that refuses writes (issue 29, finding 6): a read-only folder (EROFS) or a
bucket that is gone. An upload answers 503 with a message saying so, not 500 "Something went
wrong", and `/readyz` tells the load balancer this instance cannot take uploads."""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from khadi.accounts.models import User
from khadi.config import Settings
from tests.media import images

UNAVAILABLE = "Images cannot be saved right now: the image store is unavailable. Try later"


def _break_the_store(monkeypatch: pytest.MonkeyPatch, settings: Settings) -> None:
    """Writes fail the way the store's own failure would: EROFS in the folder, no bucket."""
    if settings.media_backend == "s3":
        import boto3

        s3 = boto3.resource("s3", region_name="us-east-1")
        s3.Bucket(settings.s3_bucket).objects.all().delete()
        s3.Bucket(settings.s3_bucket).delete()
        return
    real = Path.write_bytes

    def read_only(path: Path, data: Any) -> int:
        if path.is_relative_to(settings.media_dir.resolve()):
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real(path, data)

    monkeypatch.setattr(Path, "write_bytes", read_only)


def test_an_upload_to_a_store_that_refuses_writes_answers_503(
    media_client: TestClient,
    media_settings: Settings,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    login_as(media_client, make_user(role="admin"))
    assert media_client.get("/readyz").json() == {"status": "ready"}
    _break_the_store(monkeypatch, media_settings)

    response = images.upload(media_client, images.png())

    assert response.status_code == 503, response.text
    assert response.json()["error"] == "media_unavailable"
    assert response.json()["message"] == UNAVAILABLE
    assert response.headers["retry-after"] == "60"
    ready = media_client.get("/readyz")
    assert ready.status_code == 503
    reason = (
        "media bucket unreachable"
        if media_settings.media_backend == "s3"
        else ("media store not writable")
    )
    assert ready.json() == {"status": "not ready", "reason": reason}
