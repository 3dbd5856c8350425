"""The dashboard's products (spec §2 Products tab, issue 15): the form's view of a product with its
exact stock, and the paged list."""

from __future__ import annotations

from sqlalchemy.orm import Session

from khadi.catalog.models import Product
from khadi.catalog.product_stock import counts as stock_counts
from khadi.catalog.product_stock import goods_of
from khadi.catalog.schemas import AdminProductOut, ProductPage
from khadi.catalog.service import product_out
from khadi.catalog.service import product_page as catalog_page
from khadi.kit.time import as_utc
from khadi.media.storage import MediaStore
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.levels import Levels, read_levels


def admin_product_out(
    product: Product,
    store: MediaStore,
    session: Session,
    levels: Levels | None = None,
    threshold: int | None = None,
) -> AdminProductOut:
    """The form's view of a product, with its exact stock (`levels`/`threshold` read when not
    given: a page passes them, read once)."""
    public = product_out(product, store)
    if levels is None:
        levels = read_levels(session, [product.id])
    if threshold is None:
        threshold = read_stock_settings(session).low_stock_threshold
    view = stock_counts(goods_of(product), levels, threshold)
    return AdminProductOut(
        **public.model_dump(),
        regular_price=product.price,
        printed_mrp=product.mrp,
        sale_price=product.sale_price,
        sale_starts_at=as_utc(product.sale_starts_at) if product.sale_starts_at else None,
        sale_window_ends_at=as_utc(product.sale_ends_at) if product.sale_ends_at else None,
        image_keys=[record["key"] for record in product.images],
        tracked=view.tracked,
        stock_unit="metre" if view.unit == "metre" else "piece",
        stock_levels=view.variants,
        stock_total=view.total,
        stock_low=view.low,
    )


def product_page(
    session: Session, store: MediaStore, *, page: int, page_size: int, search: str
) -> ProductPage:
    products, total = catalog_page(session, page=page, page_size=page_size, search=search)
    levels = read_levels(session, [product.id for product in products])
    threshold = read_stock_settings(session).low_stock_threshold
    return ProductPage(
        items=[admin_product_out(p, store, session, levels, threshold) for p in products],
        total=total,
        page=page,
        page_size=page_size,
    )
