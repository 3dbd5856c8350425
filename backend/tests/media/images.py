"""Test pictures and helpers to look inside either media backend."""

from __future__ import annotations

import io
import struct
import zlib
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from httpx import Response
from PIL import ExifTags, Image

from khadi.media.s3 import S3MediaStore
from khadi.media.storage import LocalMediaStore

SVG = (
    b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
    b"<script>alert(document.cookie)</script><rect width='10' height='10'/></svg>"
)
CAMERA = "KhadiCam 3000"


def png(width: int = 64, height: int = 48, colour: tuple[int, ...] = (190, 120, 40)) -> bytes:
    buffer = io.BytesIO()
    mode = "RGBA" if len(colour) == 4 else "RGB"
    Image.new(mode, (width, height), colour).save(buffer, "PNG")
    return buffer.getvalue()


def jpeg(width: int = 64, height: int = 48, exif: Image.Exif | None = None) -> bytes:
    buffer = io.BytesIO()
    image = Image.new("RGB", (width, height), (30, 60, 120))
    if exif is None:
        image.save(buffer, "JPEG", quality=90)
    else:
        image.save(buffer, "JPEG", quality=90, exif=exif.tobytes())
    return buffer.getvalue()


def jpeg_with_gps(width: int = 64, height: int = 48, orientation: int | None = None) -> bytes:
    """A phone-style photo: camera model, GPS position of the shop, optional rotation tag."""
    exif = Image.Exif()
    exif[ExifTags.Base.Model] = CAMERA
    if orientation is not None:
        exif[ExifTags.Base.Orientation] = orientation
    gps = exif.get_ifd(ExifTags.IFD.GPSInfo)
    gps[ExifTags.GPS.GPSLatitudeRef] = "N"
    gps[ExifTags.GPS.GPSLatitude] = (12.0, 58.0, 19.0)
    gps[ExifTags.GPS.GPSLongitudeRef] = "E"
    gps[ExifTags.GPS.GPSLongitude] = (77.0, 35.0, 40.0)
    data = jpeg(width, height, exif)
    with Image.open(io.BytesIO(data)) as check:  # the picture really carries the position
        assert check.getexif().get_ifd(ExifTags.IFD.GPSInfo)
    return data


def webp(width: int = 40, height: int = 40) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (10, 140, 60)).save(buffer, "WEBP")
    return buffer.getvalue()


def animated_gif() -> bytes:
    frames = [Image.new("P", (30, 20), colour) for colour in (1, 2, 3)]
    buffer = io.BytesIO()
    frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:], duration=100)
    return buffer.getvalue()


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def png_declaring(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims width×height grey pixels: a decompression bomb's header
    with only its first rows of (zero) pixel data — a few hundred bytes on disk."""
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    rows = zlib.compress(b"\x00" * (width + 1) * 4, 9)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", rows)
        + _chunk(b"IEND", b"")
    )


# --- looking inside the store -------------------------------------------------------------


def _app(client: TestClient) -> FastAPI:
    app: FastAPI = client.app  # type: ignore[assignment]
    return app


def stored_keys(client: TestClient) -> set[str]:
    store = _app(client).state.media
    if isinstance(store, LocalMediaStore):
        return {
            path.relative_to(store.root).as_posix()
            for path in store.root.rglob("*")
            if path.is_file()
        }
    assert isinstance(store, S3MediaStore)
    listing: dict[str, Any] = store.client.list_objects_v2(Bucket=store.bucket)
    return {item["Key"] for item in listing.get("Contents", [])}


def stored_bytes(client: TestClient, key: str) -> bytes:
    store = _app(client).state.media
    if isinstance(store, LocalMediaStore):
        return (store.root / key).read_bytes()
    assert isinstance(store, S3MediaStore)
    body: bytes = store.client.get_object(Bucket=store.bucket, Key=key)["Body"].read()
    return body


def upload(client: TestClient, data: bytes, filename: str = "photo.png", **form: str) -> Response:
    return client.post(
        "/api/v1/admin/uploads",
        files={"file": (filename, data, "application/octet-stream")},
        data=form,
    )
