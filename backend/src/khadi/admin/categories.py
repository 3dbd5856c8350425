"""Categories from the dashboard: added from the product form (spec §5, §7), listed with their
product counts, renamed, their subcategories edited, and deleted (issue 13). The rules are the
catalogue's (`catalog.category_edits`)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from khadi.accounts.deps import AdminUser
from khadi.catalog.category_edits import categories_with_counts, category_with_counts
from khadi.catalog.deps import Editor
from khadi.catalog.schemas import AdminCategoryOut, CategoryCreate, CategoryOut, CategoryUpdate
from khadi.db import DbSession

router = APIRouter()


@router.get(
    "/categories",
    response_model=list[AdminCategoryOut],
    summary="Every category in the shop's order, with how many products use it",
)
def list_categories(_: AdminUser, db: DbSession) -> list[AdminCategoryOut]:
    return categories_with_counts(db)


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
        name=category.name,
        label=category.label,
        subcategories=category.subcategories,
        label_kn=category.label_kn,
        label_hi=category.label_hi,
        subcategory_labels=category.subcategory_labels or {},
    )


@router.patch(
    "/categories/{name}",
    response_model=AdminCategoryOut,
    responses={
        404: {"description": "Category not found"},
        409: {"description": "The label is taken, or a removed subcategory is still used"},
    },
    summary="Rename a category and/or replace its subcategories; its slug (`name`) stays",
)
def update_category(
    name: str, body: CategoryUpdate, _: AdminUser, editor: Editor
) -> AdminCategoryOut:
    category = editor.update_category(name, body)
    return category_with_counts(editor.session, category.name)


@router.delete(
    "/categories/{name}",
    status_code=204,
    responses={
        404: {"description": "Category not found"},
        409: {"description": "Products use it (and no moveTo), or it is Fabrics"},
        422: {"description": "moveTo is unknown or the category itself"},
    },
    summary="Delete a category; moveTo moves its products to another category first, atomically",
)
def delete_category(
    name: str,
    _: AdminUser,
    editor: Editor,
    move_to: Annotated[str | None, Query(alias="moveTo", max_length=200)] = None,
) -> Response:
    editor.delete_category(name, move_to)
    return Response(status_code=204)
