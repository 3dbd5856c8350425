"""Tax data per category and product, the invoice prefix, issued invoices and their number
counters (issue 17).

Revision ID: 0017_tax
Revises: 0015
Create Date: 2026-11-25
"""

from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def _period(starts: str, kind: str, rate: int = 0, high: int = 0, threshold: int = 0) -> dict:
    return {"from": starts, "kind": kind, "rate": rate, "highRate": high, "threshold": threshold}


# Frozen copy of khadi.tax.seeds at the time of this migration (GST rates from 22 Sep 2025).
APPAREL = [
    _period("2017-07-01", "by_price", 5, 12, 100_000),
    _period("2025-09-22", "by_price", 5, 18, 250_000),
]
FIVE = [_period("2017-07-01", "flat", 5)]
EXEMPT = [_period("2017-07-01", "exempt")]
TWELVE_THEN_FIVE = [_period("2017-07-01", "flat", 12), _period("2025-09-22", "flat", 5)]
EIGHTEEN_THEN_FIVE = [_period("2017-07-01", "flat", 18), _period("2025-09-22", "flat", 5)]
EIGHTEEN = [_period("2017-07-01", "flat", 18)]
CATEGORY_TAX = {
    "shirts": ("6205", APPAREL),
    "pants": ("6203", APPAREL),
    "kurta": ("6211", APPAREL),
    "dhoti": ("6211", APPAREL),
    "lungi": ("6211", APPAREL),
    "towel": ("6302", APPAREL),
    "bedsheet": ("6302", APPAREL),
    "nehru-jacket": ("6203", APPAREL),
    "national-flag": ("6307", EXEMPT),
    "pillow-cover": ("6302", APPAREL),
    "floor-mats": ("5702", FIVE),
    "honey": ("0409", FIVE),
    "car-seater-set": ("6304", APPAREL),
    "mosquito-net": ("6304", APPAREL),
    "agarbatti": ("3307", FIVE),
    "solapuri-chadar": ("6304", APPAREL),
    "shawl": ("6214", APPAREL),
    "jamkhana": ("5702", FIVE),
    "blanket": ("6301", APPAREL),
    "mats": ("4601", FIVE),
    "samman-shawl": ("6214", APPAREL),
    "haar": ("6307", APPAREL),
    "handkerchief": ("6213", APPAREL),
    "angvastram": ("6214", APPAREL),
    "handbags": ("4202", TWELVE_THEN_FIVE),
    "gift-pack": ("6307", EIGHTEEN),
    "essentials": ("3401", EIGHTEEN_THEN_FIVE),
    "sandalwood": ("4420", TWELVE_THEN_FIVE),
    "fabrics": ("5208", FIVE),
}


def upgrade() -> None:
    with op.batch_alter_table("shop_settings") as batch:
        batch.add_column(
            sa.Column("invoice_prefix", sa.String(length=3), nullable=False, server_default="INV")
        )
    tax_data = op.create_table(
        "tax_data",
        sa.Column("scope", sa.String(length=8), nullable=False),
        sa.Column("target", sa.String(length=80), nullable=False),
        sa.Column("hsn", sa.String(length=8), nullable=False),
        sa.Column("periods", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("scope IN ('category', 'product')", name=op.f("ck_tax_data_scope")),
        sa.PrimaryKeyConstraint("scope", "target", name=op.f("pk_tax_data")),
    )
    existing = set(op.get_bind().scalars(sa.text("SELECT name FROM categories")))
    now = datetime.now(UTC)
    op.bulk_insert(
        tax_data,
        [
            {
                "scope": "category",
                "target": slug,
                "hsn": hsn,
                "periods": periods,
                "version": 1,
                "updated_at": now,
            }
            for slug, (hsn, periods) in CATEGORY_TAX.items()
            if slug in existing
        ],
    )
    op.create_table(
        "invoice_counters",
        sa.Column("series", sa.String(length=16), nullable=False),
        sa.Column("last", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("series", name=op.f("pk_invoice_counters")),
    )
    op.create_table(
        "invoices",
        sa.Column("id", sa.String(length=24), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("number", sa.String(length=24), nullable=False),
        sa.Column("series", sa.String(length=16), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("source", sa.String(length=40), nullable=False),
        sa.Column("order_id", sa.String(length=24), nullable=False),
        sa.Column("original_id", sa.String(length=24), nullable=True),
        sa.Column("issued_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("seller", sa.JSON(), nullable=False),
        sa.Column("buyer", sa.JSON(), nullable=False),
        sa.Column("place_of_supply", sa.String(length=2), nullable=False),
        sa.Column("intra_state", sa.Boolean(), nullable=False),
        sa.Column("lines", sa.JSON(), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("taxable", sa.Integer(), nullable=False),
        sa.Column("cgst", sa.Integer(), nullable=False),
        sa.Column("sgst", sa.Integer(), nullable=False),
        sa.Column("igst", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "kind IN ('invoice', 'bill_of_supply', 'receipt', 'credit_note')",
            name=op.f("ck_invoices_kind"),
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_invoices_order_id_orders")
        ),
        sa.ForeignKeyConstraint(
            ["original_id"], ["invoices.id"], name=op.f("fk_invoices_original_id_invoices")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_invoices")),
        sa.UniqueConstraint("number", name=op.f("uq_invoices_number")),
        sa.UniqueConstraint("series", "seq", name="uq_invoices_series_seq"),
        sa.UniqueConstraint("source", name=op.f("uq_invoices_source")),
    )
    op.create_index(op.f("ix_invoices_order_id"), "invoices", ["order_id"], unique=False)
    op.create_index(op.f("ix_invoices_issued_at"), "invoices", ["issued_at"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_invoices_issued_at"), table_name="invoices")
    op.drop_index(op.f("ix_invoices_order_id"), table_name="invoices")
    op.drop_table("invoices")
    op.drop_table("invoice_counters")
    op.drop_table("tax_data")
    with op.batch_alter_table("shop_settings") as batch:
        batch.drop_column("invoice_prefix")
