"""Where the WhatsApp worker sends (issue 32): Meta's Graph API by default; in production never
over plain HTTP to another machine (the access token travels in the header), though a stand-in
on this machine (the scale-out rig's) may speak HTTP."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from khadi.config import Settings

PRODUCTION = {
    "env": "production",
    "secret_key": "x" * 40,
    "database_url": "postgresql://shop@db.internal/khadi",
    "payment_provider": "razorpay",
    "razorpay_key_id": "rzp_live_x",
    "razorpay_key_secret": "secret",
    "razorpay_webhook_secret": "webhook",
}


def test_the_default_is_metas_graph_api() -> None:
    settings = Settings(env="test")
    assert (settings.whatsapp_api_url, settings.whatsapp_api_version) == (
        "https://graph.facebook.com",
        "v21.0",
    )


def test_production_refuses_plain_http_to_another_machine() -> None:
    with pytest.raises(ValidationError, match="KHADI_WHATSAPP_API_URL must be https"):
        Settings(**PRODUCTION, whatsapp_api_url="http://graph.example.com")  # type: ignore[arg-type]
    local = Settings(**PRODUCTION, whatsapp_api_url="http://127.0.0.1:9100/")  # type: ignore[arg-type]
    assert local.whatsapp_api_url == "http://127.0.0.1:9100"


@pytest.mark.parametrize("version", ["21.0", "v21", "latest"])
def test_an_api_version_must_look_like_metas(version: str) -> None:
    with pytest.raises(ValidationError, match=r"must look like v21\.0"):
        Settings(env="test", whatsapp_api_version=version)
