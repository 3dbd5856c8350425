"""Catalogue test fixtures for the dashboard's product tests: an uploaded image, a valid form."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.media import images

PRODUCTS = "/api/v1/admin/products"
ALL_REQUIRED = "All fields are required"

Upload = Callable[..., dict[str, Any]]


@pytest.fixture
def uploaded(admin_client: TestClient) -> Upload:
    """uploaded(width=…, name=…) -> the image record the upload endpoint returns."""

    # Small by default (one 320 px variant): every product form uploads two, and encoding larger
    # pictures was a good part of the admin tests' time. Tests about sizes pass their own.
    def _upload(width: int = 400, height: int = 300, name: str = "photo.png") -> dict[str, Any]:
        response = images.upload(admin_client, images.png(width, height), name)
        assert response.status_code == 201, response.text
        record: dict[str, Any] = response.json()
        return record

    return _upload


@pytest.fixture
def form(uploaded: Upload) -> dict[str, Any]:
    """A valid fabric product form, as the admin screen sends it."""
    return {
        "title": "Handwoven Silk Fabric",
        "description": "Pure silk woven on pit looms in Ilkal.",
        "price": "149.50",
        "category": "fabrics",
        "subCategory": "silk",
        "tags": ["fabric", "silk"],
        "images": [uploaded(name="silk-1.png"), uploaded(name="silk-2.png")],
        "outOfStock": False,
        "comingSoon": False,
        "options": {"category": None, "availableSizes": [], "availableTypes": []},
    }
