"""Admin catalogue and uploads (filled in by the issue that builds it; a no-op until then).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-20
"""

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
