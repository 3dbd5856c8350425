"""Carts that come back (issue 31): each cart's last change and what reminded its shopper of it,
each reminder sent (for the dashboard's counts), and the owner's wait before one.

Revision ID: 0030
Revises: 0029
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0030"
down_revision = "0029"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "cart_activity",
        sa.Column("user_id", sa.String(24), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("reminded_version", sa.Integer(), nullable=False),
        sa.Column("reminded_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("unsubscribed", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            ondelete="CASCADE",
            name=op.f("fk_cart_activity_user_id_users"),
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_cart_activity")),
    )
    op.create_table(
        "cart_reminders",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(24), nullable=False),
        sa.Column("cart_version", sa.Integer(), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            ondelete="CASCADE",
            name=op.f("fk_cart_reminders_user_id_users"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cart_reminders")),
        sa.UniqueConstraint("user_id", "cart_version", name=op.f("uq_cart_reminders_cart")),
    )
    with op.batch_alter_table("shop_settings") as batch:
        batch.add_column(
            sa.Column("cart_reminder_hours", sa.Integer(), server_default="6", nullable=False)
        )


def downgrade() -> None:
    with op.batch_alter_table("shop_settings") as batch:
        batch.drop_column("cart_reminder_hours")
    op.drop_table("cart_reminders")
    op.drop_table("cart_activity")
