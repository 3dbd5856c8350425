"""Order lines for the sales reports (issue 32): one row per line of each order's `items`
snapshot, with when the order became a sale, so best sellers and categories are summed from one
index range instead of the JSON of every order in the range. Filled here from the orders already
placed, in one INSERT … SELECT; new orders write theirs as they are inserted, and mark them sold
when they are paid or their cash collected (khadi.orders.models.OrderLine).

Revision ID: 0035
Revises: 0034
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0035"
down_revision = "0034"
branch_labels = None
depends_on = None

# each line of each order, numbered from 0 in its order as the snapshot lists it; a missing
# field reads as the reports always read it (no product or category '', no quantity 0); sold
# when paid online, or when a cash-on-delivery order's cash was collected
SOLD_AT = """CASE WHEN o.status = 'paid' THEN o.paid_at
                  WHEN o.status = 'cod' AND o.cod_state = 'collected' THEN o.cod_closed_at END"""
BACKFILL = {
    "postgresql": """
        INSERT INTO order_lines
            (order_id, line_no, sold_at, product_id, title, category, revenue, units, discount)
        SELECT o.id, CAST(j.n AS INTEGER) - 1, {sold_at}, COALESCE(j.value->>'productId', ''),
               COALESCE(j.value->>'title', ''), COALESCE(j.value->>'category', ''),
               COALESCE(CAST(j.value->>'lineTotal' AS BIGINT), 0),
               COALESCE(CAST(j.value->>'quantity' AS DOUBLE PRECISION), 0),
               COALESCE(CAST(j.value->>'discount' AS BIGINT), 0)
          FROM orders o
         CROSS JOIN LATERAL json_array_elements(o.items) WITH ORDINALITY AS j(value, n)""",
    "sqlite": """
        INSERT INTO order_lines
            (order_id, line_no, sold_at, product_id, title, category, revenue, units, discount)
        SELECT o.id, CAST(j.key AS INTEGER), {sold_at},
               COALESCE(json_extract(j.value, '$.productId'), ''),
               COALESCE(json_extract(j.value, '$.title'), ''),
               COALESCE(json_extract(j.value, '$.category'), ''),
               COALESCE(CAST(json_extract(j.value, '$.lineTotal') AS INTEGER), 0),
               COALESCE(CAST(json_extract(j.value, '$.quantity') AS REAL), 0),
               COALESCE(CAST(json_extract(j.value, '$.discount') AS INTEGER), 0)
          FROM orders o, json_each(o.items) AS j""",
}


def upgrade() -> None:
    op.create_table(
        "order_lines",
        sa.Column("order_id", sa.String(24), nullable=False),
        sa.Column("line_no", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("sold_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("product_id", sa.String(64), nullable=False),
        sa.Column("title", sa.String(300), nullable=False),
        sa.Column("category", sa.String(80), nullable=False),
        sa.Column("revenue", sa.Integer(), nullable=False),
        sa.Column("units", sa.Float(), nullable=False),
        sa.Column("discount", sa.Integer(), server_default="0", nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            name=op.f("fk_order_lines_order_id_orders"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("order_id", "line_no", name=op.f("pk_order_lines")),
    )
    op.create_index(
        "ix_order_lines_sold_at",
        "order_lines",
        ["sold_at", "product_id", "category", "revenue", "units", "title"],
    )
    op.create_index(
        "ix_order_lines_product_id_sold_at",
        "order_lines",
        ["product_id", "category", "sold_at", "revenue", "units", "title"],
    )
    backfill = BACKFILL[op.get_bind().dialect.name].format(sold_at=SOLD_AT)
    op.execute(sa.text(backfill))


def downgrade() -> None:
    op.drop_index("ix_order_lines_product_id_sold_at", table_name="order_lines")
    op.drop_index("ix_order_lines_sold_at", table_name="order_lines")
    op.drop_table("order_lines")
