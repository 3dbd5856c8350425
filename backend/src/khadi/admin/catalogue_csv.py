"""The catalogue in bulk (issue 13): GET products.csv, POST products/import (multipart `file`).

The import answers {rows, created, updated, errors}: 200 with what was (or, for a dry run, would
be) created and updated, or 422 with every row's errors — row numbers as a spreadsheet shows them
(the header is row 1) — and nothing written. A file that cannot be read at all (not UTF-8, a
wrong header, too large, too many rows) is the usual 422 envelope naming `file`; a file that
created products before is refused with 409.

The body is read here, after the admin check (the router's dependency), never before; its size
is checked against the declared length before reading, like image uploads (media/routes.py).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response
from pydantic import Field
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException

from khadi.accounts.deps import AdminUser
from khadi.admin.stock_service import goods_of
from khadi.catalog import csv_io
from khadi.catalog.bulk_import import ImportResult, export_products, run_import
from khadi.catalog.csv_stock import stock_cell
from khadi.catalog.deps import Editor
from khadi.db import DbSession
from khadi.errors import InvalidInput, KhadiError
from khadi.kit.json import JSONResponse
from khadi.kit.schema import ApiModel
from khadi.kit.time import utcnow
from khadi.stock.levels import read_levels

router = APIRouter()

FORM_OVERHEAD = 64 * 1024  # multipart boundaries and headers
ROWS_HAVE_ERRORS = "Some rows have errors; nothing was imported"


class TooLarge(KhadiError):
    status = 413
    code = "too_large"


class ImportRowError(ApiModel):
    row: int = Field(description="Row number as a spreadsheet shows it: the header is row 1")
    column: str = Field(description="Column name, or '' when the whole row is wrong")
    message: str


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
            ImportRowError(row=e.row, column=e.column, message=e.message) for e in result.errors
        ],
        dry_run=dry_run,
    )


@router.get(
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
        raise TooLarge(csv_io.FILE_TOO_LARGE)
    try:
        form = await request.form(max_files=1, max_fields=2, max_part_size=1024)
    except HTTPException as error:
        if error.status_code != 400:
            raise
        raise InvalidInput(str(error.detail), fields={"file": str(error.detail)}) from None
    try:
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise csv_io.file_error(csv_io.FILE_REQUIRED)
        data = await upload.read(csv_io.MAX_FILE_BYTES + 1)
    finally:
        await form.close()
    if len(data) > csv_io.MAX_FILE_BYTES:
        raise TooLarge(csv_io.FILE_TOO_LARGE)
    return data


@router.post(
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
            **report.model_dump(by_alias=True),
        }
        return JSONResponse(body, status_code=422)
    return report
