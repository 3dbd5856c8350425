"""A real SMTP server on loopback for the mail tests (aiosmtpd): it keeps what arrives, parsed,
and can be told to refuse the next N messages with a 451 (a temporary failure)."""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller


@dataclass
class Received:
    mail_from: str
    rcpt_tos: list[str]
    message: EmailMessage

    @property
    def subject(self) -> str:
        return str(self.message["Subject"])

    def part(self, subtype: str) -> str:
        body = self.message.get_body(preferencelist=(subtype,))
        assert body is not None, f"no text/{subtype} part"
        return str(body.get_content())  # type: ignore[attr-defined]


@dataclass
class Inbox:
    received: list[Received] = field(default_factory=list)
    refuse_next: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        with self._lock:
            if self.refuse_next > 0:
                self.refuse_next -= 1
                return "451 4.3.0 Try again later"
            parsed = message_from_bytes(envelope.content, policy=policy.default)
            assert isinstance(parsed, EmailMessage)
            self.received.append(Received(envelope.mail_from, list(envelope.rcpt_tos), parsed))
        return "250 OK"

    def to(self, address: str) -> list[Received]:
        return [item for item in self.received if address in item.rcpt_tos]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class SmtpServer:
    def __init__(self) -> None:
        self.inbox = Inbox()
        self.port = free_port()
        self.controller = Controller(self.inbox, hostname="127.0.0.1", port=self.port)

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

    def __enter__(self) -> SmtpServer:
        self.controller.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.controller.stop()
