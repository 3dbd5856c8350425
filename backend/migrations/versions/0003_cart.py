"""Cart and wishlist (filled in by the issue that builds it; a no-op until then).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-20
"""

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
