"""What a message needs from the running store at delivery time, not at writing time: who it is
from, where the shop's alerts go, and the store's public address for links. So a message is
written anywhere a change happens (with only a database session at hand), and an address the
admin sets later still reaches the queued alerts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy.orm import Session

from khadi.config import Settings
from khadi.mail.compose import SITE_URL, sender
from khadi.shop.identity import read_identity

SHOP_ALERTS = "shop-alerts"  # to_address of a message for the shop itself


@dataclass(frozen=True)
class Envelope:
    mail_from: str
    alert_to: str  # empty: the shop has no address for alerts yet
    site_url: str


def envelope_reader(settings: Settings) -> Callable[[Session], Envelope]:
    def read(session: Session) -> Envelope:
        shop = read_identity(session)
        return Envelope(
            mail_from=sender(settings.mail_from, shop.name),
            alert_to=settings.shop_alert_email or shop.email,
            site_url=settings.site_url.rstrip("/"),
        )

    return read


def site_link(path: str) -> str:
    """A link into the store, e.g. site_link('/orders'), for a message body."""
    return SITE_URL + path
