"""Cash on delivery (issue 30): the shopper's quote and checkout, the owner's settings and
moves. Thin: each route calls one service function."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Query

from khadi.accounts.deps import AdminUser, CurrentUser, make_admin_router
from khadi.cart.deps import Rules
from khadi.cod import checkout, moves, rules, settings, whatsapp
from khadi.cod.schemas import (
    CodCheckoutIn,
    CodMoveIn,
    CodQuoteOut,
    CodSettingsIn,
    CodSettingsOut,
    CodWhatsAppOut,
)
from khadi.db import DbSession
from khadi.events import Events
from khadi.orders.schemas import OrderOut
from khadi.orders.service import user_order
from khadi.returns import order_pages
from khadi.returns.schemas import AdminOrderDetail

router = APIRouter(
    prefix="/api/v1", tags=["cod"], responses={401: {"description": "Please log in"}}
)
admin_router = make_admin_router()
_PINCODE: dict[int | str, dict[str, Any]] = {
    422: {"description": "unknown_pincode, or not six digits"}
}


@router.get(
    "/cart/cod",
    response_model=CodQuoteOut,
    responses=_PINCODE,
    summary="Whether the cart can be paid on delivery to a pincode, and the total",
)
def cart_cod_quote(
    user: CurrentUser,
    db: DbSession,
    cart_rules: Rules,
    pincode: Annotated[str, Query(max_length=20, description="Six digits")],
) -> CodQuoteOut:
    quote = rules.quote_cart_cod(db, user.id, cart_rules, pincode)
    refused = quote.refused
    return CodQuoteOut(
        available=refused is None,
        reason=refused.code if refused is not None else None,
        params=dict(refused.params) if refused is not None else {},
        message=str(refused) if refused is not None else None,
        goods=quote.goods,
        delivery_fee=quote.delivery_fee,
        fee=quote.fee,
        total=quote.total,
    )


_CHECKOUT_REFUSALS: dict[int | str, dict[str, Any]] = {
    409: {"description": "cod_refused (cod.off, cod.not_to_pincode, cod.above_max), "
          "cod_too_many_open, an empty cart or nothing buyable, not enough stock"},
    422: {"description": "Address problems or a missing/bad Idempotency-Key"},
}  # fmt: skip


@router.post("/checkout/cod", response_model=OrderOut, responses=_CHECKOUT_REFUSALS,
             summary="Place the cart as a cash-on-delivery order (no payment)")  # fmt: skip
def cod_checkout(
    body: CodCheckoutIn,
    user: CurrentUser,
    db: DbSession,
    cart_rules: Rules,
    events: Events,
    idempotency_key: Annotated[str | None, Header(alias="Idempotency-Key", max_length=200)] = None,
) -> OrderOut:
    result = checkout.cod_checkout(db, user, body, idempotency_key, cart_rules, events=events)
    return user_order(db, user.id, result.order.id)


@admin_router.get("/cod", response_model=CodSettingsOut, tags=["cod"])
def get_settings(_: AdminUser, db: DbSession) -> CodSettingsOut:
    return settings.settings_out(db)


@admin_router.put("/cod", response_model=CodSettingsOut, tags=["cod"],
                  responses={409: {"description": "Someone else saved first: reload"}})  # fmt: skip
def save_settings(body: CodSettingsIn, _: AdminUser, db: DbSession) -> CodSettingsOut:
    return settings.save_settings(db, body)


@admin_router.post("/orders/{order_id}/cod", response_model=AdminOrderDetail, tags=["cod"],
                   responses={404: {"description": "Order not found"},
                              409: {"description": "Not a COD order, or not in a state for it"}},
                   summary="Confirm, cancel (stock back) or mark a COD order returned "
                   "undelivered (stock back, nothing to refund)")  # fmt: skip
def move_cod(
    order_id: str, body: CodMoveIn, admin: AdminUser, db: DbSession, events: Events
) -> AdminOrderDetail:
    moves.admin_move(db, order_id, body.to, admin.id, events)
    return order_pages.admin_order_detail(db, order_id)


@admin_router.get("/orders/{order_id}/cod/whatsapp", response_model=CodWhatsAppOut, tags=["cod"],
                  responses={404: {"description": "Order not found"}})  # fmt: skip
def whatsapp_link(order_id: str, _: AdminUser, db: DbSession) -> CodWhatsAppOut:
    order = moves.cod_order(db, order_id)
    url, language = whatsapp.confirm_link(db, order)
    return CodWhatsAppOut(url=url, language=language)
