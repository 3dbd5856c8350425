"""Adding a category from the product form (spec §5, §7: categories add)."""

from __future__ import annotations

from fastapi import APIRouter, Request

from khadi.accounts.deps import AdminUser
from khadi.admin.announce import announce_catalog_change
from khadi.admin.schemas import CategoryCreate
from khadi.catalog import admin_service
from khadi.catalog.schemas import CategoryOut
from khadi.db import DbSession

router = APIRouter()


@router.post(
    "/categories",
    response_model=CategoryOut,
    status_code=201,
    responses={409: {"description": "Category already exists"}},
    summary="Add a category; the name is trimmed, must be new (any case) and becomes a slug",
)
def create_category(
    body: CategoryCreate, request: Request, _: AdminUser, db: DbSession
) -> CategoryOut:
    category = admin_service.create_category(db, body)
    announce_catalog_change(request, db)
    return CategoryOut(
        name=category.name, label=category.label, subcategories=category.subcategories
    )
