"""The payment provider factory: KHADI_PAYMENT_PROVIDER's provider for an app (app.state.payments)
or a CLI command."""

from __future__ import annotations

from collections.abc import Mapping

from khadi.config import Settings
from khadi.db import Database
from khadi.events import EventBus
from khadi.payments import webhook
from khadi.payments.provider import PaymentProvider
from khadi.payments.razorpay import RazorpayProvider
from khadi.payments.sandbox import SandboxProvider


def create_provider(
    settings: Settings, database: Database, events: EventBus | None = None
) -> PaymentProvider:
    """KHADI_PAYMENT_PROVIDER's provider. The sandbox's webhooks go to our own handler, with the
    app's database and event bus."""
    if settings.payment_provider == "razorpay":
        return RazorpayProvider(
            settings.razorpay_key_id.strip(),
            settings.razorpay_key_secret.get_secret_value(),
            settings.razorpay_webhook_secret.get_secret_value(),
            timeout=settings.razorpay_timeout_seconds,
        )
    sandbox = SandboxProvider(
        database,
        key_secret=settings.sandbox_key_secret,
        webhook_secret=settings.sandbox_webhook_secret,
        webhook_delay=settings.sandbox_webhook_delay_seconds,
    )

    def deliver(body: bytes, headers: Mapping[str, str]) -> None:
        webhook.receive(database, sandbox, events, body, headers)

    sandbox.attach(deliver)
    return sandbox
