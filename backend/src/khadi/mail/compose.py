"""An outbox row as a MIME message: plain text and HTML alternatives, UTF-8."""

from __future__ import annotations

from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid

from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage

SITE_URL = "{{site_url}}"  # in a body: the store's public address, filled in when sent


def sender(mail_from: str, shop_name: str) -> str:
    """KHADI_MAIL_FROM, else the shop's name at a local address (the file transport's case)."""
    if mail_from:
        return mail_from
    return str(Address(display_name=shop_name, username="no-reply", domain="localhost"))


def compose(row: OutboxMessage, mail_from: str, to: str, site_url: str) -> EmailMessage:
    """The row as sent: from `mail_from` to `to`, its links pointing at `site_url`."""
    message = EmailMessage()
    message["From"] = mail_from
    message["To"] = to
    message["Subject"] = row.subject
    message["Date"] = format_datetime(utcnow())
    domain = mail_from.rpartition("@")[2].strip("> ") or "localhost"
    message["Message-ID"] = make_msgid(idstring=row.id, domain=domain)
    message["X-Khadi-Outbox-Id"] = row.id
    message.set_content(row.text_body.replace(SITE_URL, site_url))
    message.add_alternative(row.html_body.replace(SITE_URL, site_url), subtype="html")
    return message
