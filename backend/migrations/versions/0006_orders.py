"""Orders, payment audit events, webhook de-duplication and the sandbox provider's payments.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-21
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "orders",
        sa.Column("id", sa.String(length=24), nullable=False),
        sa.Column("user_id", sa.String(length=24), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("cart_total_items", sa.Integer(), nullable=False),
        sa.Column("items", sa.JSON(), nullable=False),
        sa.Column("shipping_name", sa.String(length=100), nullable=False),
        sa.Column("shipping_address", sa.String(length=500), nullable=False),
        sa.Column("shipping_pincode", sa.String(length=6), nullable=False),
        sa.Column("shipping_mobile", sa.String(length=13), nullable=False),
        sa.Column("idempotency_key", sa.String(length=128), nullable=False),
        sa.Column("provider", sa.String(length=16), nullable=False),
        sa.Column("provider_order_id", sa.String(length=64), nullable=False),
        sa.Column("payment_id", sa.String(length=64), nullable=True),
        sa.Column("placed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("paid_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("amount > 0", name=op.f("ck_orders_amount_positive")),
        sa.CheckConstraint(
            "status IN ('created', 'paid', 'failed')", name=op.f("ck_orders_status")
        ),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name=op.f("fk_orders_user_id_users")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_orders")),
        sa.UniqueConstraint("payment_id", name=op.f("uq_orders_payment_id")),
        sa.UniqueConstraint("provider_order_id", name=op.f("uq_orders_provider_order_id")),
        sa.UniqueConstraint("user_id", "idempotency_key", name="uq_orders_idempotency_key"),
    )
    op.create_index("ix_orders_status_placed_at", "orders", ["status", "placed_at"])
    op.create_index("ix_orders_user_id_placed_at", "orders", ["user_id", "placed_at"])
    op.create_table(
        "payment_events",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("order_id", sa.String(length=24), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("source", sa.String(length=16), nullable=False),
        sa.Column("payment_id", sa.String(length=64), nullable=True),
        sa.Column("amount", sa.Integer(), nullable=True),
        sa.Column("currency", sa.String(length=8), nullable=True),
        sa.Column("detail", sa.String(length=500), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_payment_events_order_id_orders")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payment_events")),
    )
    op.create_index(
        op.f("ix_payment_events_order_id"), "payment_events", ["order_id"], unique=False
    )
    op.create_table(
        "webhook_events",
        sa.Column("event_id", sa.String(length=100), nullable=False),
        sa.Column("event", sa.String(length=64), nullable=False),
        sa.Column("provider_order_id", sa.String(length=64), nullable=True),
        sa.Column("outcome", sa.String(length=32), nullable=False),
        sa.Column("received_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("event_id", name=op.f("pk_webhook_events")),
    )
    op.create_table(
        "sandbox_payments",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("provider_order_id", sa.String(length=64), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("error_description", sa.String(length=200), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sandbox_payments")),
    )
    op.create_index(
        op.f("ix_sandbox_payments_provider_order_id"),
        "sandbox_payments",
        ["provider_order_id"],
        unique=False,
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_sandbox_payments_provider_order_id"), table_name="sandbox_payments")
    op.drop_table("sandbox_payments")
    op.drop_table("webhook_events")
    op.drop_index(op.f("ix_payment_events_order_id"), table_name="payment_events")
    op.drop_table("payment_events")
    op.drop_index("ix_orders_user_id_placed_at", table_name="orders")
    op.drop_index("ix_orders_status_placed_at", table_name="orders")
    op.drop_table("orders")
