"""WhatsApp tests: a faked Meta at the transport, the shop's WhatsApp settings saved, an admin."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.models import User
from khadi.db import Database
from khadi.delivery.service import load_demo_charges
from khadi.whatsapp.cloud_api import CloudApi
from khadi.whatsapp.delivery import deliver_due
from khadi.whatsapp.settings import save_settings
from tests.whatsapp.fake_meta import FakeMeta

PHONE_NUMBER_ID = "106540352242922"


@pytest.fixture
def meta() -> FakeMeta:
    return FakeMeta()


@pytest.fixture
def api(meta: FakeMeta) -> CloudApi:
    return CloudApi("https://graph.facebook.com", "v21.0", 5.0, transport=meta.transport())


@pytest.fixture
def configured(db_session: Session, meta: FakeMeta) -> None:
    """The shop has a WhatsApp number and token (the default template names)."""
    save_settings(db_session, PHONE_NUMBER_ID, {}, meta.token)


@pytest.fixture
def deliver(database: Database, api: CloudApi) -> Callable[..., int]:
    def run(**options: Any) -> int:
        return deliver_due(database, api, **options)

    return run


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
    load_demo_charges(db_session)
