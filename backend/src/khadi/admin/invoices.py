"""Invoices from the dashboard (issue 17): an order's documents (its invoice, bill of supply or
receipt, and its credit notes) as a list and as PDFs. Any admin sees any order's."""

from __future__ import annotations

from datetime import datetime

from fastapi import APIRouter, Response
from pydantic import Field
from sqlalchemy import select

from khadi.accounts.deps import AdminUser
from khadi.db import DbSession
from khadi.errors import NotFound
from khadi.invoices.models import Invoice
from khadi.invoices.service import PDF, document_pdf, order_pdf, pdf_response
from khadi.kit.schema import ApiModel
from khadi.kit.time import as_utc

router = APIRouter()
DOCUMENT_NOT_FOUND = "Document not found"


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


@router.get(
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
        )
        for r in rows
    ]  # fmt: skip


@router.get(
    "/orders/{order_id}/invoice.pdf",
    response_class=Response,
    responses={**PDF, 404: {"description": "Order not found or not paid"}},
    summary="The order's tax invoice (or bill of supply, or receipt) as a PDF",
)
def order_invoice_pdf(order_id: str, _: AdminUser, db: DbSession) -> Response:
    return pdf_response(*order_pdf(db, order_id))


@router.get(
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
