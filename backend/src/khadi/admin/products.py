"""Catalogue management (spec §2 /dashboard, /add-product, /update-product/{id}; §7 products).
The catalogue's editor checks, writes and announces each change; these routes shape the answers."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from khadi.accounts.deps import AdminUser
from khadi.admin import service
from khadi.admin.schemas import AdminProductOut, ProductDeleted, ProductPage
from khadi.catalog.deps import Editor
from khadi.catalog.schemas import ProductCreate, ProductUpdate
from khadi.catalog.service import get_product
from khadi.db import DbSession
from khadi.media.deps import Media

router = APIRouter()
_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "Product not found"}}


@router.get(
    "/products",
    response_model=ProductPage,
    summary="Products, newest first; q searches title, category and tags",
)
def list_products(
    _: AdminUser,
    db: DbSession,
    store: Media,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
    q: Annotated[str, Query(max_length=100)] = "",
) -> ProductPage:
    return service.product_page(db, store, page=page, page_size=page_size, search=q)


@router.post(
    "/products",
    response_model=AdminProductOut,
    status_code=201,
    summary="Add a product; 422 'All fields are required' names each missing field",
)
def create_product(body: ProductCreate, _: AdminUser, editor: Editor) -> AdminProductOut:
    product = editor.create_product(body)
    return service.admin_product_out(product, editor.store, editor.session)


@router.get("/products/{product_id}", response_model=AdminProductOut, responses=_NOT_FOUND)
def read_product(product_id: str, _: AdminUser, db: DbSession, store: Media) -> AdminProductOut:
    return service.admin_product_out(get_product(db, product_id), store, db)


@router.put(
    "/products/{product_id}",
    response_model=AdminProductOut,
    responses=_NOT_FOUND,
    summary="Replace a product's fields; images taken off it are removed from storage",
)
def update_product(
    product_id: str, body: ProductUpdate, _: AdminUser, editor: Editor
) -> AdminProductOut:
    product, _cleanup = editor.update_product(product_id, body)
    return service.admin_product_out(product, editor.store, editor.session)


@router.delete(
    "/products/{product_id}",
    response_model=ProductDeleted,
    responses=_NOT_FOUND,
    summary="Delete a product and its images (all variants) from storage",
)
def delete_product(product_id: str, _: AdminUser, editor: Editor) -> ProductDeleted:
    cleanup = editor.delete_product(product_id)
    return ProductDeleted(
        deleted=True, images_removed=cleanup.removed, images_failed=cleanup.failed
    )
