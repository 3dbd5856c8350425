"""Refunds through the provider, and what each order has refunded (issue 16).

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.add_column(
            sa.Column("refunded_amount", sa.Integer(), nullable=False, server_default="0")
        )
        batch.create_check_constraint(
            op.f("ck_orders_refunded_within_amount"),
            "refunded_amount >= 0 AND refunded_amount <= amount",
        )
    op.create_table(
        "refunds",
        sa.Column("id", sa.String(length=24), nullable=False),
        sa.Column("order_id", sa.String(length=24), nullable=True),
        sa.Column("payment_id", sa.String(length=64), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("provider_refund_id", sa.String(length=64), nullable=True),
        sa.Column("idempotency_key", sa.String(length=64), nullable=False),
        sa.Column("reason", sa.String(length=200), nullable=False),
        sa.Column("requested_by", sa.String(length=24), nullable=True),
        sa.Column("failure", sa.String(length=300), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("amount > 0", name=op.f("ck_refunds_amount_positive")),
        sa.CheckConstraint(
            "status IN ('requested', 'pending', 'processed', 'failed')",
            name=op.f("ck_refunds_status"),
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_refunds_order_id_orders")
        ),
        sa.ForeignKeyConstraint(
            ["requested_by"], ["users.id"], name=op.f("fk_refunds_requested_by_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_refunds")),
        sa.UniqueConstraint("order_id", "idempotency_key", name="uq_refunds_idempotency_key"),
        sa.UniqueConstraint("provider_refund_id", name=op.f("uq_refunds_provider_refund_id")),
    )
    op.create_index("ix_refunds_payment_id", "refunds", ["payment_id"], unique=False)
    op.create_index(
        "ix_refunds_status_created_at", "refunds", ["status", "created_at"], unique=False
    )
    op.create_index(op.f("ix_refunds_order_id"), "refunds", ["order_id"], unique=False)
    op.create_table(
        "sandbox_refunds",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("payment_id", sa.String(length=32), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("idempotency_key", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sandbox_refunds")),
        sa.UniqueConstraint("idempotency_key", name=op.f("uq_sandbox_refunds_idempotency_key")),
    )
    op.create_index(
        op.f("ix_sandbox_refunds_payment_id"), "sandbox_refunds", ["payment_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_sandbox_refunds_payment_id"), table_name="sandbox_refunds")
    op.drop_table("sandbox_refunds")
    op.drop_index(op.f("ix_refunds_order_id"), table_name="refunds")
    op.drop_index("ix_refunds_status_created_at", table_name="refunds")
    op.drop_index("ix_refunds_payment_id", table_name="refunds")
    op.drop_table("refunds")
    with op.batch_alter_table("orders") as batch:
        batch.drop_constraint(op.f("ck_orders_refunded_within_amount"), type_="check")
        batch.drop_column("refunded_amount")
