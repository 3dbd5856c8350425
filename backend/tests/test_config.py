"""Bad configuration stops start-up with one clear line that names the setting."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from khadi.cli import main
from khadi.config import DEFAULT_SECRET, Settings

RAZORPAY = {
    "payment_provider": "razorpay",
    "razorpay_key_id": "rzp_live_1Aa00000000001",
    "razorpay_key_secret": "live-key-secret",
    "razorpay_webhook_secret": "webhook-secret",
}


def _run(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    env: dict[str, str],
    command: str = "migrate",
) -> tuple[int, list[str]]:
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    code = main([command])
    lines = capsys.readouterr().err.strip().splitlines()
    return code, lines


def test_unknown_env_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines = _run(monkeypatch, capsys, {"KHADI_ENV": "staging"})
    assert code == 2
    assert len(lines) == 1
    assert "KHADI_ENV" in lines[0]


def test_production_with_default_secret_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines = _run(monkeypatch, capsys, {"KHADI_ENV": "production"}, "serve")
    assert code == 2
    assert len(lines) == 1
    assert "KHADI_SECRET_KEY" in lines[0]


def test_unreachable_database_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines = _run(
        monkeypatch, capsys, {"KHADI_DATABASE_URL": "postgresql://nobody@127.0.0.1:1/none"}
    )
    assert code == 2
    assert len(lines) == 1
    assert "KHADI_DATABASE_URL" in lines[0]
    assert "cannot reach the database" in lines[0]


def test_bad_port_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines = _run(monkeypatch, capsys, {"KHADI_PORT": "99999"})
    assert code == 2
    assert lines == ["khadi: invalid setting KHADI_PORT: must be between 1 and 65535"]


def test_defaults_are_embedded_and_demo_follows_env() -> None:
    development = Settings(_env_file=None)  # type: ignore[call-arg]
    assert development.host == "127.0.0.1"
    assert development.port == 8000
    assert development.database_url.startswith("sqlite:///")
    assert development.database_url.endswith("var/khadi.db")
    assert development.demo_enabled
    assert not Settings(env="test").demo_enabled
    production = Settings(
        env="production",
        secret_key="x" * 40,
        database_url="postgresql://shop@db.internal/khadi",
        **RAZORPAY,
    )
    assert not production.demo_enabled
    assert production.secret_key != DEFAULT_SECRET
    assert development.payment_provider == "sandbox"


def test_production_refuses_sqlite_in_a_temporary_folder(tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="KHADI_DATABASE_URL must not point into a temporary"):
        Settings(
            env="production",
            secret_key="x" * 40,
            database_url=f"sqlite:///{tmp_path}/k.db",
            **RAZORPAY,
        )


PRODUCTION_ENV = {
    "KHADI_ENV": "production",
    "KHADI_SECRET_KEY": "s" * 40,
    "KHADI_DATABASE_URL": "postgresql://shop@db.internal/khadi",
}


def test_production_refuses_the_sandbox_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines = _run(monkeypatch, capsys, PRODUCTION_ENV, "serve")
    assert code == 2
    assert lines == [
        "khadi: invalid setting: KHADI_PAYMENT_PROVIDER must be razorpay in production "
        "(the sandbox takes no real payments)"
    ]


def test_razorpay_without_keys_is_refused_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    env = {**PRODUCTION_ENV, "KHADI_PAYMENT_PROVIDER": "razorpay", "KHADI_RAZORPAY_KEY_ID": "k"}
    code, lines = _run(monkeypatch, capsys, env, "serve")
    assert code == 2
    assert lines == [
        "khadi: invalid setting: KHADI_RAZORPAY_KEY_SECRET and KHADI_RAZORPAY_WEBHOOK_SECRET "
        "must be set when KHADI_PAYMENT_PROVIDER is razorpay"
    ]
    # outside production too: a checkout could never start without them
    with pytest.raises(ValidationError, match="KHADI_RAZORPAY_KEY_ID and"):
        Settings(
            env="development",
            payment_provider="razorpay",
            razorpay_key_id="",
            razorpay_key_secret="",
            razorpay_webhook_secret="",
        )


def test_production_with_razorpay_keys_is_accepted() -> None:
    settings = Settings(
        env="production",
        secret_key="x" * 40,
        database_url="postgresql://shop@db.internal/khadi",
        **RAZORPAY,
    )
    assert settings.payment_provider == "razorpay"
    assert "live-key-secret" not in repr(settings)  # SecretStr: never printed
    assert "webhook-secret" not in repr(settings)


def test_sandbox_secrets_come_from_the_secret_key() -> None:
    one, other = Settings(secret_key="a" * 40), Settings(secret_key="b" * 40)
    assert one.sandbox_key_secret != other.sandbox_key_secret
    assert one.sandbox_key_secret != one.sandbox_webhook_secret
    assert one.sandbox_key_secret == Settings(secret_key="a" * 40).sandbox_key_secret
    assert "a" * 40 not in one.sandbox_key_secret


def test_trusted_proxies_are_addresses_or_networks(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert Settings().forwarded_allow_ips == "127.0.0.1"
    assert Settings(forwarded_allow_ips="10.0.0.10, 10.0.1.0/24").forwarded_allow_ips == (
        "10.0.0.10,10.0.1.0/24"
    )
    assert Settings(forwarded_allow_ips=" * ").forwarded_allow_ips == "*"
    code, lines = _run(monkeypatch, capsys, {"KHADI_FORWARDED_ALLOW_IPS": "nginx.internal"})
    assert code == 2
    assert lines == [
        "khadi: invalid setting KHADI_FORWARDED_ALLOW_IPS: "
        "must be IP addresses or networks separated by commas, or *"
    ]


def test_a_mail_server_address_must_be_smtp_or_smtps(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    url = Settings(smtp_url="smtps://u:p@mail.example.in:465").smtp_url  # type: ignore[arg-type]
    assert url.get_secret_value() == "smtps://u:p@mail.example.in:465"
    code, lines = _run(monkeypatch, capsys, {"KHADI_SMTP_URL": "user:s3cret@mail.example.in"})
    assert code == 2
    assert lines == [
        "khadi: invalid setting KHADI_SMTP_URL: "
        "must look like smtp://user:pass@host:587 or smtps://user:pass@host:465"
    ]
    assert "s3cret" not in " ".join(lines)  # the password is never echoed
