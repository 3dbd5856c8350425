"""Delivering the WhatsApp outbox for a running store: the Cloud API its settings name."""

from __future__ import annotations

from collections.abc import Callable

from khadi.config import Settings
from khadi.db import Database
from khadi.kit.periodic import Periodic
from khadi.whatsapp.cloud_api import CloudApi
from khadi.whatsapp.delivery import deliver_due


def cloud_api(settings: Settings) -> CloudApi:
    return CloudApi(
        settings.whatsapp_api_url, settings.whatsapp_api_version, settings.whatsapp_timeout_seconds
    )


def deliverer(settings: Settings, db: Database) -> Callable[[], int]:
    """One delivery round (the worker's every few seconds, `khadi whatsapp deliver` once)."""
    api = cloud_api(settings)

    def deliver() -> int:
        return deliver_due(db, api, max_attempts=settings.whatsapp_max_attempts)

    return deliver


def whatsapp_worker(settings: Settings, db: Database) -> Periodic | None:
    """Delivers the WhatsApp outbox every few seconds in a thread of `khadi serve`."""
    if not settings.whatsapp_worker:
        return None
    return Periodic("whatsapp", deliverer(settings, db), settings.whatsapp_poll_seconds)
