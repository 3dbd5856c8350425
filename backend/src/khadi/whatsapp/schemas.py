"""The WhatsApp updates as admins see them (issue 32): the outbox, the settings (the access
token never leaves the server: 'set' or 'not set') and an order's updates or wa.me link."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from khadi.kit.schema import ApiModel

Kind = Literal["confirmation", "shipped", "delivered"]


class WhatsAppMessageOut(ApiModel):
    id: str
    kind: Kind
    order_id: str
    to: str = Field(description="Digits with the country code")
    language: Literal["en", "kn", "hi"]
    status: Literal["queued", "sent", "failed"]
    attempts: int
    last_error: str = Field(description="Meta's last refusal; kept when it failed")
    created_at: datetime
    sent_at: datetime | None
    next_attempt_at: datetime


class WhatsAppPage(ApiModel):
    items: list[WhatsAppMessageOut]
    total: int
    page: int
    page_size: int
    configured: bool = Field(description="A phone number ID and an access token are saved")


class WhatsAppTemplates(ApiModel):
    confirmation: str = Field("", max_length=512)
    shipped: str = Field("", max_length=512)
    delivered: str = Field("", max_length=512)


class WhatsAppSettingsIn(ApiModel):
    phone_number_id: str = Field("", max_length=40)
    templates: WhatsAppTemplates = WhatsAppTemplates()
    access_token: str | None = Field(
        None, max_length=1000, description="Write-only. null keeps the saved token; '' removes it"
    )


class WhatsAppSettingsOut(ApiModel):
    phone_number_id: str
    templates: WhatsAppTemplates
    access_token: Literal["set", "not set"] = Field(description="The token itself is never sent")
    configured: bool


class WhatsAppLinkOut(ApiModel):
    url: str = Field(description="https://wa.me/<91number>?text=… in the shopper's language")
    kind: Kind = Field(description="Which update the text tells: where the order is now")


class OrderWhatsAppOut(ApiModel):
    configured: bool
    opted_in: bool = Field(description="The shopper agreed to WhatsApp updates at checkout")
    language: Literal["en", "kn", "hi"]
    link: WhatsAppLinkOut | None = Field(description="Only while WhatsApp is not set up")
    messages: list[WhatsAppMessageOut]
