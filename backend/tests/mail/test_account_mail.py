"""The account e-mails as they arrive (issue 14): the reset link (whose body the outbox forgets
once sent) and the notice after a password change, parsed from the MIME a real server got."""

from __future__ import annotations

import re
from collections.abc import Callable

from fastapi.testclient import TestClient

from khadi.accounts import password_reset
from khadi.accounts.models import User
from khadi.accounts.passwords import Passwords
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from tests.conftest import TEST_PASSWORD
from tests.mail.smtp_server import SmtpServer


def test_the_reset_link_and_the_change_notice_arrive(
    database: Database,
    passwords: Passwords,
    make_user: Callable[..., User],
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    make_user(email="kavya@example.in", name="Kavya Kulkarni")
    with database.sessions() as session:
        password_reset.request_reset(session, "kavya@example.in", limit=3, valid_minutes=30)
    assert deliver() == 1
    [reset] = smtp.inbox.to("kavya@example.in")
    assert reset.subject == "Reset your Khadi Store password"
    text = reset.part("plain")
    assert "Hello Kavya Kulkarni" in text and "for 30 minutes" in text
    link = re.search(r"https://shop\.gadagkhadi\.in/reset-password\?token=([\w-]+)", text)
    assert link is not None
    assert link.group(0) in reset.part("html")

    with database.sessions() as session:
        password_reset.reset_password(session, passwords, link.group(1), "abcdef12", "abcdef12")
    assert deliver() == 1
    notice = smtp.inbox.to("kavya@example.in")[1]
    assert notice.subject == "Your Khadi Store password was changed"
    assert "every other device was signed out" in notice.part("plain")


def test_a_signed_in_password_change_sends_one_notice(
    mail_settings: Settings,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
    smtp: SmtpServer,
    deliver: Callable[[], int],
) -> None:
    user = make_user(email="imran@example.in", name="Imran Mulla")
    with TestClient(create_app(mail_settings, database)) as client:
        login_as(client, user)
        body = {
            "currentPassword": TEST_PASSWORD,
            "newPassword": "handloom-99",
            "confirmPassword": "handloom-99",
        }
        assert client.post("/api/v1/account/password", json=body).status_code == 200
    assert deliver() == 1
    [notice] = smtp.inbox.to("imran@example.in")
    assert notice.subject == "Your Khadi Store password was changed"
    assert "Hello Imran Mulla" in notice.part("plain")
