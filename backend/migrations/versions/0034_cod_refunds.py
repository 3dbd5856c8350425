"""A cash-on-delivery order's refund (issue 30): there is no online payment to refund, so the
owner sends the money by UPI or bank transfer and records how, with its reference, who and when.

Revision ID: 0034
Revises: 0033
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0034"
down_revision = "0033"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("refunds") as batch:
        batch.add_column(sa.Column("sent_by_method", sa.String(8), nullable=True))
        batch.add_column(sa.Column("sent_reference", sa.String(64), nullable=True))
        batch.add_column(sa.Column("sent_by", sa.String(24), nullable=True))
        batch.add_column(sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True))
        batch.create_foreign_key(op.f("fk_refunds_sent_by_users"), "users", ["sent_by"], ["id"])


def downgrade() -> None:
    with op.batch_alter_table("refunds") as batch:
        batch.drop_constraint(op.f("fk_refunds_sent_by_users"), type_="foreignkey")
        batch.drop_column("sent_at")
        batch.drop_column("sent_by")
        batch.drop_column("sent_reference")
        batch.drop_column("sent_by_method")
