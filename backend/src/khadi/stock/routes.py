"""The dashboard's stock routes (issue 15), all admin-only (the router's dependency). Amounts are
pieces, or metres for fabrics in quarter-metre steps; a save names the count the admin saw and
is refused with 409 (nothing changed) when a sale or another admin changed it meanwhile. The
service is catalog.product_stock: it needs the product, and catalog sits above stock."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Query

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.catalog import product_stock
from khadi.catalog.deps import Editor
from khadi.catalog.service import get_product
from khadi.db import DbSession
from khadi.stock.schemas import (
    LowStockList,
    ProductStockOut,
    RestockIn,
    StockHistoryPage,
    StockSetIn,
)

router = make_admin_router()
_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "Product not found"}}
_CHANGED: dict[int | str, dict[str, Any]] = {
    **_NOT_FOUND,
    409: {"description": "The stock changed since it was loaded (`stock_changed`): nothing saved"},
}


@router.get(
    "/stock/low",
    response_model=LowStockList,
    summary="Counted variants at or below the low-stock threshold, lowest first",
)
def low_stock(_: AdminUser, db: DbSession) -> LowStockList:
    return product_stock.low_stock(db)


@router.get(
    "/products/{product_id}/stock",
    response_model=ProductStockOut,
    responses=_NOT_FOUND,
    summary="A product's exact count per variant",
)
def read_stock(product_id: str, _: AdminUser, db: DbSession) -> ProductStockOut:
    return product_stock.product_stock_out(db, get_product(db, product_id))


@router.put(
    "/products/{product_id}/stock",
    response_model=ProductStockOut,
    responses=_CHANGED,
    summary="Set variants' counts (each if still `expected`); starts tracking an untracked product",
)
def set_stock(
    product_id: str, body: StockSetIn, admin: AdminUser, editor: Editor
) -> ProductStockOut:
    return product_stock.set_stock(editor, product_id, body, admin.id)


@router.post(
    "/products/{product_id}/stock/restock",
    response_model=ProductStockOut,
    responses=_CHANGED,
    summary="Add what arrived to a variant's count",
)
def restock(product_id: str, body: RestockIn, admin: AdminUser, editor: Editor) -> ProductStockOut:
    return product_stock.restock(editor, product_id, body, admin.id)


@router.delete(
    "/products/{product_id}/stock",
    response_model=ProductStockOut,
    responses=_NOT_FOUND,
    summary="Stop counting a product's stock (sold without a limit again; history kept)",
)
def stop_tracking(product_id: str, admin: AdminUser, editor: Editor) -> ProductStockOut:
    return product_stock.stop_tracking(editor, product_id, admin.id)


@router.get(
    "/products/{product_id}/stock/history",
    response_model=StockHistoryPage,
    responses=_NOT_FOUND,
    summary="A variant's stock changes, newest first",
)
def stock_history(
    product_id: str,
    _: AdminUser,
    db: DbSession,
    size: Annotated[str, Query(max_length=100)] = "",
    type_: Annotated[str, Query(alias="type", max_length=100)] = "",
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
) -> StockHistoryPage:
    return product_stock.stock_history(db, product_id, size, type_, page=page, page_size=page_size)
