"""What every served page and e-mail needs from the shop's settings: its name and tagline for
titles and Open Graph tags, its WhatsApp number for the chat button, its contact for e-mails.
One primary-key read per page, so an admin's save shows on the next load on every instance,
with no cache to invalidate."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.models import SETTINGS_ID, ShopSettings


@dataclass(frozen=True)
class ShopIdentity:
    name: str
    tagline: str
    whatsapp_number: str  # digits with the country code; empty: no chat button
    email: str = ""  # contact e-mail, for e-mails' footers and the shop's alerts
    phone: str = ""


DEFAULT_IDENTITY = ShopIdentity(
    name=DEFAULT_SETTINGS["name"],
    tagline=DEFAULT_SETTINGS["tagline"],
    whatsapp_number=DEFAULT_SETTINGS["whatsapp_number"],
)


def read_identity(session: Session) -> ShopIdentity:
    """The stored settings' identity; the neutral defaults before an admin saves."""
    row = session.get(ShopSettings, SETTINGS_ID)
    if row is None:
        return DEFAULT_IDENTITY
    return ShopIdentity(
        row.name or DEFAULT_IDENTITY.name, row.tagline, row.whatsapp_number, row.email, row.phone
    )
