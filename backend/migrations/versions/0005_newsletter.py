"""Newsletter subscriptions (filled in by the issue that builds it; a no-op until then).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-20
"""

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
