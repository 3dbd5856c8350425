"""Reading issued documents: the sale's document of an order (for its PDF), and the invoice a
credit note credits."""

from __future__ import annotations

from typing import Any, TypeVar

from fastapi import Response
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.errors import NotFound
from khadi.invoices import pdf
from khadi.invoices.errors import NO_INVOICE
from khadi.invoices.issue import order_source, sale_document
from khadi.invoices.models import Invoice
from khadi.orders.models import Order
from khadi.orders.schemas import OrderOut

OrderT = TypeVar("OrderT", bound=OrderOut)


def order_pdf(session: Session, order_id: str) -> tuple[str, bytes]:
    """(file name, PDF) of the order's invoice, bill of supply or receipt; 404 when none."""
    document = sale_document(session, order_id)
    if document is None:
        raise NotFound(NO_INVOICE)
    return _file_name(document), pdf.render(document, order_number=_order_number(session, document))


def with_invoice_flags(session: Session, outs: list[OrderT]) -> list[OrderT]:
    """The orders, each saying whether its sale's document is issued (one query for a page):
    what the shopper's 'Download invoice' is offered for - a paid order, a shipped COD order."""
    sources = {order_source(out.id): out.id for out in outs}
    if not sources:
        return outs
    issued = set(session.scalars(select(Invoice.source).where(Invoice.source.in_(sources))))
    return [out.model_copy(update={"has_invoice": order_source(out.id) in issued}) for out in outs]


def document_pdf(session: Session, document: Invoice) -> tuple[str, bytes]:
    original = session.get(Invoice, document.original_id) if document.original_id else None
    return _file_name(document), pdf.render(
        document, original.number if original else None, _order_number(session, document)
    )


def _order_number(session: Session, document: Invoice) -> str:
    """The order's number a person reads out (issue 32)."""
    order = session.get(Order, document.order_id)
    return order.number if order is not None else ""


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
