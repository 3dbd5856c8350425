"""Where uploaded and generated media live. Keys are relative paths like 'product-images/x.webp'.

Every key is checked to stay inside the store: no absolute paths, no '..', no backslashes.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Protocol

from khadi.errors import InvalidInput
from khadi.kit.urls import origin
from khadi.media.errors import INVALID_MEDIA_PATH, MEDIA_UNAVAILABLE, MediaUnavailable

if TYPE_CHECKING:
    from khadi.config import Settings

_SAFE_PART = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


# Keys are never reused (each upload gets a fresh dated name), so a copy never goes stale.
CACHE_CONTROL = "public, max-age=31536000, immutable"


def safe_key(key: str) -> str:
    """Return the key if it names a file inside the store, else refuse it."""
    if not key or "\\" in key or "\x00" in key or key.startswith("/"):
        raise InvalidInput(INVALID_MEDIA_PATH)
    parts = PurePosixPath(key).parts
    if any(part in ("..", ".") or not _SAFE_PART.match(part) for part in parts):
        raise InvalidInput(INVALID_MEDIA_PATH)
    return "/".join(parts)


def key_from_link(link: str, base_url: str) -> str:
    """The key inside a store whose public links start with `base_url`.

    `link` is an image link as the API hands it out (`{base_url}/{key}`) or a bare key; anything
    else — another host, another prefix, '..', an absolute path — is refused.
    """
    prefix = base_url.rstrip("/") + "/"
    if link.startswith(prefix):
        return safe_key(link[len(prefix) :])
    if "://" in link or link.startswith("/"):
        raise InvalidInput(INVALID_MEDIA_PATH)
    return safe_key(link)


class MediaStore(Protocol):
    def put(self, key: str, data: bytes, content_type: str) -> None: ...
    def delete(self, key: str) -> bool: ...
    def exists(self, key: str) -> bool: ...
    def url(self, key: str) -> str: ...
    def key_from_link(self, link: str) -> str: ...


log = logging.getLogger(__name__)
READ_ONLY = "media store not writable"
RETRY_AFTER = {"Retry-After": "60"}


@contextmanager
def unavailable_on(*errors: type[Exception]) -> Iterator[None]:
    """A store's failure to write becomes a 503 with a clear message (its details to the log)."""
    try:
        yield
    except errors as error:
        raise unavailable(error) from error


def unavailable(error: Exception) -> MediaUnavailable:
    log.error("media store: write failed (%s)", error)
    return MediaUnavailable(MEDIA_UNAVAILABLE, headers=RETRY_AFTER)


class LocalMediaStore:
    """Files under one folder, served by the app under `base_url`."""

    def __init__(self, root: Path, base_url: str = "/media") -> None:
        self.root = root.resolve()
        self.base_url = base_url.rstrip("/")

    def _path(self, key: str) -> Path:
        path = (self.root / safe_key(key)).resolve()
        if not path.is_relative_to(self.root):
            raise InvalidInput(INVALID_MEDIA_PATH)
        return path

    def put(self, key: str, data: bytes, content_type: str) -> None:
        path = self._path(key)
        with unavailable_on(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_name(f".{path.name}.part")
            temporary.write_bytes(data)
            os.replace(temporary, path)  # readers never see half a file

    def delete(self, key: str) -> bool:
        path = self._path(key)
        if not path.is_file():
            return False
        with unavailable_on(OSError):
            path.unlink()
        return True

    def exists(self, key: str) -> bool:
        return self._path(key).is_file()

    def url(self, key: str) -> str:
        return f"{self.base_url}/{safe_key(key)}"

    def key_from_link(self, link: str) -> str:
        return key_from_link(link, self.base_url)

    def problem(self) -> str | None:
        """Write and remove a probe file: a read-only, missing or full folder is not ready."""
        probe = self.root / f".ready-{os.getpid()}"
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            probe.write_bytes(b"ok")
            probe.unlink()
        except OSError as error:
            log.warning("readiness: media folder not writable (%s)", error)
            return READ_ONLY
        return None


def media_store_from_settings(settings: Settings) -> MediaStore:
    """The store the settings choose: the local folder (default) or an S3-compatible bucket."""
    if settings.media_backend == "s3":
        from khadi.media.s3 import S3MediaStore

        return S3MediaStore.from_settings(settings)
    return LocalMediaStore(settings.media_dir, settings.media_url)


def store_problem(store: MediaStore) -> str | None:
    """None when the store takes writes (or cannot tell: a wrapper of another store); else what
    is wrong, fit for a public answer. The local folder and S3 stores answer `problem()`."""
    problem = getattr(store, "problem", None)
    return problem() if callable(problem) else None


def media_origin(store: MediaStore) -> str | None:
    """The origin media is served from, for the CSP's img-src (None: our own, relative URLs)."""
    return origin(store.url("probe.webp"))
