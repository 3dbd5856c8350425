"""Delivery quotes (/api/v1/delivery/quote for a product, anyone; /api/v1/cart/delivery for the
signed-in shopper's cart) and the dashboard's delivery charges (/api/v1/admin/delivery)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from khadi.accounts.deps import AdminUser, CurrentUser, make_admin_router
from khadi.cart.deps import Rules
from khadi.cod import rules as cod_rules
from khadi.db import DbSession
from khadi.delivery import quotes, service
from khadi.delivery.schemas import DeliveryChargesIn, DeliveryChargesOut, DeliveryQuoteOut

router = APIRouter(prefix="/api/v1", tags=["delivery"])
admin_router = make_admin_router()
_REFUSALS: dict[int | str, dict[str, Any]] = {
    404: {"description": "No such product"},
    422: {"description": "unknown_pincode: India Post has no such pincode; or not six digits"},
}
Pincode = Annotated[str, Query(max_length=20, description="Six digits")]


@router.get("/delivery/quote", response_model=DeliveryQuoteOut, responses=_REFUSALS,
            summary="What delivering a product to a pincode costs, and when")  # fmt: skip
def product_quote(
    db: DbSession,
    pincode: Pincode,
    product_id: Annotated[str, Query(alias="productId", max_length=40)],
    size: Annotated[str, Query(max_length=40)] = "",
    quantity: Annotated[float, Query(gt=0, le=1000)] = 1,
) -> DeliveryQuoteOut:
    quote = quotes.quote_product(db, pincode, product_id, size, quantity)
    # issue 30: 'Cash on delivery available' only when a COD checkout of it would be taken
    return quote.to_out().model_copy(update={"cod_available": cod_rules.available_for(db, quote)})


@router.get("/cart/delivery", response_model=DeliveryQuoteOut,
            responses={**_REFUSALS, 401: {"description": "Please log in"}},
            summary="The cart's delivery line to a pincode: what checkout will charge")  # fmt: skip
def cart_quote(
    user: CurrentUser, db: DbSession, rules: Rules, pincode: Pincode
) -> DeliveryQuoteOut:
    return quotes.quote_cart(db, user.id, rules, pincode).to_out()


@admin_router.get("/delivery", response_model=DeliveryChargesOut, tags=["delivery"])
def get_charges(_: AdminUser, db: DbSession) -> DeliveryChargesOut:
    return service.charges_out(db)


@admin_router.put("/delivery", response_model=DeliveryChargesOut, tags=["delivery"],
                  responses={409: {"description": "Someone else saved first: reload"}})  # fmt: skip
def save_charges(body: DeliveryChargesIn, _: AdminUser, db: DbSession) -> DeliveryChargesOut:
    return service.save_charges(db, body)
