"""The shop's settings (a single row) and its editable pages (issue 13).

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-24
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "shop_settings",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("tagline", sa.String(length=200), nullable=False),
        sa.Column("legal_name", sa.String(length=200), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("phone", sa.String(length=20), nullable=False),
        sa.Column("whatsapp_number", sa.String(length=15), nullable=False),
        sa.Column("address", sa.Text(), nullable=False),
        sa.Column("map_url", sa.String(length=1000), nullable=False),
        sa.Column("state", sa.String(length=60), nullable=False),
        sa.Column("gstin", sa.String(length=15), nullable=False),
        sa.Column("logo_key", sa.String(length=255), nullable=False),
        sa.Column("social_links", sa.JSON(), nullable=False),
        sa.Column("developer_text", sa.String(length=200), nullable=False),
        sa.Column("developer_url", sa.String(length=500), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_shop_settings_singleton")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_shop_settings")),
    )
    op.create_table(
        "shop_pages",
        sa.Column("slug", sa.String(length=16), nullable=False),
        sa.Column("content", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "slug IN ('about', 'careers', 'faq', 'terms')", name=op.f("ck_shop_pages_slug")
        ),
        sa.PrimaryKeyConstraint("slug", name=op.f("pk_shop_pages")),
    )


def downgrade() -> None:
    op.drop_table("shop_pages")
    op.drop_table("shop_settings")
