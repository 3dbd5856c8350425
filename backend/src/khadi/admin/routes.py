"""Admin-only API. The router itself depends on `admin_user`, so a route added here is guarded
even if its author forgets the `AdminUser` parameter; tests/test_route_access.py checks both
ways."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from khadi.accounts.deps import AdminUser, admin_user
from khadi.admin import (
    catalogue_csv,
    categories,
    invoices,
    media,
    orders,
    products,
    roles,
    service,
    stats,
    stock,
    tax,
    tax_exports,
)
from khadi.admin.schemas import UserPage
from khadi.db import DbSession

router = APIRouter(
    prefix="/api/v1/admin",
    tags=["admin"],
    dependencies=[Depends(admin_user)],
    responses={401: {"description": "Please log in"}, 403: {"description": "Admins only"}},
)


@router.get("/users", response_model=UserPage, summary="Users, newest first; q searches name/email")
def list_users(
    _: AdminUser,
    db: DbSession,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
    q: Annotated[str, Query(max_length=100)] = "",
) -> UserPage:
    return service.user_page(db, page=page, page_size=page_size, search=q)


# Catalogue management, stats, image removal, orders and roles: separate modules, guarded by this
# router's dependency. (The upload routes are media's own: media/routes.py.)
for area in (
    stats,
    catalogue_csv,
    products,
    stock,
    categories,
    media,
    orders,
    roles,
    tax,
    invoices,
    tax_exports,
):
    router.include_router(area.router)
