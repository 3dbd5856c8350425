"""Fulfilment apart from payment: packed, shipped (courier and tracking), delivered (issue 16).

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.add_column(
            sa.Column(
                "fulfilment", sa.String(length=12), nullable=False, server_default="unfulfilled"
            )
        )
        batch.add_column(
            sa.Column("courier", sa.String(length=80), nullable=False, server_default=sa.text("''"))
        )
        batch.add_column(
            sa.Column(
                "tracking_number",
                sa.String(length=80),
                nullable=False,
                server_default=sa.text("''"),
            )
        )
        batch.add_column(
            sa.Column(
                "tracking_url", sa.String(length=500), nullable=False, server_default=sa.text("''")
            )
        )
        batch.create_check_constraint(
            op.f("ck_orders_fulfilment"),
            "fulfilment IN ('unfulfilled', 'packed', 'shipped', 'delivered', 'cancelled')",
        )
    op.create_table(
        "fulfilment_events",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("order_id", sa.String(length=24), nullable=False),
        sa.Column("from_state", sa.String(length=12), nullable=False),
        sa.Column("to_state", sa.String(length=12), nullable=False),
        sa.Column("by_user_id", sa.String(length=24), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["by_user_id"], ["users.id"], name=op.f("fk_fulfilment_events_by_user_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_fulfilment_events_order_id_orders")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fulfilment_events")),
    )
    op.create_index(
        op.f("ix_fulfilment_events_order_id"), "fulfilment_events", ["order_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_fulfilment_events_order_id"), table_name="fulfilment_events")
    op.drop_table("fulfilment_events")
    with op.batch_alter_table("orders") as batch:
        batch.drop_constraint(op.f("ck_orders_fulfilment"), type_="check")
        batch.drop_column("tracking_url")
        batch.drop_column("tracking_number")
        batch.drop_column("courier")
        batch.drop_column("fulfilment")
