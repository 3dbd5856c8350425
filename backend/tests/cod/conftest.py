from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.delivery.service import load_demo_charges


@pytest.fixture
def admin(
    app: Any, make_user: Callable[..., User], login_as: Callable[[TestClient, User], str]
) -> Iterator[TestClient]:
    """A second client, signed in as the shop's admin (`client` stays the shopper's)."""
    with TestClient(app) as admin_client:
        login_as(admin_client, make_user(role="admin", name="Meera Admin"))
        yield admin_client


@pytest.fixture
def demo_delivery(db_session: Session) -> None:
    """The demo's delivery charges: ₹60 for a shirt within Karnataka, free above ₹1,500."""
    load_demo_charges(db_session)
