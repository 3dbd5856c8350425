"""Checkout and the shopper's own orders (signed-in users; a guest gets 401)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header, Query, Request

from khadi.accounts.deps import CurrentUser
from khadi.cart.rules import CartRules
from khadi.db import DbSession
from khadi.events import publish_user_event
from khadi.orders import checkout as checkout_service
from khadi.orders import service
from khadi.orders.schemas import CheckoutIn, CheckoutOut, OrderOut, OrderPage
from khadi.payments.provider import PaymentProvider

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})


@router.post(
    "/checkout",
    response_model=CheckoutOut,
    tags=["checkout"],
    responses={
        409: {"description": "'Your cart is empty', or nothing in it can be bought now"},
        422: {"description": "Address problems (spec §5) or a missing/bad Idempotency-Key"},
        502: {"description": "'Could not start payment': the provider did not answer"},
    },
    summary="Price the cart on the server, store the order and open a provider order",
)
def checkout(
    body: CheckoutIn,
    request: Request,
    user: CurrentUser,
    db: DbSession,
    idempotency_key: Annotated[
        str | None,
        Header(
            alias="Idempotency-Key",
            max_length=200,
            description="8–128 of A-Z a-z 0-9 _ -, new per checkout attempt; a repeat returns "
            "the same order",
        ),
    ] = None,
) -> CheckoutOut:
    provider: PaymentProvider = request.app.state.payments
    rules = CartRules.from_settings(request.app.state.settings)
    result = checkout_service.checkout(db, provider, user, body, idempotency_key, rules)
    if result.created:
        publish_user_event(
            request, user.id, "orders", {"orderId": result.order.id, "status": "created"}
        )
    return checkout_service.checkout_out(db, result.order, user, provider)


@router.get("/orders", response_model=OrderPage, tags=["orders"], summary="My orders, newest first")
def list_orders(
    user: CurrentUser,
    db: DbSession,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 50,
) -> OrderPage:
    return service.user_order_page(db, user.id, page=page, page_size=page_size)


@router.get(
    "/orders/{order_id}",
    response_model=OrderOut,
    tags=["orders"],
    responses={404: {"description": "Order not found (or another user's)"}},
)
def get_order(order_id: str, user: CurrentUser, db: DbSession) -> OrderOut:
    return service.user_order(db, user.id, order_id)
