"""Issue 29 (8): slow clients are not held forever. A client that trickles its request headers —
one line now and then, never the blank line that ends them (slow loris) — or that stops sending
the body it announced is cut off by nginx within 15 s (docs/deploy.md's `client_header_timeout`
and `client_body_timeout`), while shoppers beside it browse as usual."""

from __future__ import annotations

import socket
import ssl
import time
from urllib.parse import urlsplit

from tests_scaleout.cluster import Cluster

CUT_WITHIN = 15.0  # seconds: nginx's header timeout (10 s) plus room for a busy machine
SLOW_ADDRESS = "127.0.0.77"
SHOPPER_ADDRESS = "127.0.0.78"


def _connect(cluster: Cluster) -> tuple[ssl.SSLSocket, str]:
    site = urlsplit(cluster.site)
    host, port = site.hostname or "127.0.0.1", site.port or 443
    raw = socket.create_connection((host, port), timeout=5, source_address=(SLOW_ADDRESS, 0))
    return cluster.tls.wrap_socket(raw, server_hostname=host), host


def _open_trickling(cluster: Cluster) -> ssl.SSLSocket:
    """A TLS connection to nginx with a request line and one header sent, and no end to them."""
    slow, host = _connect(cluster)
    slow.sendall(b"GET /api/v1/products HTTP/1.1\r\nHost: " + host.encode() + b"\r\n")
    return slow


def _hung_up(slow: ssl.SSLSocket) -> bool:
    """Wait up to a second for nginx to answer (408) or hang up, sending nothing more."""
    try:
        slow.settimeout(1.0)
        slow.recv(1024)
        return True
    except TimeoutError:
        return False
    except (ssl.SSLError, OSError):
        return True


def _still_open(slow: ssl.SSLSocket) -> bool:
    """Send one more header line, then wait up to a second for nginx to answer or hang up."""
    try:
        slow.sendall(b"X-Trickle: 1\r\n")
        slow.settimeout(1.0)
        slow.recv(1024)  # an answer (408) or the end of the stream: nginx ended the request
        return False
    except TimeoutError:
        return True  # nothing yet: the header is still being "sent"
    except (ssl.SSLError, OSError):
        return False


def _browse(cluster: Cluster) -> int:
    with cluster.client(cluster.site, source=SHOPPER_ADDRESS) as shopper:
        return shopper.get("/api/v1/products").status_code


def test_a_client_trickling_its_headers_is_cut_off_while_shoppers_browse(cluster: Cluster) -> None:
    slow = _open_trickling(cluster)
    opened = time.monotonic()
    try:
        assert _browse(cluster) == 200  # while the slow client holds its connection
        cut = False
        while time.monotonic() - opened < CUT_WITHIN:
            if not _still_open(slow):
                cut = True
                break
        held = time.monotonic() - opened
    finally:
        slow.close()

    assert cut, f"nginx still held the trickling client after {held:.1f} s"
    assert _browse(cluster) == 200


def test_a_client_that_stops_sending_its_body_is_cut_off(cluster: Cluster) -> None:
    """900 kB announced, 1 kB sent, then nothing (the attack held 1,500 such bodies for 40 s)."""
    slow, host = _connect(cluster)
    opened = time.monotonic()
    try:
        slow.sendall(
            b"POST /api/v1/auth/login HTTP/1.1\r\nHost: " + host.encode() + b"\r\n"
            b"Content-Type: application/json\r\nContent-Length: 900000\r\n\r\n" + b" " * 1024
        )
        cut = False
        while time.monotonic() - opened < CUT_WITHIN:
            if _hung_up(slow):
                cut = True
                break
        held = time.monotonic() - opened
    finally:
        slow.close()

    assert cut, f"nginx still held the stalled body after {held:.1f} s"
    assert _browse(cluster) == 200


HOLDER_ADDRESS = "127.0.0.79"
PER_ADDRESS = 100  # docs/deploy.md's `limit_conn khadi_per_address 100`


def _open_stream(cluster: Cluster) -> ssl.SSLSocket:
    """An event stream from HOLDER_ADDRESS, open once its answer's status line has come back."""
    site = urlsplit(cluster.site)
    host, port = site.hostname or "127.0.0.1", site.port or 443
    raw = socket.create_connection((host, port), timeout=15, source_address=(HOLDER_ADDRESS, 0))
    stream = cluster.tls.wrap_socket(raw, server_hostname=host)
    stream.sendall(b"GET /api/v1/events HTTP/1.1\r\nHost: " + host.encode() + b"\r\n\r\n")
    head = stream.recv(64)
    assert head.startswith(b"HTTP/1.1 200"), head
    return stream


def _status_from(cluster: Cluster, source: str) -> int:
    with cluster.client(cluster.site, source=source) as client:
        return client.get("/api/v1/products").status_code


def test_one_address_holds_at_most_a_hundred_requests_while_others_browse(cluster: Cluster) -> None:
    """limit_conn: an address holding 100 requests open (here, event streams, which stay open by
    design) is refused the next one with 429; other addresses browse; closing frees the slots."""
    streams: list[ssl.SSLSocket] = []
    try:
        for _ in range(PER_ADDRESS):
            streams.append(_open_stream(cluster))
        assert _status_from(cluster, HOLDER_ADDRESS) == 429
        assert _status_from(cluster, SHOPPER_ADDRESS) == 200
    finally:
        for stream in streams:
            stream.close()

    deadline = time.monotonic() + CUT_WITHIN
    status = _status_from(cluster, HOLDER_ADDRESS)
    while status == 429 and time.monotonic() < deadline:
        time.sleep(0.2)  # nginx notices the closed streams on its next event-loop turn
        status = _status_from(cluster, HOLDER_ADDRESS)
    assert status == 200
