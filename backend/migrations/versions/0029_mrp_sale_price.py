"""MRP and sale prices (issue 31): a product's printed MRP, and a sale price with its start and
end. All nullable: no MRP, no sale. The price a shopper pays is worked out from the clock at read
time (catalog.pricing), so a sale starts and ends without a job at midnight.

Revision ID: 0029
Revises: 0028
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0029"
down_revision = "0028"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("products") as batch:
        batch.add_column(sa.Column("mrp", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("sale_price", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("sale_starts_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("sale_ends_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("products") as batch:
        batch.drop_column("sale_ends_at")
        batch.drop_column("sale_starts_at")
        batch.drop_column("sale_price")
        batch.drop_column("mrp")
