"""HMAC-SHA256 signatures as Razorpay computes them, hex-encoded, compared in constant time.

- payment signature: HMAC(key_secret, f"{provider_order_id}|{payment_id}") — sent by the
  checkout popup after a payment; the order id must come from OUR record, never the browser;
- webhook signature: HMAC(webhook_secret, raw request body) — over the exact bytes received, so
  a body that is re-serialised (same JSON, other bytes) no longer matches.
"""

from __future__ import annotations

import hashlib
import hmac


def sign(secret: str, message: bytes) -> str:
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


def matches(secret: str, message: bytes, signature: str) -> bool:
    if not secret or not signature:
        return False
    expected = sign(secret, message)
    # compare_digest needs ASCII str; a non-ASCII signature cannot be ours anyway
    if not signature.isascii():
        return False
    return hmac.compare_digest(expected, signature)


def payment_message(provider_order_id: str, payment_id: str) -> bytes:
    return f"{provider_order_id}|{payment_id}".encode()


def sign_payment(key_secret: str, provider_order_id: str, payment_id: str) -> str:
    return sign(key_secret, payment_message(provider_order_id, payment_id))
