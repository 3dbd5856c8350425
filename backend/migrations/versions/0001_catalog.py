"""Catalogue: categories (with the shop's 29), products, catalogue version.

Revision ID: 0001
Revises:
Create Date: 2026-11-20
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

# Frozen copy of the spec §3 categories at the time of this migration (slug, label, subcategories).
CATEGORIES = [
    ("shirts", "Shirts", []),
    ("pants", "Pants", []),
    ("kurta", "Kurta", []),
    ("dhoti", "Dhoti", []),
    ("lungi", "Lungi", []),
    ("towel", "Towel", []),
    ("bedsheet", "Bedsheet", []),
    ("nehru-jacket", "Nehru Jacket", []),
    ("national-flag", "National Flag", []),
    ("pillow-cover", "Pillow Cover", []),
    ("floor-mats", "Floor Mats", []),
    ("honey", "Honey", []),
    ("car-seater-set", "Car Seater Set", []),
    ("mosquito-net", "Mosquito Net", []),
    ("agarbatti", "Agarbatti", []),
    ("solapuri-chadar", "Solapuri Chadar", []),
    ("shawl", "Shawl", []),
    ("jamkhana", "Jamkhana", []),
    ("blanket", "Blanket", []),
    ("mats", "Sleeping Mats", []),
    ("samman-shawl", "Samman Shawl", []),
    ("haar", "Haar", []),
    ("handkerchief", "Handkerchief", []),
    ("angvastram", "Angvastram", []),
    ("handbags", "Handbags", []),
    ("gift-pack", "Gift Pack", []),
    ("essentials", "Essentials", ["soap", "toothpaste", "perfumes"]),
    ("sandalwood", "Sandalwood", []),
    ("fabrics", "Fabrics", ["khadi", "lenin", "silk", "cotton", "wool", "Polyester"]),
]


def upgrade() -> None:
    categories = op.create_table(
        "categories",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("label", sa.String(length=120), nullable=False),
        sa.Column("subcategories", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_categories")),
        sa.UniqueConstraint("name", name=op.f("uq_categories_name")),
    )
    op.create_table(
        "products",
        sa.Column("id", sa.String(length=24), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("category", sa.String(length=80), nullable=False),
        sa.Column("sub_categories", sa.JSON(), nullable=False),
        sa.Column("tags", sa.JSON(), nullable=False),
        sa.Column("images", sa.JSON(), nullable=False),
        sa.Column("out_of_stock", sa.Boolean(), nullable=False),
        sa.Column("coming_soon", sa.Boolean(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("time", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_products")),
    )
    with op.batch_alter_table("products") as batch:
        batch.create_index(batch.f("ix_products_category"), ["category"], unique=False)
    state = op.create_table(
        "catalog_state",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_state")),
    )
    op.bulk_insert(
        categories,
        [{"name": n, "label": label, "subcategories": subs} for n, label, subs in CATEGORIES],
    )
    op.bulk_insert(state, [{"id": 1, "version": 1}])


def downgrade() -> None:
    op.drop_table("catalog_state")
    op.drop_table("products")
    op.drop_table("categories")
