"""Fixtures of the scale-out suite (`make test-scaleout`): one rig for the whole run, since
starting two app processes and nginx takes seconds; tests that share it keep to their own users,
products and client addresses."""

from __future__ import annotations

import io
import os
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

from tests_scaleout.cluster import ADMIN_EMAIL, ADMIN_PASSWORD, Cluster, running_cluster

SHOPPER_PASSWORD = "scale-out-shopper-1"


@pytest.fixture(scope="session")
def cluster() -> Iterator[Cluster]:
    with running_cluster() as rig:
        yield rig


def log_in(cluster: Cluster, base_url: str, email: str, password: str) -> str:
    """Log in through `base_url`; the session token from the cookie."""
    with cluster.client(base_url) as client:
        response = client.post("/api/v1/auth/login", json={"email": email, "password": password})
        assert response.status_code == 200, response.text
        token = response.cookies.get("khadi_session")
    assert token
    return token


def sign_up(cluster: Cluster, base_url: str, name: str = "Asha Shopper") -> str:
    """Sign a new shopper up through `base_url`; their e-mail (password SHOPPER_PASSWORD)."""
    email = f"shopper-{uuid.uuid4().hex[:8]}@khadi.test"
    with cluster.client(base_url) as client:
        response = client.post(
            "/api/v1/auth/signup",
            json={
                "name": name,
                "phone": "9876543210",
                "email": email,
                "password": SHOPPER_PASSWORD,
                "confirmPassword": SHOPPER_PASSWORD,
            },
        )
    assert response.status_code == 201, response.text
    return email


@pytest.fixture(scope="session")
def admin_token(cluster: Cluster) -> str:
    """The admin `khadi create-admin` made, logged in through nginx."""
    return log_in(cluster, cluster.site, ADMIN_EMAIL, ADMIN_PASSWORD)


def noisy_png(width: int, height: int) -> bytes:
    """A photo-sized PNG that does not compress: about width × height × 3 bytes."""
    buffer = io.BytesIO()
    Image.frombytes("RGB", (width, height), os.urandom(width * height * 3)).save(buffer, "PNG")
    return buffer.getvalue()


def upload_image(cluster: Cluster, admin_token: str, data: bytes, base_url: str) -> dict[str, Any]:
    with cluster.client(base_url, token=admin_token) as admin:
        response = admin.post(
            "/api/v1/admin/uploads",
            files={"file": ("honey.png", data, "application/octet-stream")},
        )
    assert response.status_code == 201, response.text
    image: dict[str, Any] = response.json()
    return image


def product_form(image: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {
        "title": "Forest Honey",
        "description": "Raw honey from the Western Ghats.",
        "price": "450",
        "category": "honey",
        "tags": ["honey"],
        "images": [image],
        "outOfStock": False,
        "comingSoon": False,
        "options": {"category": None, "availableSizes": [], "availableTypes": []},
        **fields,
    }


@pytest.fixture
def product(cluster: Cluster, admin_token: str) -> dict[str, Any]:
    """A new product, added through nginx with an image uploaded through nginx."""
    image = upload_image(cluster, admin_token, noisy_png(64, 48), cluster.site)
    with cluster.client(cluster.site, token=admin_token) as admin:
        response = admin.post("/api/v1/admin/products", json=product_form(image))
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created
