"""Admin views over other areas' data, through those areas' services."""

from __future__ import annotations

from sqlalchemy import column, func, inspect, select, table
from sqlalchemy.orm import Session

from khadi.accounts import service as accounts
from khadi.accounts.models import ROLE_ADMIN, ROLE_USER, User
from khadi.admin.schemas import AdminProductOut, AdminUserOut, ProductPage, StatsOut, UserPage
from khadi.catalog import admin_service as admin_catalog
from khadi.catalog.models import Product
from khadi.catalog.service import product_out
from khadi.errors import Conflict
from khadi.kit.time import as_utc
from khadi.media import service as media
from khadi.media.schemas import MediaDeleted
from khadi.media.storage import MediaStore

IMAGE_IN_USE = "Image is still used by a product"


def admin_user_out(user: User) -> AdminUserOut:
    return AdminUserOut(
        id=user.id,
        name=user.name,
        email=user.email,
        role=ROLE_ADMIN if user.role == ROLE_ADMIN else ROLE_USER,
        phone=user.phone,
        time=as_utc(user.time),
    )


def user_page(session: Session, *, page: int, page_size: int, search: str) -> UserPage:
    users, total = accounts.list_users(session, page=page, page_size=page_size, search=search)
    return UserPage(
        items=[admin_user_out(user) for user in users],
        total=total,
        page=page,
        page_size=page_size,
    )


# --- dashboard stats ----------------------------------------------------------------------


def stats(session: Session) -> StatsOut:
    """spec §2 dashboard: Total Products, Total Users, Total Sales."""
    return StatsOut(
        total_products=session.scalar(select(func.count()).select_from(Product)) or 0,
        total_users=session.scalar(select(func.count()).select_from(User)) or 0,
        total_sales=paid_sales_total(session),
    )


def paid_sales_total(session: Session) -> int:
    """Sum, in paise, of the amounts of orders whose status is 'paid'.

    Orders belong to the checkout area, built separately. Until its migration creates an
    `orders` table with `status` and `amount` columns this returns 0; once the table is there the
    same query counts real sales, with no change here. The check reads the live schema, so it
    works the same on SQLite and PostgreSQL.
    """
    inspector = inspect(session.connection())
    if not inspector.has_table("orders"):
        return 0
    columns = {column["name"] for column in inspector.get_columns("orders")}
    if not {"status", "amount"} <= columns:
        return 0
    orders = table("orders", column("status"), column("amount"))
    total = session.scalar(
        select(func.coalesce(func.sum(orders.c.amount), 0)).where(orders.c.status == "paid")
    )
    return int(total or 0)


# --- products -----------------------------------------------------------------------------


def admin_product_out(product: Product, store: MediaStore) -> AdminProductOut:
    public = product_out(product, store)
    return AdminProductOut(
        **public.model_dump(), image_keys=[record["key"] for record in product.images]
    )


def product_page(
    session: Session, store: MediaStore, *, page: int, page_size: int, search: str
) -> ProductPage:
    products, total = admin_catalog.product_page(
        session, page=page, page_size=page_size, search=search
    )
    return ProductPage(
        items=[admin_product_out(product, store) for product in products],
        total=total,
        page=page,
        page_size=page_size,
    )


def delete_media(session: Session, store: MediaStore, link: str) -> MediaDeleted:
    """Delete an image (and its variants) by the path or link the API handed out — only inside
    the media store, and not while a product still shows it."""
    key = media.main_image_key(store.key_from_link(link))
    if admin_catalog.image_in_use(session, key):
        raise Conflict(IMAGE_IN_USE)
    removed = media.delete_image(session, store, key)
    return MediaDeleted(deleted=removed > 0, files_removed=removed)
