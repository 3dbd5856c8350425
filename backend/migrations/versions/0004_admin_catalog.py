"""Admin catalogue and uploads: uploaded images, resumable (tus) uploads and their chunks.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-20
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "media_images",
        sa.Column("key", sa.String(length=255), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("variants", sa.JSON(), nullable=False),
        sa.Column("uploaded_by", sa.String(length=24), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["uploaded_by"],
            ["users.id"],
            name=op.f("fk_media_images_uploaded_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_media_images")),
    )
    op.create_table(
        "resumable_uploads",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("user_id", sa.String(length=24), nullable=False),
        sa.Column("length", sa.Integer(), nullable=False),
        sa.Column("offset", sa.Integer(), nullable=False),
        sa.Column("meta", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_resumable_uploads_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_resumable_uploads")),
    )
    with op.batch_alter_table("resumable_uploads") as batch:
        batch.create_index(batch.f("ix_resumable_uploads_user_id"), ["user_id"], unique=False)
        batch.create_index(batch.f("ix_resumable_uploads_expires_at"), ["expires_at"], unique=False)
    op.create_table(
        "upload_chunks",
        sa.Column("upload_id", sa.String(length=32), nullable=False),
        sa.Column("offset", sa.Integer(), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(
            ["upload_id"],
            ["resumable_uploads.id"],
            name=op.f("fk_upload_chunks_upload_id_resumable_uploads"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("upload_id", "offset", name=op.f("pk_upload_chunks")),
    )


def downgrade() -> None:
    op.drop_table("upload_chunks")
    with op.batch_alter_table("resumable_uploads") as batch:
        batch.drop_index(batch.f("ix_resumable_uploads_expires_at"))
        batch.drop_index(batch.f("ix_resumable_uploads_user_id"))
    op.drop_table("resumable_uploads")
    op.drop_table("media_images")
