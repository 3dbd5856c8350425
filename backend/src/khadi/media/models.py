"""Media tables: the images uploads produced, and resumable uploads in progress.

Resumable uploads keep their state and received bytes in the database, not on one instance's disk,
so the next chunk of an upload may reach any app instance (DESIGN.md §1: instances share nothing
but the database and the bucket). Images are at most a few MB, so holding the chunks of the
uploads in flight costs little; they are deleted as soon as the image is stored.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from khadi.db import Base
from khadi.kit.time import utcnow

UPLOAD_RECEIVING = "receiving"
UPLOAD_PROCESSING = "processing"
UPLOAD_DONE = "done"


class MediaImage(Base):
    """An image an admin uploaded: the record a product keeps, looked up by its key so a product
    form cannot claim sizes or variants the server did not make."""

    __tablename__ = "media_images"

    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    width: Mapped[int] = mapped_column(Integer)
    height: Mapped[int] = mapped_column(Integer)
    variants: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    uploaded_by: Mapped[str | None] = mapped_column(
        String(24), ForeignKey("users.id", ondelete="SET NULL"), nullable=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    def record(self) -> dict[str, Any]:
        """The shape kept in Product.images."""
        return {
            "key": self.key,
            "width": self.width,
            "height": self.height,
            "variants": [dict(v) for v in self.variants],
        }


class ResumableUpload(Base):
    """One tus upload (https://tus.io/protocols/resumable-upload)."""

    __tablename__ = "resumable_uploads"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[str] = mapped_column(
        String(24), ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    length: Mapped[int] = mapped_column(Integer)  # Upload-Length, bytes
    offset: Mapped[int] = mapped_column(Integer, default=0)  # bytes received and stored
    # filename, category, subCategory from Upload-Metadata
    meta: Mapped[dict[str, str]] = mapped_column(JSON, default=dict)
    status: Mapped[str] = mapped_column(String(16), default=UPLOAD_RECEIVING)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class UploadChunk(Base):
    """The bytes one PATCH delivered, starting at `offset` of the upload."""

    __tablename__ = "upload_chunks"

    upload_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("resumable_uploads.id", ondelete="CASCADE"), primary_key=True
    )
    offset: Mapped[int] = mapped_column(Integer, primary_key=True)
    data: Mapped[bytes] = mapped_column(LargeBinary)
