"""Mail tests: a real SMTP server on loopback, settings that send to it, and a delivery round."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from pydantic import SecretStr

from khadi.config import Settings
from khadi.db import Database
from khadi.mail.service import deliverer
from tests.mail.smtp_server import SmtpServer

SHOP_EMAIL = "orders@gadagkhadi.in"


@pytest.fixture
def smtp() -> Iterator[SmtpServer]:
    with SmtpServer() as server:
        yield server


@pytest.fixture
def mail_settings(settings: Settings, smtp: SmtpServer) -> Settings:
    return settings.model_copy(
        update={
            "smtp_url": SecretStr(smtp.url),
            "mail_from": "Gadag Khadi <no-reply@gadagkhadi.in>",
            "shop_alert_email": SHOP_EMAIL,
            "site_url": "https://shop.gadagkhadi.in",
        }
    )


@pytest.fixture
def deliver(mail_settings: Settings, database: Database) -> Callable[[], int]:
    """One delivery round, as the worker in `khadi serve` runs it."""
    return deliverer(mail_settings, database)
