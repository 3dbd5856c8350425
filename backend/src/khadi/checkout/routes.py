"""Checkout (signed-in users; a guest gets 401)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header

from khadi.accounts.deps import CurrentUser
from khadi.accounts.limits import checkout_limit
from khadi.cart.deps import Rules
from khadi.checkout import dismissal, service
from khadi.checkout.schemas import CheckoutIn, CheckoutOut
from khadi.config import AppSettings
from khadi.db import DbSession
from khadi.events import Events
from khadi.orders.schemas import OrderOut
from khadi.orders.service import order_out
from khadi.orders.timeline import extras_for
from khadi.payments.deps import Provider

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})


@router.post(
    "/checkout",
    response_model=CheckoutOut,
    tags=["checkout"],
    responses={
        409: {"description": "'Your cart is empty', or nothing in it can be bought now"},
        422: {"description": "Address problems (spec §5) or a missing/bad Idempotency-Key"},
        429: {"description": "Too many checkouts: try again after Retry-After seconds"},
        502: {"description": "'Could not start payment': the provider did not answer"},
    },
    summary="Price the cart on the server, store the order and open a provider order",
)
def checkout(
    body: CheckoutIn,
    user: CurrentUser,
    db: DbSession,
    provider: Provider,
    rules: Rules,
    events: Events,
    settings: AppSettings,
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
    result = service.checkout(
        db,
        provider,
        user,
        body,
        idempotency_key,
        rules,
        events=events,
        limit=checkout_limit(settings),
    )
    return service.checkout_out(db, result.order, user, provider)


@router.post(
    "/checkout/{order_id}/dismiss",
    response_model=OrderOut,
    tags=["checkout"],
    responses={404: {"description": "Order not found (or another user's)"}},
    summary="The payment window was closed without paying: the order leaves My Orders and its "
    "stock goes back (at once, or after the shop's grace); paying again with the same "
    "Idempotency-Key pays the same order",
)
def dismiss_payment(order_id: str, user: CurrentUser, db: DbSession, events: Events) -> OrderOut:
    order = dismissal.dismiss_payment(db, user.id, order_id, events=events)
    return order_out(order, extras_for(db, [order]))
