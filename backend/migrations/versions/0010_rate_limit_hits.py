"""Rate limits kept in the database (issue 14): sign-ups, checkouts, reset requests.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rate_limit_hits",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("scope", sa.String(length=32), nullable=False),
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("attempt", sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rate_limit_hits")),
    )
    op.create_index(
        "ix_rate_limit_hits_scope_key_at", "rate_limit_hits", ["scope", "key", "at"], unique=False
    )


def downgrade() -> None:
    op.drop_index("ix_rate_limit_hits_scope_key_at", table_name="rate_limit_hits")
    op.drop_table("rate_limit_hits")
