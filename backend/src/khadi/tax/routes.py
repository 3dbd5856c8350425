"""Tax data from the dashboard (issue 17), admins only (the router's dependency): every
category's HSN code and GST rate periods, and a product's own, which overrides its category's.
Validation and concurrency are `khadi.tax`'s; the categories and products are the catalogue's."""

from __future__ import annotations

from typing import Any

from fastapi import Response
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.catalog.errors import CATEGORY_NOT_FOUND, PRODUCT_NOT_FOUND
from khadi.catalog.models import Category, Product
from khadi.db import DbSession
from khadi.errors import NotFound
from khadi.kit.schema import ApiModel
from khadi.tax import service as tax
from khadi.tax.models import SCOPE_CATEGORY, SCOPE_PRODUCT, TaxData
from khadi.tax.schemas import TaxDataIn, TaxDataOut

router = make_admin_router(prefix="/tax")
CONFLICT: dict[int | str, dict[str, Any]] = {
    409: {"description": "Someone else saved this tax data first: reload"}
}


class ProductTaxOut(ApiModel):
    override: TaxDataOut | None
    category: TaxDataOut


def _category(session: Session, name: str) -> Category:
    category = session.scalar(select(Category).where(Category.name == name))
    if category is None:
        raise NotFound(CATEGORY_NOT_FOUND)
    return category


def _category_out(session: Session, category: Category) -> TaxDataOut:
    row = session.get(TaxData, (SCOPE_CATEGORY, category.name))
    return tax.data_out(SCOPE_CATEGORY, category.name, category.label, row)


def _product_out(session: Session, product_id: str) -> ProductTaxOut:
    product = session.get(Product, product_id)
    if product is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    category = session.scalar(select(Category).where(Category.name == product.category))
    own = session.get(TaxData, (SCOPE_PRODUCT, product.id), populate_existing=True)
    return ProductTaxOut(
        override=None
        if own is None
        else tax.data_out(SCOPE_PRODUCT, product.id, product.title, own),
        category=(
            _category_out(session, category)
            if category is not None
            else tax.data_out(SCOPE_CATEGORY, product.category, product.category, None)
        ),
    )


@router.get(
    "/categories",
    response_model=list[TaxDataOut],
    summary="Every category's HSN code and GST rate periods; `missing` ones invoice at 18%",
)
def list_category_tax(_: AdminUser, db: DbSession) -> list[TaxDataOut]:
    categories = list(db.scalars(select(Category).order_by(Category.id)))
    rows = tax.stored(db, SCOPE_CATEGORY, [c.name for c in categories])
    return [tax.data_out(SCOPE_CATEGORY, c.name, c.label, rows.get(c.name)) for c in categories]


@router.put(
    "/categories/{name}",
    response_model=TaxDataOut,
    responses={404: {"description": "Category not found"}, **CONFLICT},
    summary="Set a category's HSN code (4, 6 or 8 digits) and rate periods (dates in order)",
)
def save_category_tax(name: str, body: TaxDataIn, _: AdminUser, db: DbSession) -> TaxDataOut:
    category = _category(db, name)
    tax.save(db, SCOPE_CATEGORY, category.name, body)
    return _category_out(db, category)


@router.get(
    "/products/{product_id}",
    response_model=ProductTaxOut,
    responses={404: {"description": "Product not found"}},
    summary="A product's own tax data (null: its category's applies) and its category's",
)
def get_product_tax(product_id: str, _: AdminUser, db: DbSession) -> ProductTaxOut:
    return _product_out(db, product_id)


@router.put(
    "/products/{product_id}",
    response_model=ProductTaxOut,
    responses={404: {"description": "Product not found"}, **CONFLICT},
    summary="Give a product its own HSN code and rate periods, overriding its category's",
)
def save_product_tax(
    product_id: str, body: TaxDataIn, _: AdminUser, db: DbSession
) -> ProductTaxOut:
    if db.get(Product, product_id) is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    tax.save(db, SCOPE_PRODUCT, product_id, body)
    return _product_out(db, product_id)


@router.delete(
    "/products/{product_id}",
    status_code=204,
    responses={404: {"description": "Product not found"}},
    summary="Drop a product's own tax data: its category's applies again",
)
def delete_product_tax(product_id: str, _: AdminUser, db: DbSession) -> Response:
    if db.get(Product, product_id) is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    tax.remove_override(db, product_id)
    return Response(status_code=204)
