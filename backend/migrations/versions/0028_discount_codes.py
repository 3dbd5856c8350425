"""Discount codes (issue 31): the owner's codes, their per-customer counts and uses, the code a
cart carries, and an order's code and the paise it took off.

Revision ID: 0028
Revises: 0027
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0028"
down_revision = "0027"
branch_labels = None
depends_on = None

EMPTY = sa.text("''")


def upgrade() -> None:
    op.create_table(
        "discount_codes",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("value", sa.Integer(), nullable=False),
        sa.Column("min_order", sa.Integer(), nullable=False),
        sa.Column("starts_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("ends_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("max_uses", sa.Integer(), nullable=True),
        sa.Column("per_customer", sa.Integer(), nullable=True),
        sa.Column("categories", sa.JSON(), nullable=False),
        sa.Column("product_ids", sa.JSON(), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("used", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("kind IN ('percent', 'fixed')", name=op.f("ck_discount_codes_kind")),
        sa.CheckConstraint("used >= 0", name=op.f("ck_discount_codes_used_not_negative")),
        sa.CheckConstraint("value > 0", name=op.f("ck_discount_codes_value_positive")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_discount_codes")),
        sa.UniqueConstraint("code", name=op.f("uq_discount_codes_code")),
    )
    op.create_table(
        "discount_customers",
        sa.Column("code_id", sa.String(24), nullable=False),
        sa.Column("user_id", sa.String(24), nullable=False),
        sa.Column("used", sa.Integer(), nullable=False),
        sa.CheckConstraint("used >= 0", name=op.f("ck_discount_customers_used_not_negative")),
        sa.ForeignKeyConstraint(
            ["code_id"], ["discount_codes.id"], ondelete="CASCADE",
            name=op.f("fk_discount_customers_code_id_discount_codes"),
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], ondelete="CASCADE",
            name=op.f("fk_discount_customers_user_id_users"),
        ),
        sa.PrimaryKeyConstraint("code_id", "user_id", name=op.f("pk_discount_customers")),
    )  # fmt: skip
    op.create_table(
        "discount_uses",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("code_id", sa.String(24), nullable=False),
        sa.Column("user_id", sa.String(24), nullable=False),
        sa.Column("order_id", sa.String(24), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("order_amount", sa.Integer(), nullable=False),
        sa.Column("state", sa.String(10), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("released_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(
            "state IN ('held', 'used', 'released')", name=op.f("ck_discount_uses_state")
        ),
        sa.ForeignKeyConstraint(
            ["code_id"], ["discount_codes.id"], name=op.f("fk_discount_uses_code_id_discount_codes")
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_discount_uses_user_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_discount_uses_order_id_orders")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_discount_uses")),
        sa.UniqueConstraint("order_id", name=op.f("uq_discount_uses_order_id")),
    )
    op.create_index("ix_discount_uses_code_id_at", "discount_uses", ["code_id", "at"])
    op.create_index("ix_discount_uses_state_expires_at", "discount_uses", ["state", "expires_at"])
    op.create_table(
        "discount_applied",
        sa.Column("user_id", sa.String(24), nullable=False),
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], ondelete="CASCADE",
            name=op.f("fk_discount_applied_user_id_users"),
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_discount_applied")),
    )  # fmt: skip
    with op.batch_alter_table("orders") as batch:
        batch.add_column(
            sa.Column("discount_code", sa.String(32), server_default=EMPTY, nullable=False)
        )
        batch.add_column(
            sa.Column("discount_amount", sa.Integer(), server_default="0", nullable=False)
        )
        batch.create_check_constraint(op.f("ck_orders_discount_amount"), "discount_amount >= 0")


def downgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.drop_constraint(op.f("ck_orders_discount_amount"), type_="check")
        batch.drop_column("discount_amount")
        batch.drop_column("discount_code")
    op.drop_table("discount_applied")
    op.drop_index("ix_discount_uses_state_expires_at", table_name="discount_uses")
    op.drop_index("ix_discount_uses_code_id_at", table_name="discount_uses")
    op.drop_table("discount_uses")
    op.drop_table("discount_customers")
    op.drop_table("discount_codes")
