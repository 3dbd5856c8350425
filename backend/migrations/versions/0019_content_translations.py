"""Kannada and Hindi for the rest of what admins write (issue 18): each subcategory's names, the
editable pages' texts and the shop's tagline. Empty = none entered: shoppers see the English.

Revision ID: 0019_content_translations
Revises: 0018
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None

EMPTY = sa.text("''")


def upgrade() -> None:
    with op.batch_alter_table("categories") as batch:
        # {subcategory: {"kn": "...", "hi": "..."}}; null = none entered
        batch.add_column(sa.Column("subcategory_labels", sa.JSON(), nullable=True))
    with op.batch_alter_table("shop_pages") as batch:
        # the page's texts in the shape of `content`, without what is not text; null = none
        batch.add_column(sa.Column("content_kn", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("content_hi", sa.JSON(), nullable=True))
    with op.batch_alter_table("shop_settings") as batch:
        batch.add_column(
            sa.Column("tagline_kn", sa.String(200), server_default=EMPTY, nullable=False)
        )
        batch.add_column(
            sa.Column("tagline_hi", sa.String(200), server_default=EMPTY, nullable=False)
        )


def downgrade() -> None:
    with op.batch_alter_table("shop_settings") as batch:
        batch.drop_column("tagline_hi")
        batch.drop_column("tagline_kn")
    with op.batch_alter_table("shop_pages") as batch:
        batch.drop_column("content_hi")
        batch.drop_column("content_kn")
    with op.batch_alter_table("categories") as batch:
        batch.drop_column("subcategory_labels")
