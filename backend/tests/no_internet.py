"""No test reaches the internet (issue 6): Python sockets may connect to loopback or Unix sockets
only. Loaded by tests/conftest.py as a plugin."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


class InternetRefused(OSError):
    """A test tried to connect somewhere other than this machine."""


@pytest.fixture(autouse=True, scope="session")
def _no_internet() -> Iterator[None]:
    """Python sockets may connect to loopback (live servers, PostgreSQL) or Unix sockets only;
    HTTP to payment providers is faked at the transport (`responses`), so a slip that would
    reach the real Razorpay fails loudly instead."""
    import ipaddress
    import socket

    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex

    def _check(sock: socket.socket, address: Any) -> None:
        if sock.family not in (socket.AF_INET, socket.AF_INET6):
            return
        host = str(address[0])
        if host == "localhost":
            return
        try:
            loopback = ipaddress.ip_address(host.split("%")[0]).is_loopback
        except ValueError:
            loopback = False
        if not loopback:
            raise InternetRefused(f"tests must not reach the internet ({host})")

    def connect(sock: socket.socket, address: Any) -> None:
        _check(sock, address)
        real_connect(sock, address)

    def connect_ex(sock: socket.socket, address: Any) -> int:
        _check(sock, address)
        return real_connect_ex(sock, address)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(socket.socket, "connect", connect)
        patch.setattr(socket.socket, "connect_ex", connect_ex)
        yield
