"""Cart lines and wishlist entries.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-20
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "cart_lines",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=24), nullable=False),
        sa.Column("product_id", sa.String(length=24), nullable=False),
        sa.Column("size", sa.String(length=100), nullable=False),
        sa.Column("type", sa.String(length=100), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("unit", sa.String(length=16), nullable=False),
        sa.Column("added_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("quantity > 0", name=op.f("ck_cart_lines_quantity_positive")),
        sa.CheckConstraint("unit IN ('piece', 'quarter_metre')", name=op.f("ck_cart_lines_unit")),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_cart_lines_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cart_lines")),
        sa.UniqueConstraint(
            "user_id", "product_id", "size", "type", name=op.f("uq_cart_lines_line")
        ),
    )
    op.create_table(
        "wishlist_items",
        sa.Column("user_id", sa.String(length=24), nullable=False),
        sa.Column("product_id", sa.String(length=24), nullable=False),
        sa.Column("added_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_wishlist_items_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", "product_id", name=op.f("pk_wishlist_items")),
    )


def downgrade() -> None:
    op.drop_table("wishlist_items")
    op.drop_table("cart_lines")
