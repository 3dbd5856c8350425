"""The image checks on their own: bytes, pixels (from the header), real formats only."""

from __future__ import annotations

import pytest
from PIL import Image

from khadi.errors import InvalidInput
from khadi.media.validation import ImageTooLarge, UploadLimits, decode_upload
from tests.media import images

LIMITS = UploadLimits()
ONLY_IMAGES = "Only JPEG, PNG, WebP or GIF images are allowed"


@pytest.mark.parametrize(
    ("data", "size"),
    [
        (images.png(64, 48), (64, 48)),
        (images.jpeg(50, 30), (50, 30)),
        (images.webp(40, 40), (40, 40)),
        (images.animated_gif(), (30, 20)),
        (images.png(20, 10, (1, 2, 3, 128)), (20, 10)),
    ],
)
def test_real_images_decode(data: bytes, size: tuple[int, int]) -> None:
    assert decode_upload(data, LIMITS).size == size


@pytest.mark.parametrize(
    "data",
    [
        images.SVG,
        b"just some notes, renamed to photo.jpg\n",
        b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n",
        b"GIF89a",  # a signature and nothing else
        images.png(64, 48)[:60],  # cut off in the middle
        images.jpeg(64, 48)[:200],
        b"BM" + b"\x00" * 100,  # BMP: Pillow reads it, we do not take it
    ],
)
def test_anything_else_is_refused(data: bytes) -> None:
    with pytest.raises(InvalidInput) as refused:
        decode_upload(data, LIMITS)
    assert refused.value.message == ONLY_IMAGES


def test_formats_pillow_could_read_but_we_do_not_take_are_refused() -> None:
    for kind in ("BMP", "TIFF", "ICO"):
        import io

        buffer = io.BytesIO()
        Image.new("RGB", (16, 16)).save(buffer, kind)
        with pytest.raises(InvalidInput, match="Only JPEG"):
            decode_upload(buffer.getvalue(), LIMITS)


@pytest.mark.parametrize(
    ("width", "height"),
    [
        (20_000, 20_000),  # 400 MP: Pillow's own guard raises in Image.open
        (8_000, 6_000),  # 48 MP: over our limit, under twice it (Pillow would only warn)
        (40_001, 1_000),
    ],
)
def test_pixel_bombs_are_refused_from_the_header(width: int, height: int) -> None:
    data = images.png_declaring(width, height)
    assert len(data) < 1_000  # the file is tiny; decoding it would need gigabytes
    with pytest.raises(InvalidInput) as refused:
        decode_upload(data, LIMITS)
    assert refused.value.message == "Image is larger than 40 megapixels"


def test_the_pixel_limit_is_a_setting() -> None:
    small = UploadLimits(max_mb=10, max_megapixels=1)
    with pytest.raises(InvalidInput, match="larger than 1 megapixels"):
        decode_upload(images.png(1_200, 1_000), small)
    assert decode_upload(images.png(1_000, 1_000), small).size == (1_000, 1_000)


def test_too_many_bytes_are_refused_before_parsing() -> None:
    tiny = UploadLimits(max_mb=1)
    with pytest.raises(ImageTooLarge) as refused:
        decode_upload(b"\x89PNG" + b"\x00" * (1024 * 1024), tiny)
    assert (refused.value.status, refused.value.message) == (413, "Image is larger than 1 MB")
    with pytest.raises(InvalidInput, match="Only JPEG"):
        decode_upload(b"", LIMITS)


def test_rotation_stored_as_metadata_is_applied() -> None:
    # orientation 6: the camera was turned; the picture must come out upright (portrait)
    upright = decode_upload(images.jpeg_with_gps(60, 20, orientation=6), LIMITS)
    assert upright.size == (20, 60)
