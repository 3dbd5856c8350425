"""The dashboard's orders (spec §2 Orders tab, issues 16 and 17): every order with amount and
payment id, plus date, customer, status, items and shipping address; one order's page with its
refunds, returns and what is left to refund; refunds, fulfilment moves and cancelling; and the
stat cards. Each answer with an order is its whole page (returns.order_pages)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import Header, Query

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.cod import moves as cod_moves
from khadi.db import DbSession
from khadi.events import Events
from khadi.orders import fulfilment, reports
from khadi.orders.schemas import AdminOrderPage, CancelIn, FulfilmentIn, StatsOut
from khadi.payments import duplicates, refunds
from khadi.payments.deps import Provider
from khadi.payments.schemas import RefundIn
from khadi.returns import order_pages
from khadi.returns.schemas import AdminOrderDetail

admin_router = make_admin_router()


@admin_router.get(
    "/stats", response_model=StatsOut, summary="Totals for the dashboard's stat cards"
)
def stats(_: AdminUser, db: DbSession) -> StatsOut:
    return reports.dashboard_stats(db)


@admin_router.get(
    "/orders",
    response_model=AdminOrderPage,
    summary="Orders, newest first; q searches ids, customer and shipping name, e-mail, mobile",
)
def list_orders(
    _: AdminUser,
    db: DbSession,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
    q: Annotated[str, Query(max_length=100)] = "",
    status: Annotated[Literal["created", "paid", "failed", "cod"] | None, Query()] = None,
    view: Annotated[
        Literal["all", "to-ship", "returns"],
        Query(
            description="to-ship: paid orders not yet shipped, oldest first; returns: orders "
            "with a requested or accepted return, oldest first"
        ),
    ] = "all",
) -> AdminOrderPage:
    return order_pages.admin_order_page(
        db, page=page, page_size=page_size, search=q, status=status, view=view
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
