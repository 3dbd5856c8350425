"""The accountant's CSV exports for a range of IST days (issue 17): sales, the GSTR-1 B2C
summary and the HSN summary (khadi.invoices.exports)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from khadi.accounts.deps import AdminUser
from khadi.db import DbSession
from khadi.errors import InvalidInput
from khadi.invoices import exports
from khadi.invoices.models import Invoice

router = APIRouter(prefix="/exports")
MAX_DAYS = 400
RANGE_WRONG = "The range must end on or after its first day, and span at most 400 days"
CSV: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/csv": {}}, "description": "The CSV"}
}
First = Annotated[date, Query(alias="from", description="First day, IST")]
Last = Annotated[date, Query(alias="to", description="Last day, IST (included)")]


def _export(
    db: DbSession, first: date, last: date, name: str, build: Callable[[list[Invoice]], str]
) -> Response:
    if last < first or (last - first).days >= MAX_DAYS:
        raise InvalidInput(RANGE_WRONG, fields={"to": RANGE_WRONG})
    body = build(exports.documents_between(db, first, last))
    return Response(
        body,
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="{name}-{first}-{last}.csv"',
            "Cache-Control": "private, no-store",
        },
    )


@router.get("/sales.csv", response_class=Response, responses=CSV, summary="Documents issued")
def sales(_: AdminUser, db: DbSession, first: First, last: Last) -> Response:
    return _export(db, first, last, "sales", exports.sales_csv)


@router.get(
    "/gstr1-b2c.csv",
    response_class=Response,
    responses=CSV,
    summary="GSTR-1 B2C (small) summary by place of supply and rate, net of credit notes",
)
def gstr1_b2c(_: AdminUser, db: DbSession, first: First, last: Last) -> Response:
    return _export(db, first, last, "gstr1-b2c", exports.b2c_csv)


@router.get(
    "/hsn.csv",
    response_class=Response,
    responses=CSV,
    summary="HSN summary by HSN code, unit and rate, net of credit notes",
)
def hsn(_: AdminUser, db: DbSession, first: First, last: Last) -> Response:
    return _export(db, first, last, "hsn", exports.hsn_csv)
