"""One-time login codes (issue 29): the right password's holder of an account under attack is
asked for a code sent by e-mail instead of being refused.

Revision ID: 0025
Revises: 0021
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0025"
down_revision = "0021"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "login_codes",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=24), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_login_codes_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_codes")),
    )
    op.create_index(op.f("ix_login_codes_user_id"), "login_codes", ["user_id"], unique=False)
    op.create_index(op.f("ix_login_codes_expires_at"), "login_codes", ["expires_at"], unique=False)


def downgrade() -> None:
    op.drop_table("login_codes")
