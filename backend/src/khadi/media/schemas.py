"""Media API shapes."""

from __future__ import annotations

from pydantic import Field

from khadi.kit.schema import ApiModel


class UploadedVariantOut(ApiModel):
    width: int
    url: str
    key: str


class UploadedImageOut(ApiModel):
    """An uploaded image, as the product form keeps it and sends back in `images`."""

    key: str = Field(description="Where the image lives in the media store")
    url: str
    width: int
    height: int
    variants: list[UploadedVariantOut] = Field(description="Smaller WebP copies for srcset")


class MediaDeleted(ApiModel):
    deleted: bool
    files_removed: int = Field(description="Original plus variants that were removed")
