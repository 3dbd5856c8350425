"""Reading issued documents: the sale's document of an order (for its PDF), and the invoice a
credit note credits."""

from __future__ import annotations

from typing import Any

from fastapi import Response
from sqlalchemy.orm import Session

from khadi.errors import NotFound
from khadi.invoices import pdf
from khadi.invoices.errors import NO_INVOICE
from khadi.invoices.issue import sale_document
from khadi.invoices.models import Invoice


def order_pdf(session: Session, order_id: str) -> tuple[str, bytes]:
    """(file name, PDF) of the order's invoice, bill of supply or receipt; 404 when none."""
    document = sale_document(session, order_id)
    if document is None:
        raise NotFound(NO_INVOICE)
    return _file_name(document), pdf.render(document)


def document_pdf(session: Session, document: Invoice) -> tuple[str, bytes]:
    original = session.get(Invoice, document.original_id) if document.original_id else None
    return _file_name(document), pdf.render(document, original.number if original else None)


def _file_name(document: Invoice) -> str:
    return document.number.replace("/", "-") + ".pdf"


PDF: dict[int | str, dict[str, Any]] = {
    200: {"content": {"application/pdf": {}}, "description": "The PDF"}
}


def pdf_response(name: str, body: bytes) -> Response:
    return Response(
        body,
        media_type="application/pdf",
        headers={
            "Content-Disposition": f'attachment; filename="{name}"',
            "Cache-Control": "private, no-store",
        },
    )
