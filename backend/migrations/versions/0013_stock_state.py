"""The stock's own version row, apart from the catalogue's lock row (issue 15).

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    table = op.create_table(
        "stock_state",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_stock_state")),
    )
    op.bulk_insert(table, [{"id": 1, "version": 0}])


def downgrade() -> None:
    op.drop_table("stock_state")
