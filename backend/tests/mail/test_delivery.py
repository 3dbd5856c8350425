"""Delivering the outbox (issue 14): a refusing SMTP server gets the message again later and it
arrives once; a day of refusals marks it failed with the server's answer for admins; two
instances on one database send every row once; without SMTP the message is an .eml file."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from email import message_from_bytes, policy
from pathlib import Path

from fastapi.testclient import TestClient
from pydantic import SecretStr
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.delivery import backoff, deliver_due
from khadi.mail.envelope import envelope_reader
from khadi.mail.models import FAILED, QUEUED, SENT, OutboxMessage
from khadi.mail.outbox import Message, enqueue
from khadi.mail.service import deliverer
from khadi.mail.transport import FileTransport, SmtpTransport
from tests.mail.smtp_server import SmtpServer
from tests.waits import run_together


def _queue(db: Session, count: int = 1, to: str = "asha@example.in", **extra: object) -> list[str]:
    keys = []
    for n in range(count):
        message = Message(
            kind="test_notice", to=to, subject=f"Notice {n}", text=f"Hello {n}",
            html=f"<p>Hello {n}</p>", **extra,  # type: ignore[arg-type]
        )  # fmt: skip
        key = f"test:{n}:{utcnow().timestamp()}"
        assert enqueue(db, message, key)
        assert not enqueue(db, message, key)  # the same key again is not a second message
        keys.append(key)
    db.commit()
    return keys


def _rows(database: Database) -> list[OutboxMessage]:
    with database.sessions() as session:
        rows = list(session.scalars(select(OutboxMessage).order_by(OutboxMessage.subject)))
        session.expunge_all()
        return rows


def test_a_server_that_refuses_twice_then_accepts_gets_the_message_once(
    mail_settings: Settings, database: Database, db_session: Session, smtp: SmtpServer
) -> None:
    _queue(db_session)
    transport = SmtpTransport(smtp.url)
    envelope = envelope_reader(mail_settings)
    smtp.inbox.refuse_next = 2
    now = utcnow()

    assert deliver_due(database, transport, envelope, now=now) == 0
    row = _rows(database)[0]
    assert (row.status, row.attempts) == (QUEUED, 1)
    assert "451" in row.last_error
    # Not due again before its backoff.
    assert deliver_due(database, transport, envelope, now=now + timedelta(seconds=30)) == 0
    assert _rows(database)[0].attempts == 1

    later = now + backoff(1)
    assert deliver_due(database, transport, envelope, now=later) == 0  # refused again
    assert deliver_due(database, transport, envelope, now=later + backoff(2)) == 1
    assert deliver_due(database, transport, envelope, now=later + timedelta(hours=2)) == 0

    assert [m.subject for m in smtp.inbox.received] == ["Notice 0"]
    row = _rows(database)[0]
    assert (row.status, row.attempts) == (SENT, 3)


def test_after_a_day_of_refusals_the_message_is_failed_and_admins_see_why(
    mail_settings: Settings,
    database: Database,
    db_session: Session,
    smtp: SmtpServer,
    admin_client: TestClient,
) -> None:
    _queue(db_session)
    smtp.inbox.refuse_next = 1000
    transport, envelope = SmtpTransport(smtp.url), envelope_reader(mail_settings)
    give_up = timedelta(hours=24)
    now = utcnow()
    moment = now
    while _rows(database)[0].status == QUEUED:
        deliver_due(database, transport, envelope, now=moment, give_up=give_up)
        moment += timedelta(hours=1, seconds=1)
        assert moment < now + timedelta(days=2), "never gave up"
    row = _rows(database)[0]
    assert row.status == FAILED
    assert moment - now >= give_up
    assert smtp.inbox.received == []

    listed = admin_client.get("/api/v1/admin/mail").json()
    item = listed["items"][0]
    assert (item["status"], item["to"], item["subject"]) == (
        "failed",
        "asha@example.in",
        "Notice 0",
    )
    assert "451" in item["lastError"]


def test_two_instances_deliver_every_row_once(
    mail_settings: Settings,
    database_url: str,
    db_session: Session,
    smtp: SmtpServer,
) -> None:
    _queue(db_session, count=30)
    first, second = Database(database_url), Database(database_url)
    try:
        rounds = run_together(
            [deliverer(mail_settings, first), deliverer(mail_settings, second)] * 2
        )
    finally:
        first.dispose()
        second.dispose()
    assert sum(rounds) == 30
    subjects = sorted(m.subject for m in smtp.inbox.received)
    assert subjects == sorted(f"Notice {n}" for n in range(30))


def test_without_smtp_each_message_is_an_eml_file(
    settings: Settings, database: Database, db_session: Session, tmp_path: Path
) -> None:
    _queue(db_session, count=2)
    sent = deliverer(settings.model_copy(update={"smtp_url": SecretStr("")}), database)()
    assert sent == 2
    files = sorted((settings.mail_dir).glob("*.eml"))
    assert len(files) == 2
    parsed = message_from_bytes(files[0].read_bytes(), policy=policy.default)
    assert parsed["To"] == "asha@example.in"
    assert parsed["From"] == "Khadi Store <no-reply@localhost>"
    assert str(parsed["Subject"]).startswith("Notice ")


def test_a_sensitive_body_is_blanked_once_sent(
    mail_settings: Settings,
    database: Database,
    db_session: Session,
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    _queue(db_session, sensitive=True)
    assert deliver() == 1
    assert smtp.inbox.received[0].part("plain").startswith("Hello 0")
    row = _rows(database)[0]
    assert (row.text_body, row.html_body, row.status) == ("", "", SENT)


def test_shop_alerts_wait_for_an_address(
    mail_settings: Settings, database: Database, db_session: Session, smtp: SmtpServer
) -> None:
    _queue(db_session, to="shop-alerts")
    nowhere = mail_settings.model_copy(update={"shop_alert_email": ""})
    assert deliverer(nowhere, database)() == 0
    assert "no address for alerts" in _rows(database)[0].last_error
    later = utcnow() + timedelta(minutes=2)
    sent = deliver_due(database, SmtpTransport(smtp.url), envelope_reader(mail_settings), now=later)
    assert sent == 1
    assert smtp.inbox.received[0].rcpt_tos == ["orders@gadagkhadi.in"]


def test_mail_is_listed_for_admins_only(client: TestClient) -> None:
    assert client.get("/api/v1/admin/mail").status_code == 401  # tests/test_route_access: 403 too


def test_file_transport_names_files_by_outbox_id(tmp_path: Path) -> None:
    from email.message import EmailMessage

    message = EmailMessage()
    message["X-Khadi-Outbox-Id"] = "abc123"
    message.set_content("hi")
    FileTransport(tmp_path / "mail").send(message)
    assert (tmp_path / "mail" / "abc123.eml").is_file()
