"""Indexes for the owner's reports (issue 32): orders by when they were paid (online) or their
cash collected (COD), and refunds by when they were asked.

Revision ID: 0033
Revises: 0032
Create Date: 2026-11-27
"""

from alembic import op

revision = "0033"
down_revision = "0032"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index(
        "ix_orders_status_paid_at", "orders", ["status", "paid_at", "amount", "shipping_state"]
    )
    op.create_index(
        "ix_orders_cod_state_closed_at",
        "orders",
        ["cod_state", "cod_closed_at", "status", "amount", "shipping_state"],
    )
    op.create_index("ix_refunds_created_at", "refunds", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_refunds_created_at", table_name="refunds")
    op.drop_index("ix_orders_cod_state_closed_at", table_name="orders")
    op.drop_index("ix_orders_status_paid_at", table_name="orders")
