from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.delivery.models import SETTINGS_ID, DeliverySettings
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
def threshold_1000(db_session: Session) -> None:
    """The demo's delivery charges with free delivery from ₹1,000 of goods."""
    load_demo_charges(db_session)
    row = db_session.get(DeliverySettings, SETTINGS_ID)
    assert row is not None
    row.free_above = 100_000
    db_session.commit()
