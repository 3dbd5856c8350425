"""Newsletter subscriptions: one row per (lower-cased) e-mail address.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-20
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "newsletter_subscriptions",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_newsletter_subscriptions")),
        sa.UniqueConstraint("email", name=op.f("uq_newsletter_subscriptions_email")),
    )


def downgrade() -> None:
    op.drop_table("newsletter_subscriptions")
