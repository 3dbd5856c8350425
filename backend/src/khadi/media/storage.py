"""Where uploaded and generated media live. Keys are relative paths like 'product-images/x.webp'.

Every key is checked to stay inside the store: no absolute paths, no '..', no backslashes.
"""

from __future__ import annotations

import os
import re
from pathlib import Path, PurePosixPath
from typing import Protocol

from khadi.errors import InvalidInput

_SAFE_PART = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def safe_key(key: str) -> str:
    """Return the key if it names a file inside the store, else refuse it."""
    if not key or "\\" in key or "\x00" in key or key.startswith("/"):
        raise InvalidInput("Invalid media path")
    parts = PurePosixPath(key).parts
    if any(part in ("..", ".") or not _SAFE_PART.match(part) for part in parts):
        raise InvalidInput("Invalid media path")
    return "/".join(parts)


class MediaStore(Protocol):
    def put(self, key: str, data: bytes, content_type: str) -> None: ...
    def delete(self, key: str) -> bool: ...
    def exists(self, key: str) -> bool: ...
    def url(self, key: str) -> str: ...


class LocalMediaStore:
    """Files under one folder, served by the app under `base_url`."""

    def __init__(self, root: Path, base_url: str = "/media") -> None:
        self.root = root.resolve()
        self.base_url = base_url.rstrip("/")

    def _path(self, key: str) -> Path:
        path = (self.root / safe_key(key)).resolve()
        if not path.is_relative_to(self.root):
            raise InvalidInput("Invalid media path")
        return path

    def put(self, key: str, data: bytes, content_type: str) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.part")
        temporary.write_bytes(data)
        os.replace(temporary, path)  # readers never see half a file

    def delete(self, key: str) -> bool:
        path = self._path(key)
        if not path.is_file():
            return False
        path.unlink()
        return True

    def exists(self, key: str) -> bool:
        return self._path(key).is_file()

    def url(self, key: str) -> str:
        return f"{self.base_url}/{safe_key(key)}"
