"""WhatsApp order updates (issue 32): the shopper's opt-in on the order, the WhatsApp outbox and
the shop's WhatsApp settings (the access token a secret no API returns).

Revision ID: 0032
Revises: 0031
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0032"
down_revision = "0031"
branch_labels = None
depends_on = None

EMPTY = sa.text("''")


def upgrade() -> None:
    op.create_table(
        "whatsapp_outbox",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("dedupe_key", sa.String(160), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("order_id", sa.String(24), nullable=False),
        sa.Column("to_number", sa.String(15), nullable=False),
        sa.Column("language", sa.String(2), nullable=False),
        sa.Column("parameters", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(8), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("claimed_by", sa.String(40), nullable=True),
        sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.String(500), nullable=False),
        sa.Column("provider_message_id", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(
            "status IN ('queued', 'sent', 'failed')", name=op.f("ck_whatsapp_outbox_status")
        ),
        sa.CheckConstraint(
            "kind IN ('confirmation', 'shipped', 'delivered')",
            name=op.f("ck_whatsapp_outbox_kind"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_whatsapp_outbox")),
        sa.UniqueConstraint("dedupe_key", name=op.f("uq_whatsapp_outbox_dedupe_key")),
    )
    op.create_index(
        "ix_whatsapp_outbox_status_next_attempt_at",
        "whatsapp_outbox",
        ["status", "next_attempt_at"],
    )
    op.create_index("ix_whatsapp_outbox_created_at", "whatsapp_outbox", ["created_at"])
    op.create_index("ix_whatsapp_outbox_order_id", "whatsapp_outbox", ["order_id"])
    op.create_table(
        "whatsapp_settings",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("phone_number_id", sa.String(30), nullable=False),
        sa.Column("confirmation_template", sa.String(512), nullable=False),
        sa.Column("shipped_template", sa.String(512), nullable=False),
        sa.Column("delivered_template", sa.String(512), nullable=False),
        sa.Column("access_token", sa.Text(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_whatsapp_settings_singleton")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_whatsapp_settings")),
    )
    with op.batch_alter_table("orders") as batch:
        batch.add_column(
            sa.Column("whatsapp_updates", sa.Boolean(), server_default=sa.false(), nullable=False)
        )
        batch.add_column(
            sa.Column("whatsapp_mobile", sa.String(15), server_default=EMPTY, nullable=False)
        )
        batch.add_column(
            sa.Column(
                "whatsapp_language", sa.String(2), server_default=sa.text("'en'"), nullable=False
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.drop_column("whatsapp_language")
        batch.drop_column("whatsapp_mobile")
        batch.drop_column("whatsapp_updates")
    op.drop_table("whatsapp_settings")
    op.drop_index("ix_whatsapp_outbox_order_id", table_name="whatsapp_outbox")
    op.drop_index("ix_whatsapp_outbox_created_at", table_name="whatsapp_outbox")
    op.drop_index("ix_whatsapp_outbox_status_next_attempt_at", table_name="whatsapp_outbox")
    op.drop_table("whatsapp_outbox")
