"""Is this upload a real, reasonably sized picture? (issue 7: the safe image pipeline)

Order matters: the byte size is checked before anything is parsed, the pixel count is read from the
image header before any pixel is decoded (a 50 KB PNG can declare 20000×20000 pixels and ask for
gigabytes when decoded), then Pillow verifies the file's structure and only then decodes it.
Only the JPEG, PNG, WebP and GIF decoders are ever tried, so SVG (script), PDF, PSD, TIFF and the
rest are never parsed at all.
"""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass

from PIL import Image, ImageOps, UnidentifiedImageError

from khadi.errors import InvalidInput, KhadiError
from khadi.media.errors import (
    ONLY_IMAGES,
    ImageTooLarge,
    too_many_bytes_message,
    too_many_pixels_message,
)

# Pillow names for the allowed formats; phone cameras' multi-picture JPEGs open as "MPO".
DECODERS = ["JPEG", "PNG", "WEBP", "GIF"]
ALLOWED_FORMATS = frozenset({*DECODERS, "MPO"})


@dataclass(frozen=True)
class UploadLimits:
    max_mb: int = 10
    max_megapixels: int = 40

    @property
    def max_bytes(self) -> int:
        return self.max_mb * 1024 * 1024

    @property
    def max_pixels(self) -> int:
        return self.max_megapixels * 1_000_000

    def refuse_bytes(self) -> ImageTooLarge:
        return ImageTooLarge(too_many_bytes_message(self.max_mb))

    def refuse_pixels(self) -> InvalidInput:
        return InvalidInput(too_many_pixels_message(self.max_megapixels))


def check_size(size: int, limits: UploadLimits) -> None:
    if size > limits.max_bytes:
        raise limits.refuse_bytes()
    if size == 0:
        raise InvalidInput(ONLY_IMAGES)


def decode_upload(data: bytes, limits: UploadLimits, fit: int | None = None) -> Image.Image:
    """The upload decoded into pixels, upright (EXIF orientation applied), first frame only.
    With `fit`, shrunk to fit a `fit`×`fit` square while decoding: a JPEG is decoded at 1/2, 1/4
    or 1/8 scale by its decoder (`Image.draft`), any other format is reduced by whole factors
    (`Image.reduce`) before the final resample, so a 12-megapixel photo never costs more than
    one full decode of its pixels.

    Raises ImageTooLarge (413) or InvalidInput (422) with the message the uploader sees.
    """
    check_size(len(data), limits)
    # Pillow's own bomb guard, a backstop to our own header check below: over it Pillow warns
    # (we make the warning an error below), over twice it raises. It is one global for every
    # thread, so it is only ever raised, to the largest limit seen; each call's own limit is
    # checked against the header in _decode.
    Image.MAX_IMAGE_PIXELS = max(limits.max_pixels, Image.MAX_IMAGE_PIXELS or 0)
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            return _decode(data, limits, fit)
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise limits.refuse_pixels() from None
        except KhadiError:
            raise
        except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError) as error:
            # Not an image, a format we do not take, or a damaged file.
            raise InvalidInput(ONLY_IMAGES) from error
        except Exception as error:  # a decoder bug on hostile input is still a refusal
            raise InvalidInput(ONLY_IMAGES) from error


def _decode(data: bytes, limits: UploadLimits, fit: int | None) -> Image.Image:
    with Image.open(io.BytesIO(data), formats=DECODERS) as probe:
        if probe.format not in ALLOWED_FORMATS:
            raise InvalidInput(ONLY_IMAGES)
        width, height = probe.size
        if width < 1 or height < 1:
            raise InvalidInput(ONLY_IMAGES)
        if width * height > limits.max_pixels:
            raise limits.refuse_pixels()
        probe.verify()  # structure and checksums, without decoding pixels
    # verify() leaves the image unusable; decode from a fresh handle.
    image = Image.open(io.BytesIO(data), formats=DECODERS)
    image.seek(0)  # animated GIF/WebP: the first frame is the product picture
    if fit is not None and max(image.size) > fit:
        # draft (JPEG) before loading, then reduce() by the whole factor that stays above the
        # box (3605 -> 1802 for a box of 1600) and one LANCZOS pass over what is left
        image.thumbnail((fit, fit), Image.Resampling.LANCZOS, reducing_gap=1.0)
    else:
        image.load()
    upright = ImageOps.exif_transpose(image)  # phones store rotation as metadata
    return upright
