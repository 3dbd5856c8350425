"""Cart reminder fixtures: the mail tests' loopback SMTP server and settings."""

from tests.mail.conftest import deliver, mail_settings, smtp  # noqa: F401
