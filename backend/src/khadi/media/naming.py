"""Where an upload is stored: `product-images/{timestamp}_{name}` or
`{category}/{subCategory}/{timestamp}_{name}` (spec §7 file storage), with every part made safe.

Whatever the browser sends as a file name or folder — '../../etc/passwd', 'C:\\boot.ini',
'.htaccess', emoji, 5,000 characters — becomes a short run of [a-z0-9._-] that cannot name a
folder above or beside the store.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime

DEFAULT_FOLDER = "product-images"
MAX_NAME = 60
MAX_FOLDER = 40

_NOT_NAME = re.compile(r"[^a-z0-9-]+")  # dots go too: the stored file gets its own extension
_NOT_FOLDER = re.compile(r"[^a-z0-9]+")


def _ascii_lower(value: str) -> str:
    return unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()


def safe_name(filename: str) -> str:
    """'My Photo.JPG' -> 'my_photo'; '../../etc/passwd' -> 'etc_passwd'; '' -> 'image'."""
    text = _ascii_lower(filename.replace("\\", "/"))
    stem, dot, extension = text.rpartition(".")
    if dot and "/" not in extension and 0 < len(extension) <= 5:
        text = stem  # drop the extension the browser claims; the store writes .webp
    name = _NOT_NAME.sub("_", text).strip("_-")[:MAX_NAME].strip("_-")
    return name or "image"


def safe_folder(value: str | None) -> str:
    """A category or subcategory as one folder name: 'Khadi Silk' -> 'khadi-silk', '..' -> ''."""
    if not value:
        return ""
    return _NOT_FOLDER.sub("-", _ascii_lower(value)).strip("-")[:MAX_FOLDER].strip("-")


def upload_stem(
    filename: str, category: str | None, sub_category: str | None, now: datetime
) -> str:
    """The key stem (no extension) for an upload made at `now`."""
    folder = DEFAULT_FOLDER
    category_part, sub_part = safe_folder(category), safe_folder(sub_category)
    if category_part and sub_part:
        folder = f"{category_part}/{sub_part}"
    timestamp = int(now.timestamp() * 1000)  # milliseconds, like the original app's Date.now()
    return f"{folder}/{timestamp}_{safe_name(filename)}"
