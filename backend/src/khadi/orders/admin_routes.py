"""The dashboard's orders (spec §2 Orders tab, issues 16 and 17): every order with amount and
payment id, plus date, customer, status, items and shipping address; one order's page with its
refunds, returns and what is left to refund; refunds, fulfilment moves and cancelling; and the
stat cards. Each answer with an order is its whole page (returns.order_pages)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Annotated, Literal

from fastapi import Depends, Header, Query, Response

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.cod import moves as cod_moves
from khadi.cod import packing
from khadi.db import DbSession
from khadi.errors import InvalidInput
from khadi.events import Events
from khadi.invoices import parcels
from khadi.invoices.errors import RANGE_WRONG
from khadi.invoices.service import PDF, pdf_response
from khadi.orders import exports, fulfilment, reports
from khadi.orders.schemas import (
    AdminOrderPage,
    CancelIn,
    FulfilmentIn,
    FulfilmentState,
    PackIn,
    PackOut,
    PackRefusal,
    PackResult,
    PrintIn,
    StatsOut,
)
from khadi.orders.service import OrderFilter
from khadi.payments import duplicates, owner_refunds, refunds
from khadi.payments.deps import Provider
from khadi.payments.schemas import RefundIn, RefundSentIn
from khadi.returns import order_pages
from khadi.returns.schemas import AdminOrderDetail

admin_router = make_admin_router()


@admin_router.get(
    "/stats", response_model=StatsOut, summary="Totals for the dashboard's stat cards"
)
def stats(_: AdminUser, db: DbSession) -> StatsOut:
    return reports.dashboard_stats(db)


@dataclass
class OrderFilters:
    """The dashboard's order filters (issue 32), the list's and its CSV's."""

    q: Annotated[
        str,
        Query(
            max_length=100,
            description="Order number (KKB-10423 or 10423), ids, customer or shipping name, "
            "e-mail, phone (any spacing, with or without +91)",
        ),
    ] = ""
    status: Annotated[Literal["created", "paid", "failed", "cod"] | None, Query()] = None
    fulfilment: Annotated[FulfilmentState | None, Query()] = None
    method: Annotated[Literal["online", "cod"] | None, Query(description="Payment method")] = None
    placed_from: Annotated[
        date | None, Query(alias="from", description="First day placed, IST")
    ] = None
    placed_to: Annotated[
        date | None, Query(alias="to", description="Last day placed, IST (included)")
    ] = None
    state: Annotated[
        str | None, Query(max_length=60, description="Shipping state, e.g. Karnataka")
    ] = None
    view: Annotated[
        Literal["all", "to-ship", "returns"],
        Query(
            description="to-ship: paid orders not yet shipped, oldest first; returns: orders "
            "with a requested or accepted return, oldest first"
        ),
    ] = "all"

    def where(self) -> OrderFilter:
        if self.placed_from and self.placed_to and self.placed_to < self.placed_from:
            raise InvalidInput(RANGE_WRONG, fields={"to": RANGE_WRONG})
        return OrderFilter(
            search=self.q,
            status=self.status,
            fulfilment=self.fulfilment,
            method=self.method,
            placed_from=self.placed_from,
            placed_to=self.placed_to,
            state=self.state or None,
        )


Filters = Annotated[OrderFilters, Depends()]


@admin_router.get(
    "/orders",
    response_model=AdminOrderPage,
    summary="Orders, newest first, filtered; q searches numbers, ids, names, e-mail, phone",
)
def list_orders(
    _: AdminUser,
    db: DbSession,
    filters: Filters,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
) -> AdminOrderPage:
    return order_pages.admin_order_page(
        db, page=page, page_size=page_size, where=filters.where(), view=filters.view
    )


@admin_router.get(
    "/orders/export.csv",
    response_class=Response,
    responses={200: {"content": {"text/csv": {}}, "description": "The CSV"}},
    summary="The filtered orders as CSV, in the list's order (at most 20,000)",
)
def export_orders(_: AdminUser, db: DbSession, filters: Filters) -> Response:
    where = order_pages.order_filter(filters.where(), filters.view)
    return Response(
        exports.orders_csv(db, where),
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="orders-{date.today():%Y-%m-%d}.csv"',
            "Cache-Control": "private, no-store",
        },
    )


@admin_router.post(
    "/orders/print",
    response_class=Response,
    responses={
        **PDF,
        404: {"description": "Order not found"},
        409: {"description": "An order has nothing to send (unpaid, unconfirmed, cancelled)"},
    },
    summary="Shipping labels (4×6 inch) and packing slips of several orders, as one PDF",
)
def print_orders(body: PrintIn, _: AdminUser, db: DbSession) -> Response:
    return pdf_response(*parcels.print_parcels(db, body.order_ids, body.note))


@admin_router.post(
    "/orders/packed",
    response_model=PackOut,
    summary="Mark several orders packed in one step; each says whether it is packed or why not",
    description="Each order moves by its own rule (paid online; cash on delivery once "
    "confirmed), once however often this is sent: an order already packed answers packed.",
)
def pack_orders(body: PackIn, admin: AdminUser, db: DbSession, events: Events) -> PackOut:
    results = packing.pack_orders(db, body.order_ids, admin.id, events)
    return PackOut(
        results=[
            PackResult(
                order_id=result.order_id,
                number=result.number,
                fulfilment=result.fulfilment,
                refusal=None
                if result.refusal is None
                else PackRefusal(
                    reason=result.refusal.code,
                    params=result.refusal.params,
                    message=str(result.refusal),
                ),
            )
            for result in results
        ]
    )


@admin_router.get(
    "/orders/{order_id}",
    response_model=AdminOrderDetail,
    responses={404: {"description": "Order not found"}},
    summary="One order: items, address, payment, refunds, fulfilment and its timeline",
)
def get_order(order_id: str, _: AdminUser, db: DbSession) -> AdminOrderDetail:
    return order_pages.admin_order_detail(db, order_id)


@admin_router.post(
    "/orders/{order_id}/refunds",
    response_model=AdminOrderDetail,
    responses={
        404: {"description": "Order not found"},
        409: {"description": "Not paid, more than is left, or refused by the provider"},
        422: {"description": "No Idempotency-Key, or an amount of nothing"},
    },
    summary="Refund part or all of a paid order through the payment provider",
)
def refund_order(
    order_id: str,
    body: RefundIn,
    admin: AdminUser,
    db: DbSession,
    provider: Provider,
    idempotency_key: Annotated[str | None, Header(alias="Idempotency-Key")] = None,
) -> AdminOrderDetail:
    refunds.request_refund(
        db, provider, order_id, body.amount, idempotency_key, admin_id=admin.id, reason=body.reason
    )
    return order_pages.admin_order_detail(db, order_id)


@admin_router.post(
    "/orders/{order_id}/refunds/{refund_id}/sent",
    response_model=AdminOrderDetail,
    responses={
        404: {"description": "No refund of this order that the owner sends herself"},
        422: {"description": "No method (UPI or bank transfer), or no reference"},
    },
    summary="Record that a cash-on-delivery order's refund was sent by UPI or bank transfer "
    "(once, however often it is clicked)",
)
def record_refund_sent(
    order_id: str,
    refund_id: str,
    body: RefundSentIn,
    admin: AdminUser,
    db: DbSession,
    events: Events,
) -> AdminOrderDetail:
    owner_refunds.record_sent(
        db, order_id, refund_id, body.method, body.reference, admin.id, events
    )
    return order_pages.admin_order_detail(db, order_id)


@admin_router.post(
    "/orders/{order_id}/duplicates/{payment_id}/refund",
    response_model=AdminOrderDetail,
    responses={
        404: {"description": "Order not found, or the payment is not a duplicate of it"},
        409: {"description": "Refused by the provider: nothing refunded; it may be asked again"},
    },
    summary="Refund a duplicate payment of the order in full, once however often it is clicked",
    description="No Idempotency-Key is needed (one sent is ignored): the refund's key is "
    "`duplicate_<payment_id>`. After a refusal a new click is a new attempt. The refund does "
    "not count in the order's `refundedAmount`.",
)
def refund_duplicate(
    order_id: str, payment_id: str, admin: AdminUser, db: DbSession, provider: Provider
) -> AdminOrderDetail:
    duplicates.refund_duplicate(db, provider, order_id, payment_id, admin_id=admin.id)
    return order_pages.admin_order_detail(db, order_id)


@admin_router.post(
    "/orders/{order_id}/fulfilment",
    response_model=AdminOrderDetail,
    responses={
        404: {"description": "Order not found"},
        409: {"description": "Not paid, or already further along (moves only go forward)"},
        422: {"description": "Shipping needs the courier and tracking number"},
    },
    summary="Move a paid order forward: packed, shipped (courier, tracking), delivered",
)
def move_fulfilment(
    order_id: str, body: FulfilmentIn, admin: AdminUser, db: DbSession, events: Events
) -> AdminOrderDetail:
    if cod_moves.is_cod(db, order_id):  # issue 30: a confirmed COD order moves the same way
        cod_moves.admin_advance(db, order_id, body.to, admin.id, body, events)
    else:
        fulfilment.admin_advance(db, order_id, body.to, admin.id, body, events)
    return order_pages.admin_order_detail(db, order_id)


@admin_router.post(
    "/orders/{order_id}/cancel",
    response_model=AdminOrderDetail,
    responses={
        404: {"description": "Order not found"},
        409: {"description": "Not paid, or already shipped"},
    },
    summary="Cancel a paid order before it ships: refunded in full, items back in stock if asked",
)
def cancel_order(
    order_id: str,
    body: CancelIn,
    admin: AdminUser,
    db: DbSession,
    provider: Provider,
    events: Events,
) -> AdminOrderDetail:
    if cod_moves.is_cod(db, order_id):  # issue 30: stock back, nothing was paid to refund
        cod_moves.admin_move(db, order_id, cod_moves.CANCEL, admin.id, events)
        return order_pages.admin_order_detail(db, order_id)
    order = fulfilment.admin_cancel(db, order_id, admin.id, restock=body.restock, events=events)
    left = order.amount - order.refunded_amount
    if left > 0:  # one key per order: a repeated cancel asks for the same refund
        refunds.request_refund(
            db, provider, order_id, left, f"cancel_{order_id}", admin_id=admin.id,
            reason="Order cancelled",
        )  # fmt: skip
    return order_pages.admin_order_detail(db, order_id)
