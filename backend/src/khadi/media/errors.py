"""The media area's refusals and their texts: paths, image checks, uploads (one request or tus)."""

from __future__ import annotations

from khadi.errors import KhadiError, Text, template, text

INVALID_MEDIA_PATH = text("media.invalid_path", "Invalid media path")

# image checks (media.validation)
ONLY_IMAGES = text("media.only_images", "Only JPEG, PNG, WebP or GIF images are allowed")
TOO_MANY_BYTES = template("media.too_many_bytes", "Image is larger than {max} MB")
TOO_MANY_PIXELS = template("media.too_many_pixels", "Image is larger than {max} megapixels")


def too_many_bytes_message(max_mb: int) -> Text:
    return Text("media.too_many_bytes", TOO_MANY_BYTES, max=max_mb)


def too_many_pixels_message(max_megapixels: int) -> Text:
    return Text("media.too_many_pixels", TOO_MANY_PIXELS, max=max_megapixels)


UNSUPPORTED_TUS_VERSION = text("media.unsupported_tus_version", "Unsupported tus version")
# one-request uploads (media.routes)
CHOOSE_AN_IMAGE = text("media.choose_an_image", "Choose an image to upload")
LENGTH_REQUIRED = text("media.length_required", "Content-Length is required")

# resumable uploads (media.resumable, and the tus routes in media.routes)
UPLOAD_NOT_FOUND = text("media.upload_not_found", "Upload not found")
UPLOAD_EXPIRED = text("media.upload_expired", "Upload expired")
UPLOAD_OFFSET_MISMATCH = text(
    "media.upload_offset_mismatch", "Upload-Offset does not match the bytes the server holds"
)
UPLOAD_TOO_LONG = text("media.upload_too_long", "More bytes than the Upload-Length announced")
UPLOAD_NOT_COMPLETE = text("media.upload_not_complete", "The upload is not complete yet")
TOO_MANY_UPLOADS = text(
    "media.too_many_uploads", "Too many uploads in progress; finish or cancel some first"
)
BAD_METADATA = text("media.bad_metadata", "Invalid Upload-Metadata")
# a tus header the request lacks ({name}: the header's name, e.g. Upload-Length)
WHOLE_NUMBER = text("media.whole_number", "a whole number")
HEADER_REQUIRED = template("media.header_required", "{name} is required")


def header_required(name: str) -> Text:
    return Text("media.header_required", HEADER_REQUIRED, name=name)


# the store itself (a read-only or full folder, an unreachable bucket)
MEDIA_UNAVAILABLE = text(
    "media.unavailable",
    "Images cannot be saved right now: the image store is unavailable. Try later",
)


class MediaUnavailable(KhadiError):
    """The media store refused a write (HTTP 503, Service Unavailable)."""

    status = 503
    code = "media_unavailable"


class ImageTooLarge(KhadiError):
    """The upload's bytes exceed the limit (HTTP 413, Payload Too Large)."""

    status = 413
    code = "too_large"


class LengthRequired(KhadiError):
    status = 411
    code = "length_required"


class UnsupportedMediaType(KhadiError):
    status = 415
    code = "unsupported_media_type"


class UploadGone(KhadiError):
    status = 410
    code = "gone"


class UploadTooLong(KhadiError):
    status = 413
    code = "too_large"
