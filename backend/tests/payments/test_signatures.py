"""The signature helpers agree with hmac, and the sandbox checks what Razorpay checks."""

from __future__ import annotations

import hashlib
import hmac

from khadi.payments import signatures
from tests.no_internet import InternetRefused


def test_payment_signature_is_hmac_sha256_of_order_bar_payment() -> None:
    expected = hmac.new(b"key", b"order_A|pay_B", hashlib.sha256).hexdigest()
    assert signatures.sign_payment("key", "order_A", "pay_B") == expected
    assert signatures.matches("key", b"order_A|pay_B", expected)
    assert not signatures.matches("key", b"order_A|pay_C", expected)
    assert not signatures.matches("", b"order_A|pay_B", expected)
    assert not signatures.matches("key", b"order_A|pay_B", "")
    assert not signatures.matches("key", b"order_A|pay_B", "ü" * 64)


def test_tests_cannot_reach_the_internet() -> None:
    import socket

    import pytest

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock, pytest.raises(InternetRefused):
        sock.connect(("203.0.113.7", 443))  # TEST-NET-3: would only time out anyway
