"""Adding a category from the product form (spec §5, §7: categories add)."""

from __future__ import annotations

from fastapi import APIRouter

from khadi.accounts.deps import AdminUser
from khadi.catalog.deps import Editor
from khadi.catalog.schemas import CategoryCreate, CategoryOut

router = APIRouter()


@router.post(
    "/categories",
    response_model=CategoryOut,
    status_code=201,
    responses={409: {"description": "Category already exists"}},
    summary="Add a category; the name is trimmed, must be new (any case) and becomes a slug",
)
def create_category(body: CategoryCreate, _: AdminUser, editor: Editor) -> CategoryOut:
    category = editor.create_category(body)
    return CategoryOut(
        name=category.name, label=category.label, subcategories=category.subcategories
    )
