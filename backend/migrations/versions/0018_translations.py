"""Kannada and Hindi versions of product titles, descriptions and category labels, and the
user's language (issue 18). '' means none entered: shoppers see the English.

Revision ID: 0018_translations
Revises: 0017
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None

EMPTY = sa.text("''")


def upgrade() -> None:
    with op.batch_alter_table("products") as batch:
        batch.add_column(
            sa.Column("title_kn", sa.String(200), server_default=EMPTY, nullable=False)
        )
        batch.add_column(
            sa.Column("title_hi", sa.String(200), server_default=EMPTY, nullable=False)
        )
        batch.add_column(
            sa.Column("description_kn", sa.Text(), server_default=EMPTY, nullable=False)
        )
        batch.add_column(
            sa.Column("description_hi", sa.Text(), server_default=EMPTY, nullable=False)
        )
    with op.batch_alter_table("categories") as batch:
        batch.add_column(
            sa.Column("label_kn", sa.String(120), server_default=EMPTY, nullable=False)
        )
        batch.add_column(
            sa.Column("label_hi", sa.String(120), server_default=EMPTY, nullable=False)
        )
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("language", sa.String(2), server_default="en", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.drop_column("language")
    with op.batch_alter_table("categories") as batch:
        batch.drop_column("label_hi")
        batch.drop_column("label_kn")
    with op.batch_alter_table("products") as batch:
        for column in ("description_hi", "description_kn", "title_hi", "title_kn"):
            batch.drop_column(column)
