"""The unsubscribe link's token: the shopper's id signed with the store's secret, so the link
works without signing in and cannot be made for someone else."""

from __future__ import annotations

import base64
import hashlib
import hmac

_PURPOSE = b"cart-reminder-unsubscribe:"


def _mac(secret: str, user_id: str) -> str:
    digest = hmac.new(secret.encode(), _PURPOSE + user_id.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode().rstrip("=")


def unsubscribe_token(secret: str, user_id: str) -> str:
    return f"{user_id}.{_mac(secret, user_id)}"


def token_user(secret: str, token: str) -> str | None:
    """The user id the token was made for, or None when it was not made by this store."""
    user_id, _, mac = token.partition(".")
    if not user_id or not mac.isascii() or not hmac.compare_digest(mac, _mac(secret, user_id)):
        return None
    return user_id
