"""Catalogue management (spec §2 /dashboard, /add-product, /update-product/{id}; §7 products)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from khadi.accounts.deps import AdminUser
from khadi.admin import service
from khadi.admin.announce import announce_catalog_change
from khadi.admin.schemas import (
    AdminProductOut,
    ProductCreate,
    ProductDeleted,
    ProductPage,
    ProductUpdate,
)
from khadi.catalog import admin_service
from khadi.catalog.service import get_product
from khadi.db import DbSession

router = APIRouter()
_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "Product not found"}}


@router.get(
    "/products",
    response_model=ProductPage,
    summary="Products, newest first; q searches title, category and tags",
)
def list_products(
    request: Request,
    _: AdminUser,
    db: DbSession,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
    q: Annotated[str, Query(max_length=100)] = "",
) -> ProductPage:
    return service.product_page(
        db, request.app.state.media, page=page, page_size=page_size, search=q
    )


@router.post(
    "/products",
    response_model=AdminProductOut,
    status_code=201,
    summary="Add a product; 422 'All fields are required' names each missing field",
)
def create_product(
    body: ProductCreate, request: Request, _: AdminUser, db: DbSession
) -> AdminProductOut:
    store = request.app.state.media
    product = admin_service.create_product(db, store, body)
    announce_catalog_change(request, db)
    return service.admin_product_out(product, store)


@router.get("/products/{product_id}", response_model=AdminProductOut, responses=_NOT_FOUND)
def read_product(product_id: str, request: Request, _: AdminUser, db: DbSession) -> AdminProductOut:
    return service.admin_product_out(get_product(db, product_id), request.app.state.media)


@router.put(
    "/products/{product_id}",
    response_model=AdminProductOut,
    responses=_NOT_FOUND,
    summary="Replace a product's fields; images taken off it are removed from storage",
)
def update_product(
    product_id: str, body: ProductUpdate, request: Request, _: AdminUser, db: DbSession
) -> AdminProductOut:
    store = request.app.state.media
    product, _cleanup = admin_service.update_product(db, store, product_id, body)
    announce_catalog_change(request, db)
    return service.admin_product_out(product, store)


@router.delete(
    "/products/{product_id}",
    response_model=ProductDeleted,
    responses=_NOT_FOUND,
    summary="Delete a product and its images (all variants) from storage",
)
def delete_product(
    product_id: str, request: Request, _: AdminUser, db: DbSession
) -> ProductDeleted:
    cleanup = admin_service.delete_product(db, request.app.state.media, product_id)
    announce_catalog_change(request, db)
    return ProductDeleted(
        deleted=True, images_removed=cleanup.removed, images_failed=cleanup.failed
    )
