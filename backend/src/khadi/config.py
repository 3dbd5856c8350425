"""Settings, read from environment variables with the KHADI_ prefix.

Every setting has a safe embedded default so `make run` needs nothing else; production refuses
the defaults that would be unsafe there (STYLE.md: config refuses unsafe production settings).
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import re
import tempfile
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal
from urllib.parse import urlsplit

from fastapi import Depends, Request
from pydantic import SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from khadi.kit.logs import LEVELS

# backend/src/khadi/config.py -> repository root
REPO_ROOT = Path(__file__).resolve().parents[3]
VAR_DIR = REPO_ROOT / "var"
DEFAULT_SECRET = "dev-only-secret-change-me"  # noqa: S105 - refused in production below


class SettingsError(Exception):
    """A setting is unusable; the message is one line that names it."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="KHADI_", extra="ignore")

    env: Literal["development", "test", "production"] = "development"
    host: str = "127.0.0.1"
    port: int = 8000
    database_url: str = f"sqlite:///{VAR_DIR / 'khadi.db'}"
    media_dir: Path = VAR_DIR / "media"
    media_url: str = "/media"
    secret_key: str = DEFAULT_SECRET
    demo: bool | None = None  # None: on in development, off elsewhere
    frontend_dist: Path = REPO_ROOT / "frontend" / "dist"
    site_url: str = "http://127.0.0.1:8000"
    log_level: str = "info"
    # The reverse proxies (nginx) whose X-Forwarded-For and X-Forwarded-Proto are believed:
    # addresses or networks, comma-separated, or * (docs/deploy.md). The login limit counts the
    # shopper's address only when the proxy in front is listed here.
    forwarded_allow_ips: str = "127.0.0.1"
    # uvicorn closes a connection idle this long. A client that reuses it at that moment sees a
    # reset; a busy browser (the e2e suite under load) hits that often, so its stores set 600.
    keep_alive_seconds: int = 5
    # Accounts (DESIGN.md §5). Sessions slide: a visit more than session_refresh_hours after the
    # last extension pushes the expiry session_days ahead again.
    session_days: int = 14
    session_refresh_hours: int = 24
    # Failed logins allowed per account and per client address within the window.
    login_limit: int = 10
    login_window_minutes: int = 15
    # Sign-ups allowed per e-mail address and per client address, and checkouts (each one opens
    # a provider order) per user, within their windows (issue 14; in the database, so the limits
    # hold across instances).
    signup_limit: int = 5
    signup_address_limit: int = 20
    signup_window_minutes: int = 60
    checkout_limit: int = 10
    checkout_window_minutes: int = 10
    # argon2id cost; the defaults are OWASP's (m=19 MiB, t=2, p=1). Tests lower them.
    argon2_time_cost: int = 2
    argon2_memory_kib: int = 19456
    argon2_parallelism: int = 1
    # Which payment provider (UPI, cards, netbanking) the checkout uses; razorpay also opens the
    # CSP to its hosts.
    # sandbox: a local stand-in with Razorpay's contract (never in production); docs/payments.md.
    payment_provider: Literal["sandbox", "razorpay"] = "sandbox"
    # Razorpay (Dashboard → Account & Settings → API Keys, and → Webhooks). The secrets never
    # leave the server; the key id is public (checkout.js needs it).
    razorpay_key_id: str = ""
    razorpay_key_secret: SecretStr = SecretStr("")
    razorpay_webhook_secret: SecretStr = SecretStr("")
    razorpay_timeout_seconds: float = 20.0  # one call to Razorpay's API, connect + read
    # The sandbox sends its signed webhooks to our own webhook handler this long after a payment.
    sandbox_webhook_delay_seconds: float = 0.5
    # Cart (spec §5, §9). Whole-unit products: 1..cart_max_units per line (the shopper is told
    # the limit); Fabrics are 1–30 m in steps of 0.25 whatever this says.
    cart_max_units: int = 10
    # Cart summary rates in percent: spec §9's 'Tax (10%)' and 'Discount (5%)' (DESIGN.md §9).
    cart_tax_percent: Decimal = Decimal(10)
    cart_discount_percent: Decimal = Decimal(5)
    # Live-event bus (DESIGN.md §7): auto = PostgreSQL LISTEN/NOTIFY when the database is
    # PostgreSQL (so instances see each other's changes), else in-process.
    event_bus: Literal["auto", "memory", "postgres"] = "auto"
    # A comment line on every open event stream this often keeps proxies from closing it.
    events_heartbeat_seconds: float = 15.0
    # Where uploaded images live (DESIGN.md §1): the local media folder, served under media_url,
    # or any S3-compatible bucket whose objects are public under s3_public_base_url.
    media_backend: Literal["local", "s3"] = "local"
    s3_endpoint_url: str | None = None  # None: AWS itself; e.g. http://127.0.0.1:9000 for MinIO
    s3_bucket: str = ""
    s3_access_key: str | None = None  # None: boto3's usual credential chain (env, role)
    s3_secret_key: str | None = None
    s3_region: str = "us-east-1"
    s3_public_base_url: str | None = None  # None: {endpoint}/{bucket}, or the AWS bucket URL
    # Product image uploads (issue 7): bytes and pixels are checked before anything is decoded.
    upload_max_mb: int = 10
    upload_max_megapixels: int = 40
    resumable_upload_hours: int = 24  # an unfinished resumable upload is dropped after this
    # E-mail (issue 14): smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465.
    # Empty: every message is written as an .eml file under mail_dir instead (make run).
    smtp_url: SecretStr = SecretStr("")
    smtp_timeout_seconds: float = 20.0
    mail_from: str = ""  # e.g. "Karnataka Khadi Bhandar <orders@shop.in>"; empty: the shop's name
    shop_alert_email: str = ""  # new-order alerts; empty: the shop's contact e-mail (Settings)
    mail_dir: Path = VAR_DIR / "mail"
    mail_worker: bool = True  # `khadi serve` delivers the outbox in the background
    mail_poll_seconds: float = 5.0
    mail_give_up_hours: int = 24  # a message not sent after this is marked failed for admins
    # WhatsApp order updates (issue 32) through the WhatsApp Business Cloud API. The shop's phone
    # number id, template names and access token are shop settings (the dashboard's WhatsApp tab);
    # the API's address is here so tests and the e2e store point it at a local fake.
    whatsapp_api_url: str = "https://graph.facebook.com"
    whatsapp_api_version: str = "v21.0"
    whatsapp_timeout_seconds: float = 15.0
    whatsapp_worker: bool = True  # `khadi serve` delivers the WhatsApp outbox in the background
    whatsapp_poll_seconds: float = 5.0
    whatsapp_max_attempts: int = 8  # refused this often (with backoff), an update is failed
    # Stock (issue 15): `khadi serve` gives back lapsed checkout holds every this many seconds.
    stock_worker: bool = True
    stock_poll_seconds: float = 60.0
    # Refunds (issue 29): `khadi serve` asks the provider every this many seconds about refunds
    # pending (or unanswered) for more than refund_check_minutes, in case their webhook was lost.
    refund_worker: bool = True
    refund_poll_seconds: float = 60.0
    refund_check_minutes: int = 5
    password_reset_minutes: int = 30
    password_resets_per_hour: int = 3  # reset requests per e-mail address

    @field_validator("port")
    @classmethod
    def _port_in_range(cls, value: int) -> int:
        if not 0 < value < 65536:
            raise ValueError("must be between 1 and 65535")
        return value

    @field_validator("forwarded_allow_ips")
    @classmethod
    def _proxy_addresses(cls, value: str) -> str:
        items = [item.strip() for item in value.split(",")]
        if items == ["*"]:
            return "*"
        for item in items:
            try:
                ipaddress.ip_network(item, strict=False)
            except ValueError:
                raise ValueError(
                    "must be IP addresses or networks separated by commas, or *"
                ) from None
        return ",".join(items)

    @field_validator("log_level")
    @classmethod
    def _log_level(cls, value: str) -> str:
        level = value.strip().lower()
        if level not in LEVELS:
            raise ValueError(f"must be one of {', '.join(LEVELS)}")
        return level

    @field_validator(
        "keep_alive_seconds",
        "session_days",
        "session_refresh_hours",
        "login_limit",
        "login_window_minutes",
        "signup_limit",
        "signup_address_limit",
        "signup_window_minutes",
        "checkout_limit",
        "checkout_window_minutes",
        "argon2_time_cost",
        "argon2_parallelism",
        "upload_max_mb",
        "upload_max_megapixels",
        "resumable_upload_hours",
        "mail_give_up_hours",
        "password_reset_minutes",
        "password_resets_per_hour",
        "refund_check_minutes",
        "whatsapp_max_attempts",
    )
    @classmethod
    def _positive(cls, value: int) -> int:
        if value < 1:
            raise ValueError("must be 1 or more")
        return value

    @field_validator("whatsapp_api_url")
    @classmethod
    def _whatsapp_api_url(cls, value: str) -> str:
        parts = urlsplit(value)
        if parts.scheme not in ("https", "http") or not parts.hostname:
            raise ValueError("must look like https://graph.facebook.com")
        return value.rstrip("/")

    @field_validator("whatsapp_api_version")
    @classmethod
    def _whatsapp_api_version(cls, value: str) -> str:
        if not re.fullmatch(r"v\d{1,3}\.\d{1,2}", value):
            raise ValueError("must look like v21.0")
        return value

    @field_validator("smtp_url")
    @classmethod
    def _smtp_url(cls, value: SecretStr) -> SecretStr:
        url = value.get_secret_value()
        if url:
            parts = urlsplit(url)
            if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
                raise ValueError(
                    "must look like smtp://user:pass@host:587 or smtps://user:pass@host:465"
                )
        return value

    @field_validator("argon2_memory_kib")
    @classmethod
    def _argon2_memory(cls, value: int) -> int:
        if value < 8:
            raise ValueError("must be 8 KiB or more")
        return value

    @model_validator(mode="after")
    def _s3_needs_a_bucket(self) -> Settings:
        if self.media_backend == "s3" and not self.s3_bucket:
            raise ValueError("KHADI_S3_BUCKET must be set when KHADI_MEDIA_BACKEND is s3")
        return self

    @field_validator("cart_max_units")
    @classmethod
    def _cart_max_units(cls, value: int) -> int:
        if not 1 <= value <= 1000:
            raise ValueError("must be between 1 and 1000")
        return value

    @field_validator("cart_tax_percent", "cart_discount_percent")
    @classmethod
    def _percent(cls, value: Decimal) -> Decimal:
        if not value.is_finite() or not 0 <= value <= 100:
            raise ValueError("must be a percentage between 0 and 100")
        if value != value.quantize(Decimal("0.01")):
            raise ValueError("must have at most two decimals")
        return value

    @field_validator("events_heartbeat_seconds")
    @classmethod
    def _heartbeat(cls, value: float) -> float:
        if not 0 < value <= 300:
            raise ValueError("must be more than 0 and at most 300 seconds")
        return value

    @model_validator(mode="after")
    def _event_bus_needs_postgres(self) -> Settings:
        if self.event_bus == "postgres" and not self.uses_postgres:
            raise ValueError("KHADI_EVENT_BUS=postgres needs a PostgreSQL KHADI_DATABASE_URL")
        return self

    @field_validator("razorpay_timeout_seconds")
    @classmethod
    def _razorpay_timeout(cls, value: float) -> float:
        if not 0 < value <= 120:
            raise ValueError("must be more than 0 and at most 120 seconds")
        return value

    @field_validator("sandbox_webhook_delay_seconds")
    @classmethod
    def _sandbox_delay(cls, value: float) -> float:
        if not 0 <= value <= 60:
            raise ValueError("must be between 0 and 60 seconds")
        return value

    @model_validator(mode="after")
    def _razorpay_needs_keys(self) -> Settings:
        if self.payment_provider != "razorpay":
            return self
        missing = [
            name
            for name, value in (
                ("KHADI_RAZORPAY_KEY_ID", self.razorpay_key_id.strip()),
                ("KHADI_RAZORPAY_KEY_SECRET", self.razorpay_key_secret.get_secret_value()),
                ("KHADI_RAZORPAY_WEBHOOK_SECRET", self.razorpay_webhook_secret.get_secret_value()),
            )
            if not value
        ]
        if missing:
            raise ValueError(
                f"{' and '.join(missing)} must be set when KHADI_PAYMENT_PROVIDER is razorpay"
            )
        return self

    @model_validator(mode="after")
    def _refuse_unsafe_production(self) -> Settings:
        if self.env != "production":
            return self
        if self.secret_key == DEFAULT_SECRET or len(self.secret_key) < 32:
            raise ValueError("KHADI_SECRET_KEY must be set to a random value of 32+ characters")
        if self.database_url.startswith("sqlite") and tempfile.gettempdir() in self.database_url:
            raise ValueError("KHADI_DATABASE_URL must not point into a temporary folder")
        if self.payment_provider == "sandbox":
            raise ValueError(
                "KHADI_PAYMENT_PROVIDER must be razorpay in production "
                "(the sandbox takes no real payments)"
            )
        whatsapp = urlsplit(self.whatsapp_api_url)
        if whatsapp.scheme != "https" and not _loopback_host(whatsapp.hostname or ""):
            raise ValueError("KHADI_WHATSAPP_API_URL must be https:// in production (the token)")
        return self

    @property
    def uses_postgres(self) -> bool:
        return self.database_url.startswith("postgresql")

    @property
    def demo_enabled(self) -> bool:
        return self.env == "development" if self.demo is None else self.demo

    def _derived_secret(self, purpose: str) -> str:
        return hmac.new(self.secret_key.encode(), purpose.encode(), hashlib.sha256).hexdigest()

    @property
    def sandbox_key_secret(self) -> str:
        """The sandbox's stand-in for Razorpay's key secret (payment signatures)."""
        return self._derived_secret("khadi sandbox key secret")

    @property
    def sandbox_webhook_secret(self) -> str:
        """The sandbox's stand-in for the Razorpay webhook secret."""
        return self._derived_secret("khadi sandbox webhook secret")


def _loopback_host(host: str) -> bool:
    """A stand-in on this machine (a test's fake of Meta) may speak plain HTTP."""
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _describe(error: ValidationError) -> str:
    first = error.errors()[0]
    loc = [str(part) for part in first.get("loc", ()) if part]
    name = f"KHADI_{loc[0].upper()}" if loc else "settings"
    message = str(first.get("msg", "invalid value")).removeprefix("Value error, ")
    if message.startswith("KHADI_"):
        return f"invalid setting: {message}"
    return f"invalid setting {name}: {message}"


def load_settings() -> Settings:
    """Read settings from the environment; raise SettingsError with one clear line."""
    try:
        return Settings()
    except ValidationError as error:
        raise SettingsError(_describe(error)) from None


@lru_cache
def get_settings() -> Settings:
    return load_settings()


def app_settings(request: Request) -> Settings:
    """The running app's settings (tests build apps with their own)."""
    settings: Settings = request.app.state.settings
    return settings


AppSettings = Annotated[Settings, Depends(app_settings)]
