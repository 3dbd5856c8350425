"""Origins of URLs, as browsers compare them (CSP sources, the cross-site check)."""

from __future__ import annotations

from urllib.parse import urlsplit


def origin(url: str) -> str | None:
    """'scheme://host[:port]', lower-cased, default ports dropped; None when unparseable."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    default = 443 if parts.scheme == "https" else 80
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme}://{host}" + (f":{port}" if port and port != default else "")
