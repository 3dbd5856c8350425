"""`khadi prune-media`: the cron job that removes uploads no product shows."""

from __future__ import annotations

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update
from sqlalchemy.orm import Session

from khadi.cli import main
from khadi.kit.time import utcnow
from khadi.media.models import MediaImage
from tests.media import images
from tests.shop.support import ADMIN_SHOP, settings_form


def _upload(admin_client: TestClient, name: str) -> dict[str, object]:
    response = images.upload(admin_client, images.png(640, 480), name)
    assert response.status_code == 201, response.text
    record: dict[str, object] = response.json()
    return record


@pytest.mark.usefixtures("cli_env")
def test_prune_media_removes_only_old_images_no_product_shows(
    admin_client: TestClient, db_session: Session, capsys: pytest.CaptureFixture[str]
) -> None:
    shown = _upload(admin_client, "shown.png")
    abandoned = _upload(admin_client, "abandoned.png")
    fresh = _upload(admin_client, "fresh.png")
    product = {
        "title": "Ilkal Saree",
        "description": "Handwoven in Ilkal.",
        "price": "2499",
        "category": "fabrics",
        "subCategory": "silk",
        "tags": ["saree"],
        "images": [shown],
        "outOfStock": False,
        "comingSoon": False,
        "options": {"category": None, "availableSizes": [], "availableTypes": []},
    }
    assert admin_client.post("/api/v1/admin/products", json=product).status_code == 201
    three_hours_ago = utcnow() - timedelta(hours=3)
    db_session.execute(
        update(MediaImage)
        .where(MediaImage.key.in_([shown["key"], abandoned["key"]]))
        .values(created_at=three_hours_ago)
    )
    db_session.commit()

    code = main(["prune-media", "--older-than-hours", "1"])

    assert code == 0
    assert capsys.readouterr().out.splitlines() == [
        "media pruned: 1 unused images removed, 0 failed",
        "return photos pruned: 0 no return took",
    ]
    stored = images.stored_keys(admin_client)
    assert abandoned["key"] not in stored
    assert {shown["key"], fresh["key"]} <= stored  # shown by a product; too recent to judge
    assert admin_client.get(f"/media/{shown['key']}").status_code == 200


@pytest.mark.usefixtures("cli_env")
def test_prune_media_refuses_a_margin_under_an_hour(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prune-media", "--older-than-hours", "0"]) == 2
    assert capsys.readouterr().err.strip() == "khadi: --older-than-hours must be 1 or more"


@pytest.mark.usefixtures("cli_env")
def test_prune_media_keeps_the_shop_logo(
    admin_client: TestClient, db_session: Session, capsys: pytest.CaptureFixture[str]
) -> None:
    logo = _upload(admin_client, "logo.png")
    saved = admin_client.put(ADMIN_SHOP, json=settings_form(logoKey=logo["key"]))
    assert saved.status_code == 200, saved.text
    db_session.execute(update(MediaImage).values(created_at=utcnow() - timedelta(hours=3)))
    db_session.commit()

    assert main(["prune-media", "--older-than-hours", "1"]) == 0

    assert "0 unused images removed" in capsys.readouterr().out
    assert logo["key"] in images.stored_keys(admin_client)
