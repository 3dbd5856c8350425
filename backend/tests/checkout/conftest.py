"""Checkout fixtures: a signed-in shopper."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from khadi.accounts.models import User


@pytest.fixture
def shopper(
    client: TestClient,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> User:
    """A signed-in user; `client` carries their session."""
    user = make_user()
    login_as(client, user)
    return user
