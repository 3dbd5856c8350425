"""Image encoding: metadata-free WebP originals plus responsive variants for `srcset`."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from khadi.media.storage import MediaStore

VARIANT_WIDTHS = (320, 640, 960)
WEBP_QUALITY = 80


def _webp(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    # Re-encoding from pixels drops EXIF, GPS and every other metadata block.
    image.save(buffer, "WEBP", quality=WEBP_QUALITY, method=2)
    return buffer.getvalue()


def _storable(image: Image.Image) -> Image.Image:
    return image.convert("RGBA" if image.mode in ("RGBA", "LA", "P") else "RGB")


def encode_webp(image: Image.Image) -> tuple[bytes, int, int]:
    """`image` as one WebP without variants (a return photo): its bytes, width and height."""
    image = _storable(image)
    return _webp(image), image.width, image.height


def store_image(store: MediaStore, key_stem: str, image: Image.Image) -> dict[str, Any]:
    """Store `image` as `{key_stem}.webp` and smaller `{key_stem}_w{W}.webp` variants.

    Returns the record kept on the product: key, size and the variants' widths and keys.
    """
    image = _storable(image)
    key = f"{key_stem}.webp"
    store.put(key, _webp(image), "image/webp")
    variants = []
    for width in VARIANT_WIDTHS:
        if width >= image.width:
            continue
        height = round(image.height * width / image.width)
        variant_key = f"{key_stem}_w{width}.webp"
        resized = image.resize((width, height), Image.Resampling.LANCZOS)
        store.put(variant_key, _webp(resized), "image/webp")
        variants.append({"width": width, "key": variant_key})
    return {"key": key, "width": image.width, "height": image.height, "variants": variants}


def image_keys(record: dict[str, Any]) -> list[str]:
    """Every key one stored image occupies (original and variants)."""
    return [record["key"], *(variant["key"] for variant in record.get("variants", []))]
