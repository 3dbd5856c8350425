"""The dashboard's catalogue (spec §2 /dashboard, /add-product, /update-product/{id}; §7
products; issue 13): products and categories, and the catalogue in bulk as CSV. The catalogue's
editor checks, writes and announces each change (`catalog.editing`, `catalog.category_edits`);
these routes shape the answers. Every route needs an admin (the router's dependency).

The CSV import answers {rows, created, updated, errors}: 200 with what was (or, for a dry run,
would be) created and updated, or 422 with every row's errors — row numbers as a spreadsheet
shows them (the header is row 1) — and nothing written. A file that cannot be read at all (not
UTF-8, a wrong header, too large, too many rows) is the usual 422 envelope naming `file`; a file
that created products before is refused with 409. Its body is read here, after the admin check,
never before; its size is checked against the declared length before reading, like image
uploads (media/routes.py).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Query, Request, Response
from fastapi.concurrency import run_in_threadpool
from pydantic import Field
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.catalog import admin_products, csv_io
from khadi.catalog.bulk_import import ImportResult, export_products, run_import
from khadi.catalog.category_edits import categories_with_counts, category_with_counts
from khadi.catalog.csv_stock import stock_cell
from khadi.catalog.deps import Editor
from khadi.catalog.errors import FILE_REQUIRED, FILE_TOO_LARGE, ROWS_HAVE_ERRORS
from khadi.catalog.product_stock import goods_of
from khadi.catalog.schemas import (
    AdminCategoryOut,
    AdminProductOut,
    CategoryCreate,
    CategoryOut,
    CategoryUpdate,
    ProductCreate,
    ProductDeleted,
    ProductPage,
    ProductUpdate,
)
from khadi.catalog.service import get_product
from khadi.db import DbSession
from khadi.errors import InvalidInput, KhadiError, reason_of
from khadi.kit.json import JSONResponse
from khadi.kit.schema import ApiModel
from khadi.kit.time import utcnow
from khadi.media.deps import Media
from khadi.stock.levels import read_levels

admin_router = make_admin_router()
_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "Product not found"}}

# --- the catalogue as CSV (issue 13) -------------------------------------------------------

FORM_OVERHEAD = 64 * 1024  # multipart boundaries and headers


class TooLarge(KhadiError):
    status = 413
    code = "too_large"


class ImportRowError(ApiModel):
    row: int = Field(description="Row number as a spreadsheet shows it: the header is row 1")
    column: str = Field(description="Column name, or '' when the whole row is wrong")
    message: str = Field(description="The problem in English")
    # issue 28: the dashboard words the problem in the admin's language (as ErrorOut's)
    reason: str | None = Field(None, description="The message's code")
    params: dict[str, str | int | float] = Field({}, description="The values its words take")
    parts: list[dict[str, Any]] = Field(
        [], description="A listing's coded items, as ErrorOut's `parts`"
    )


class ImportReport(ApiModel):
    rows: int = Field(description="Product rows in the file")
    created: int = Field(description="Products created (or, for a dry run, to be created)")
    updated: int = Field(description="Products updated (or, for a dry run, to be updated)")
    errors: list[ImportRowError]
    dry_run: bool


def _report(result: ImportResult, dry_run: bool) -> ImportReport:
    return ImportReport(
        rows=result.rows,
        created=result.created,
        updated=result.updated,
        errors=[
            ImportRowError(row=e.row, column=e.column, message=e.message, **reason_of(e.message))
            for e in result.errors
        ],
        dry_run=dry_run,
    )


@admin_router.get(
    "/products.csv",
    response_class=Response,
    responses={200: {"content": {"text/csv": {}}, "description": "Every product, one a row"}},
    summary="Every product as CSV (UTF-8 with BOM; lists joined with '|'; prices in rupees)",
)
def export_csv(_: AdminUser, db: DbSession) -> Response:
    levels = read_levels(db)
    body = csv_io.export_csv(export_products(db), lambda p: stock_cell(goods_of(p), levels))
    name = f"khadi-products-{utcnow():%Y-%m-%d}.csv"
    return Response(
        body,
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="{name}"',
            "Cache-Control": "no-store",
        },
    )


_MULTIPART: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {"file": {"type": "string", "format": "binary"}},
                }
            }
        },
    }
}


async def _read_file(request: Request) -> bytes:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > csv_io.MAX_FILE_BYTES + FORM_OVERHEAD:
        raise TooLarge(FILE_TOO_LARGE)
    try:
        form = await request.form(max_files=1, max_fields=2, max_part_size=1024)
    except HTTPException as error:
        if error.status_code != 400:
            raise
        raise InvalidInput(str(error.detail), fields={"file": str(error.detail)}) from None
    try:
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise csv_io.file_error(FILE_REQUIRED)
        data = await upload.read(csv_io.MAX_FILE_BYTES + 1)
    finally:
        await form.close()
    if len(data) > csv_io.MAX_FILE_BYTES:
        raise TooLarge(FILE_TOO_LARGE)
    return data


@admin_router.post(
    "/products/import",
    response_model=ImportReport,
    openapi_extra=_MULTIPART,
    responses={
        409: {"description": "This file already created its products"},
        413: {"description": "The file is larger than 5 MB"},
        422: {"description": "Rows with errors (nothing written), or an unreadable file"},
    },
    summary="Create (no id) and update (by id) products from a CSV; all rows or none",
)
async def import_csv(
    request: Request,
    admin: AdminUser,
    editor: Editor,
    dry_run: Annotated[bool, Query(alias="dryRun")] = True,
) -> Any:
    data = await _read_file(request)

    def work() -> ImportResult:
        return run_import(editor, csv_io.read_csv(data), dry_run=dry_run, user_id=admin.id)

    result = await run_in_threadpool(work)
    report = _report(result, dry_run)
    if result.errors:
        body = {
            "error": "validation_error",
            "message": ROWS_HAVE_ERRORS,
            "fields": {},
            **reason_of(ROWS_HAVE_ERRORS),
            **report.model_dump(by_alias=True),
        }
        return JSONResponse(body, status_code=422)
    return report


# --- products ------------------------------------------------------------------------------


@admin_router.get(
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
    return admin_products.product_page(db, store, page=page, page_size=page_size, search=q)


@admin_router.post(
    "/products",
    response_model=AdminProductOut,
    status_code=201,
    summary="Add a product; 422 'All fields are required' names each missing field",
)
def create_product(body: ProductCreate, _: AdminUser, editor: Editor) -> AdminProductOut:
    product = editor.create_product(body)
    return admin_products.admin_product_out(product, editor.store, editor.session)


@admin_router.get("/products/{product_id}", response_model=AdminProductOut, responses=_NOT_FOUND)
def read_product(product_id: str, _: AdminUser, db: DbSession, store: Media) -> AdminProductOut:
    return admin_products.admin_product_out(get_product(db, product_id), store, db)


@admin_router.put(
    "/products/{product_id}",
    response_model=AdminProductOut,
    responses=_NOT_FOUND,
    summary="Replace a product's fields; images taken off it are removed from storage",
)
def update_product(
    product_id: str, body: ProductUpdate, _: AdminUser, editor: Editor
) -> AdminProductOut:
    product, _cleanup = editor.update_product(product_id, body)
    return admin_products.admin_product_out(product, editor.store, editor.session)


@admin_router.delete(
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


# --- categories (issue 13; the rules are catalog.category_edits') -------------------------


@admin_router.get(
    "/categories",
    response_model=list[AdminCategoryOut],
    summary="Every category in the shop's order, with how many products use it",
)
def list_categories(_: AdminUser, db: DbSession) -> list[AdminCategoryOut]:
    return categories_with_counts(db)


@admin_router.post(
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


@admin_router.patch(
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


@admin_router.delete(
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
