"""Order numbers a person can read out (issue 32): `orders.number` ('KKB-10423'), unique, and
its counter row; existing orders are numbered from 10001 in the order they were placed. An index
for the owner's date range and the newest-first list.

Revision ID: 0031
Revises: 0030
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0031"
down_revision = "0030"
branch_labels = None
depends_on = None

FIRST = 10001


def upgrade() -> None:
    op.create_table(
        "order_counters",
        sa.Column("name", sa.String(16), nullable=False),
        sa.Column("last", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("name", name=op.f("pk_order_counters")),
    )
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("number", sa.String(16), nullable=True))
    bind = op.get_bind()
    prefix = bind.scalar(sa.text("SELECT invoice_prefix FROM shop_settings WHERE id = 1")) or "INV"
    ids = list(bind.scalars(sa.text("SELECT id FROM orders ORDER BY placed_at, id")))
    for serial, order_id in enumerate(ids, start=FIRST):
        bind.execute(
            sa.text("UPDATE orders SET number = :number WHERE id = :id"),
            {"number": f"{prefix}-{serial}", "id": order_id},
        )
    bind.execute(
        sa.text("INSERT INTO order_counters (name, last) VALUES ('orders', :last)"),
        {"last": FIRST - 1 + len(ids)},
    )
    with op.batch_alter_table("orders") as batch:
        batch.alter_column("number", existing_type=sa.String(16), nullable=False)
        batch.create_unique_constraint("uq_orders_number", ["number"])
        batch.create_index("ix_orders_placed_at", ["placed_at"])


def downgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.drop_index("ix_orders_placed_at")
        batch.drop_constraint("uq_orders_number", type_="unique")
        batch.drop_column("number")
    op.drop_table("order_counters")
