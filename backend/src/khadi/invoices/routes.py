"""The shopper's invoice of their own order, as a PDF (another's order, or an unpaid one: 404)."""

from __future__ import annotations

from fastapi import APIRouter, Response

from khadi.accounts.deps import CurrentUser
from khadi.db import DbSession
from khadi.invoices.service import PDF, order_pdf, pdf_response
from khadi.orders.service import get_user_order

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})


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
