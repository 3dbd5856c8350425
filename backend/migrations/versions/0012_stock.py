"""Stock per variant, checkout holds and stock history (issue 15).

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "stock_levels",
        sa.Column("product_id", sa.String(length=24), nullable=False),
        sa.Column("size", sa.String(length=100), nullable=False),
        sa.Column("type", sa.String(length=100), nullable=False),
        sa.Column("on_hand", sa.Integer(), nullable=False),
        sa.Column("unit", sa.String(length=16), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("on_hand >= 0", name=op.f("ck_stock_levels_on_hand_not_negative")),
        sa.CheckConstraint("unit IN ('piece', 'quarter_metre')", name=op.f("ck_stock_levels_unit")),
        sa.PrimaryKeyConstraint("product_id", "size", "type", name="pk_stock_levels"),
    )
    op.create_table(
        "stock_reservations",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("order_id", sa.String(length=24), nullable=False),
        sa.Column("product_id", sa.String(length=24), nullable=False),
        sa.Column("size", sa.String(length=100), nullable=False),
        sa.Column("type", sa.String(length=100), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=8), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("quantity > 0", name=op.f("ck_stock_reservations_quantity_positive")),
        sa.CheckConstraint(
            "status IN ('held', 'sold', 'released')", name=op.f("ck_stock_reservations_status")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_stock_reservations")),
    )
    op.create_index(
        op.f("ix_stock_reservations_order_id"), "stock_reservations", ["order_id"], unique=False
    )
    op.create_index(
        "ix_stock_reservations_status_expires_at",
        "stock_reservations",
        ["status", "expires_at"],
        unique=False,
    )
    op.create_table(
        "stock_movements",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("product_id", sa.String(length=24), nullable=False),
        sa.Column("size", sa.String(length=100), nullable=False),
        sa.Column("type", sa.String(length=100), nullable=False),
        sa.Column("unit", sa.String(length=16), nullable=False),
        sa.Column("change", sa.Integer(), nullable=False),
        sa.Column("on_hand_after", sa.Integer(), nullable=False),
        sa.Column("reason", sa.String(length=16), nullable=False),
        sa.Column("order_id", sa.String(length=24), nullable=True),
        sa.Column("user_id", sa.String(length=24), nullable=True),
        sa.Column("note", sa.String(length=200), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "reason IN ('sale', 'release', 'restock', 'edit', 'import', 'return')",
            name=op.f("ck_stock_movements_reason"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_stock_movements")),
    )
    op.create_index(
        "ix_stock_movements_variant",
        "stock_movements",
        ["product_id", "size", "type", "id"],
        unique=False,
    )
    with op.batch_alter_table("shop_settings") as batch:
        batch.add_column(
            sa.Column("stock_hold_minutes", sa.Integer(), nullable=False, server_default="30")
        )
        batch.add_column(
            sa.Column("low_stock_threshold", sa.Integer(), nullable=False, server_default="3")
        )
    with op.batch_alter_table("orders") as batch:
        batch.add_column(
            sa.Column("stock_short", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.drop_column("stock_short")
    with op.batch_alter_table("shop_settings") as batch:
        batch.drop_column("low_stock_threshold")
        batch.drop_column("stock_hold_minutes")
    op.drop_index("ix_stock_movements_variant", table_name="stock_movements")
    op.drop_table("stock_movements")
    op.drop_index("ix_stock_reservations_status_expires_at", table_name="stock_reservations")
    op.drop_index(op.f("ix_stock_reservations_order_id"), table_name="stock_reservations")
    op.drop_table("stock_reservations")
    op.drop_table("stock_levels")
