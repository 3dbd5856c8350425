"""Nobody is punished for changing their mind (issue 30): an order whose payment window was
closed without paying is marked `dismissed_at` (it leaves 'My Orders' and gives its stock back),
and the owner's grace before that stock goes back (`dismissed_hold_minutes`, default 0).

Revision ID: 0026
Revises: 0025
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0026"
down_revision = "0025"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("dismissed_at", sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table("shop_settings") as batch:
        batch.add_column(
            sa.Column("dismissed_hold_minutes", sa.Integer(), server_default="0", nullable=False)
        )


def downgrade() -> None:
    with op.batch_alter_table("shop_settings") as batch:
        batch.drop_column("dismissed_hold_minutes")
    with op.batch_alter_table("orders") as batch:
        batch.drop_column("dismissed_at")
