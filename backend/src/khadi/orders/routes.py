"""The shopper's orders (spec §2 /orders, issue 16), signed-in users only (a guest gets 401): the
list, newest first, and one order's page, each with its returns (returns.order_pages)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from khadi.accounts.deps import CurrentUser
from khadi.db import DbSession
from khadi.orders.schemas import OrderOut, OrderPage
from khadi.returns import order_pages

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})


@router.get("/orders", response_model=OrderPage, tags=["orders"], summary="My orders, newest first")
def list_orders(
    user: CurrentUser,
    db: DbSession,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 50,
) -> OrderPage:
    return order_pages.user_order_page(db, user.id, page=page, page_size=page_size)


@router.get(
    "/orders/{order_id}",
    response_model=OrderOut,
    tags=["orders"],
    responses={404: {"description": "Order not found (or another user's)"}},
)
def get_order(order_id: str, user: CurrentUser, db: DbSession) -> OrderOut:
    return order_pages.user_order(db, user.id, order_id)
