"""Admin views over other areas' data, through those areas' services."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.accounts import service as accounts
from khadi.accounts.models import ROLE_ADMIN, ROLE_USER, User
from khadi.admin.schemas import AdminProductOut, AdminUserOut, ProductPage, StatsOut, UserPage
from khadi.catalog.models import Product
from khadi.catalog.service import product_out
from khadi.catalog.service import product_page as catalog_page
from khadi.kit.time import as_utc
from khadi.media.storage import MediaStore
from khadi.orders.reports import paid_sales_total


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


# --- products -----------------------------------------------------------------------------


def admin_product_out(product: Product, store: MediaStore) -> AdminProductOut:
    public = product_out(product, store)
    return AdminProductOut(
        **public.model_dump(), image_keys=[record["key"] for record in product.images]
    )


def product_page(
    session: Session, store: MediaStore, *, page: int, page_size: int, search: str
) -> ProductPage:
    products, total = catalog_page(session, page=page, page_size=page_size, search=search)
    return ProductPage(
        items=[admin_product_out(product, store) for product in products],
        total=total,
        page=page,
        page_size=page_size,
    )
