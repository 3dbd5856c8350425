"""The media area's refusals and their texts: paths, image checks, uploads (one request or tus)."""

from __future__ import annotations

from khadi.errors import KhadiError

INVALID_MEDIA_PATH = "Invalid media path"

# image checks (media.validation)
ONLY_IMAGES = "Only JPEG, PNG, WebP or GIF images are allowed"


def too_many_bytes_message(max_mb: int) -> str:
    return f"Image is larger than {max_mb} MB"


def too_many_pixels_message(max_megapixels: int) -> str:
    return f"Image is larger than {max_megapixels} megapixels"


# one-request uploads (media.routes)
CHOOSE_AN_IMAGE = "Choose an image to upload"
LENGTH_REQUIRED = "Content-Length is required"

# resumable uploads (media.resumable, and the tus routes in media.routes)
UPLOAD_NOT_FOUND = "Upload not found"
UPLOAD_EXPIRED = "Upload expired"
UPLOAD_OFFSET_MISMATCH = "Upload-Offset does not match the bytes the server holds"
UPLOAD_TOO_LONG = "More bytes than the Upload-Length announced"
UPLOAD_NOT_COMPLETE = "The upload is not complete yet"
TOO_MANY_UPLOADS = "Too many uploads in progress; finish or cancel some first"
BAD_METADATA = "Invalid Upload-Metadata"


# the store itself (a read-only or full folder, an unreachable bucket)
MEDIA_UNAVAILABLE = "Images cannot be saved right now: the image store is unavailable. Try later"


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
