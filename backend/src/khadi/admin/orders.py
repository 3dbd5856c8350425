"""Dashboard Orders tab (spec §2): every order with amount and payment id, plus date, customer,
status, items and shipping address. Guarded by the admin router's dependency."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from khadi.accounts.deps import AdminUser
from khadi.db import DbSession
from khadi.orders import service as orders
from khadi.orders.schemas import AdminOrderPage

router = APIRouter()


@router.get(
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
    status: Annotated[Literal["created", "paid", "failed"] | None, Query()] = None,
) -> AdminOrderPage:
    return orders.admin_order_page(db, page=page, page_size=page_size, search=q, status=status)
