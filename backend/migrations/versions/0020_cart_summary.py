"""The cart summary a shop shows (issue 28): 'gst' (Sub-total, "Includes GST ₹X", Total = what
checkout charges), the default of every shop, or 'spec' (the spec's 'Tax (10%)' / 'Discount
(5%)' lines, kept for the demo shop).

Revision ID: 0020_cart_summary
Revises: 0019
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("shop_settings") as batch:
        batch.add_column(
            sa.Column("cart_summary", sa.String(8), server_default="gst", nullable=False)
        )


def downgrade() -> None:
    with op.batch_alter_table("shop_settings") as batch:
        batch.drop_column("cart_summary")
