"""Addresses a courier can deliver to and delivery charges (issue 30): the address book, the
owner's delivery charges, and each order's full address and delivery fee.

Revision ID: 0021
Revises: 0020
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0021"
down_revision = "0020"
branch_labels = None
depends_on = None

EMPTY = sa.text("''")


def upgrade() -> None:
    op.create_table(
        "saved_addresses",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("user_id", sa.String(24), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("house", sa.String(200), server_default=EMPTY, nullable=False),
        sa.Column("address", sa.String(500), nullable=False),
        sa.Column("locality", sa.String(100), server_default=EMPTY, nullable=False),
        sa.Column("city", sa.String(100), nullable=False),
        sa.Column("district", sa.String(100), nullable=False),
        sa.Column("state", sa.String(60), nullable=False),
        sa.Column("pincode", sa.String(6), nullable=False),
        sa.Column("mobile", sa.String(13), nullable=False),
        sa.Column("is_default", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            ondelete="CASCADE",
            name=op.f("fk_saved_addresses_user_id_users"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_saved_addresses")),
    )
    op.create_index("ix_saved_addresses_user_id", "saved_addresses", ["user_id"])
    op.create_table(
        "delivery_settings",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("free_above", sa.Integer(), nullable=False),
        sa.Column("slabs", sa.JSON(), nullable=False),
        sa.Column("zones", sa.JSON(), nullable=False),
        sa.Column("weights", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_delivery_settings_singleton")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_delivery_settings")),
    )
    with op.batch_alter_table("orders") as batch:
        for name, length in (("house", 200), ("locality", 100), ("city", 100),
                             ("district", 100), ("state", 60)):  # fmt: skip
            batch.add_column(
                sa.Column(
                    f"shipping_{name}", sa.String(length), server_default=EMPTY, nullable=False
                )
            )
        batch.add_column(
            sa.Column("delivery_fee", sa.Integer(), server_default="0", nullable=False)
        )
        batch.add_column(
            sa.Column("delivery_zone", sa.String(40), server_default=EMPTY, nullable=False)
        )
        batch.create_check_constraint(
            op.f("ck_orders_delivery_fee"), "delivery_fee >= 0 AND delivery_fee < amount"
        )


def downgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.drop_constraint(op.f("ck_orders_delivery_fee"), type_="check")
        for name in ("delivery_zone", "delivery_fee", "shipping_state", "shipping_district",
                     "shipping_city", "shipping_locality", "shipping_house"):  # fmt: skip
            batch.drop_column(name)
    op.drop_table("delivery_settings")
    op.drop_index("ix_saved_addresses_user_id", table_name="saved_addresses")
    op.drop_table("saved_addresses")
