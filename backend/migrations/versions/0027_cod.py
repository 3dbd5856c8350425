"""Cash on delivery (issue 30): the owner's COD settings, each account's open COD orders, and a
COD order's method, fee, state and who/when of its moves.

Revision ID: 0027
Revises: 0026
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0027"
down_revision = "0026"
branch_labels = None
depends_on = None

EMPTY = sa.text("''")


def upgrade() -> None:
    op.create_table(
        "cod_settings",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("max_order", sa.Integer(), nullable=False),
        sa.Column("fee", sa.Integer(), nullable=False),
        sa.Column("excluded_pincodes", sa.JSON(), nullable=False),
        sa.Column("excluded_zones", sa.JSON(), nullable=False),
        sa.Column("max_open_orders", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_cod_settings_singleton")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cod_settings")),
    )
    op.create_table(
        "cod_accounts",
        sa.Column("user_id", sa.String(24), nullable=False),
        sa.Column("open_orders", sa.Integer(), nullable=False),
        sa.CheckConstraint("open_orders >= 0", name=op.f("ck_cod_accounts_open_not_negative")),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            ondelete="CASCADE",
            name=op.f("fk_cod_accounts_user_id_users"),
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_cod_accounts")),
    )
    with op.batch_alter_table("orders") as batch:
        batch.add_column(
            sa.Column("payment_method", sa.String(8), server_default="online", nullable=False)
        )
        batch.add_column(sa.Column("cod_fee", sa.Integer(), server_default="0", nullable=False))
        batch.add_column(
            sa.Column("cod_state", sa.String(12), server_default=EMPTY, nullable=False)
        )
        batch.add_column(sa.Column("cod_confirmed_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("cod_confirmed_by", sa.String(24), nullable=True))
        batch.add_column(sa.Column("cod_closed_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("cod_closed_by", sa.String(24), nullable=True))
        batch.drop_constraint(op.f("ck_orders_status"), type_="check")
        batch.create_check_constraint(
            op.f("ck_orders_status"), "status IN ('created', 'paid', 'failed', 'cod')"
        )
        batch.create_check_constraint(
            op.f("ck_orders_cod_fee"), "cod_fee >= 0 AND cod_fee < amount"
        )
        batch.create_check_constraint(
            op.f("ck_orders_payment_method"), "payment_method IN ('online', 'cod')"
        )
        batch.create_check_constraint(
            op.f("ck_orders_cod_state"),
            "cod_state IN ('', 'placed', 'confirmed', 'cancelled', 'collected', 'returned')",
        )


def downgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        for name in ("cod_state", "payment_method", "cod_fee", "status"):
            batch.drop_constraint(op.f(f"ck_orders_{name}"), type_="check")
        batch.create_check_constraint(
            op.f("ck_orders_status"), "status IN ('created', 'paid', 'failed')"
        )
        for column in ("cod_closed_by", "cod_closed_at", "cod_confirmed_by", "cod_confirmed_at",
                       "cod_state", "cod_fee", "payment_method"):  # fmt: skip
            batch.drop_column(column)
    op.drop_table("cod_accounts")
    op.drop_table("cod_settings")
