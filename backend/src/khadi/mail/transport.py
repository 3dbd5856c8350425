"""Where a composed e-mail goes: a real SMTP server (KHADI_SMTP_URL), or, without one, an .eml
file under var/mail/ so `make run` shows what would be sent.

    smtp://user:pass@host:587    STARTTLS when the server offers it; a password is only sent
                                 over TLS (or to a server on this machine)
    smtps://user:pass@host:465   TLS from the first byte
"""

from __future__ import annotations

import ipaddress
import smtplib
import ssl
from email.message import EmailMessage
from pathlib import Path
from typing import Protocol
from urllib.parse import unquote, urlsplit


class MailError(Exception):
    """A message could not be handed over; the text is kept on the outbox row."""


class Transport(Protocol):
    def send(self, message: EmailMessage) -> None: ...


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class SmtpTransport:
    def __init__(self, url: str, timeout: float = 20.0) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
            raise ValueError(
                "KHADI_SMTP_URL must look like smtp://user:pass@host:587 or smtps://…:465"
            )
        self.tls = parts.scheme == "smtps"
        self.host = parts.hostname
        self.port = parts.port or (465 if self.tls else 587)
        self.user = unquote(parts.username or "")
        self.password = unquote(parts.password or "")
        self.timeout = timeout

    def send(self, message: EmailMessage) -> None:
        context = ssl.create_default_context()
        try:
            if self.tls:
                client: smtplib.SMTP = smtplib.SMTP_SSL(
                    self.host, self.port, timeout=self.timeout, context=context
                )
            else:
                client = smtplib.SMTP(self.host, self.port, timeout=self.timeout)
            with client:
                client.ehlo()
                if not self.tls and client.has_extn("starttls"):
                    client.starttls(context=context)
                    client.ehlo()
                    secure = True
                else:
                    secure = self.tls
                if self.user:
                    if not secure and not _loopback(self.host):
                        raise MailError(
                            "The SMTP server offers no STARTTLS; not sending the password"
                        )
                    client.login(self.user, self.password)
                client.send_message(message)
        except (smtplib.SMTPException, OSError) as error:
            raise MailError(f"{type(error).__name__}: {error}"[:480]) from error


class FileTransport:
    """Writes each message to `<dir>/<outbox id>.eml` (the Message-ID's local part)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def send(self, message: EmailMessage) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        name = str(message["X-Khadi-Outbox-Id"] or "message")
        (self.directory / f"{name}.eml").write_bytes(bytes(message))


def transport_for(smtp_url: str, mail_dir: Path, timeout: float = 20.0) -> Transport:
    return SmtpTransport(smtp_url, timeout) if smtp_url else FileTransport(mail_dir)
