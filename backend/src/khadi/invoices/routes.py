"""Invoices (issue 17). The shopper's own order's invoice as a PDF (another's order, or an unpaid
one: 404). From the dashboard, admins only (the router's dependency): an order's documents (its
invoice, bill of supply or receipt, and its credit notes) as a list and as PDFs - any admin sees
any order's - and the accountant's CSV exports for a range of IST days: sales, the GSTR-1 B2C
summary and the HSN summary."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query, Response
from pydantic import Field
from sqlalchemy import select

from khadi.accounts.deps import AdminUser, CurrentUser, make_admin_router
from khadi.db import DbSession
from khadi.errors import InvalidInput, NotFound
from khadi.invoices import exports
from khadi.invoices.errors import DOCUMENT_NOT_FOUND, RANGE_WRONG
from khadi.invoices.models import Invoice
from khadi.invoices.service import PDF, document_pdf, order_pdf, pdf_response
from khadi.kit.schema import ApiModel
from khadi.kit.time import as_utc
from khadi.orders.service import get_user_order

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})
admin_router = make_admin_router()


@router.get(
    "/orders/{order_id}/invoice.pdf",
    tags=["orders"],
    response_class=Response,
    responses={**PDF, 404: {"description": "Order not found (or another user's), or not paid"}},
    summary="My order's tax invoice (or bill of supply, or receipt) as a PDF",
)
def my_invoice_pdf(order_id: str, user: CurrentUser, db: DbSession) -> Response:
    order = get_user_order(db, user.id, order_id)
    return pdf_response(*order_pdf(db, order.id))


# --- the dashboard's documents ----------------------------------------------------------------


class DocumentOut(ApiModel):
    id: str
    kind: str = Field(description="invoice, bill_of_supply, receipt or credit_note")
    number: str
    issued_at: datetime
    amount: int = Field(description="Paise, tax included")
    taxable: int
    cgst: int
    sgst: int
    igst: int
    place_of_supply: str = Field(description="GST state code")
    discount: int = Field(0, description="Paise a discount code took off its lines (issue 31)")
    discount_code: str = Field("", description="The discount code its lines were sold with")


@admin_router.get(
    "/orders/{order_id}/documents",
    response_model=list[DocumentOut],
    summary="The order's invoice (or bill of supply, or receipt) and credit notes, oldest first",
)
def order_documents(order_id: str, _: AdminUser, db: DbSession) -> list[DocumentOut]:
    rows = db.scalars(
        select(Invoice).where(Invoice.order_id == order_id).order_by(Invoice.issued_at, Invoice.seq)
    )
    return [
        DocumentOut(
            id=r.id, kind=r.kind, number=r.number, issued_at=as_utc(r.issued_at), amount=r.amount,
            taxable=r.taxable, cgst=r.cgst, sgst=r.sgst, igst=r.igst,
            place_of_supply=r.place_of_supply,
            discount=sum(int(line.get("discount") or 0) for line in r.lines),
            discount_code=next((str(line.get("discount_code") or "") for line in r.lines
                                if line.get("discount_code")), ""),
        )
        for r in rows
    ]  # fmt: skip


@admin_router.get(
    "/orders/{order_id}/invoice.pdf",
    response_class=Response,
    responses={**PDF, 404: {"description": "Order not found or not paid"}},
    summary="The order's tax invoice (or bill of supply, or receipt) as a PDF",
)
def order_invoice_pdf(order_id: str, _: AdminUser, db: DbSession) -> Response:
    return pdf_response(*order_pdf(db, order_id))


@admin_router.get(
    "/documents/{document_id}.pdf",
    response_class=Response,
    responses={**PDF, 404: {"description": "Document not found"}},
    summary="Any issued document (a credit note too) as a PDF",
)
def document_as_pdf(document_id: str, _: AdminUser, db: DbSession) -> Response:
    document = db.get(Invoice, document_id)
    if document is None:
        raise NotFound(DOCUMENT_NOT_FOUND)
    return pdf_response(*document_pdf(db, document))


# --- the accountant's CSV exports for a range of IST days (khadi.invoices.exports) ------------

MAX_DAYS = 400
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


@admin_router.get(
    "/exports/sales.csv", response_class=Response, responses=CSV, summary="Documents issued"
)
def sales(_: AdminUser, db: DbSession, first: First, last: Last) -> Response:
    return _export(db, first, last, "sales", exports.sales_csv)


@admin_router.get(
    "/exports/gstr1-b2c.csv",
    response_class=Response,
    responses=CSV,
    summary="GSTR-1 B2C (small) summary by place of supply and rate, net of credit notes",
)
def gstr1_b2c(_: AdminUser, db: DbSession, first: First, last: Last) -> Response:
    return _export(db, first, last, "gstr1-b2c", exports.b2c_csv)


@admin_router.get(
    "/exports/hsn.csv",
    response_class=Response,
    responses=CSV,
    summary="HSN summary by HSN code, unit and rate, net of credit notes",
)
def hsn(_: AdminUser, db: DbSession, first: First, last: Last) -> Response:
    return _export(db, first, last, "hsn", exports.hsn_csv)
