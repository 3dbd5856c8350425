"""Returns of delivered orders and their private photos (issue 16).

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "order_returns",
        sa.Column("id", sa.String(length=24), nullable=False),
        sa.Column("order_id", sa.String(length=24), nullable=False),
        sa.Column("user_id", sa.String(length=24), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("reason", sa.String(length=10), nullable=False),
        sa.Column("note", sa.String(length=500), server_default=sa.text("''"), nullable=False),
        sa.Column("lines", sa.JSON(), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("idempotency_key", sa.String(length=128), nullable=False),
        sa.Column("requested_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("decided_by", sa.String(length=24), nullable=True),
        sa.Column(
            "decline_reason", sa.String(length=300), server_default=sa.text("''"), nullable=False
        ),
        sa.Column("received_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("received_by", sa.String(length=24), nullable=True),
        sa.Column("restocked", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.CheckConstraint("amount > 0", name=op.f("ck_order_returns_amount_positive")),
        sa.CheckConstraint(
            "reason IN ('Defective', 'Damaged')", name=op.f("ck_order_returns_reason")
        ),
        sa.CheckConstraint(
            "status IN ('requested', 'accepted', 'declined', 'received')",
            name=op.f("ck_order_returns_status"),
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_order_returns_order_id_orders")
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_order_returns_user_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["decided_by"], ["users.id"], name=op.f("fk_order_returns_decided_by_users")
        ),
        sa.ForeignKeyConstraint(
            ["received_by"], ["users.id"], name=op.f("fk_order_returns_received_by_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_order_returns")),
        sa.UniqueConstraint("order_id", "idempotency_key", name="uq_order_returns_idempotency_key"),
    )
    op.create_index(op.f("ix_order_returns_order_id"), "order_returns", ["order_id"])
    op.create_index(
        "ix_order_returns_status_requested_at", "order_returns", ["status", "requested_at"]
    )
    op.create_table(
        "return_photos",
        sa.Column("id", sa.String(length=24), nullable=False),
        sa.Column("user_id", sa.String(length=24), nullable=False),
        sa.Column("return_id", sa.String(length=24), nullable=True),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["return_id"],
            ["order_returns.id"],
            name=op.f("fk_return_photos_return_id_order_returns"),
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_return_photos_user_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_return_photos")),
    )
    op.create_index(op.f("ix_return_photos_user_id"), "return_photos", ["user_id"])
    op.create_index(op.f("ix_return_photos_return_id"), "return_photos", ["return_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_return_photos_return_id"), table_name="return_photos")
    op.drop_index(op.f("ix_return_photos_user_id"), table_name="return_photos")
    op.drop_table("return_photos")
    op.drop_index("ix_order_returns_status_requested_at", table_name="order_returns")
    op.drop_index(op.f("ix_order_returns_order_id"), table_name="order_returns")
    op.drop_table("order_returns")
