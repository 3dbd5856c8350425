"""Discount codes (issue 31): the cart's code box (signed-in shoppers) and the dashboard's
Discount codes tab (admins). Thin: each route calls one service function."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from khadi.accounts.deps import AdminUser, CurrentUser, make_admin_router
from khadi.cart import codes
from khadi.cart.deps import Rules
from khadi.cart.schemas import CartOut
from khadi.db import DbSession
from khadi.discounts import admin
from khadi.discounts.schemas import (
    CartCodeIn,
    DiscountCodeIn,
    DiscountCodeList,
    DiscountCodeOut,
    DiscountUseList,
)
from khadi.events import Events
from khadi.media.deps import Media

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})
admin_router = make_admin_router("discounts")

_CODE_REFUSALS: dict[int | str, dict[str, Any]] = {
    409: {"description": "discount_refused: discount.unknown, .paused, .not_started, .expired, "
          ".used_up, .customer_used_up, .below_minimum, .not_applicable"},
    422: {"description": "Not a code (3–32 letters, digits, - or _)"},
}  # fmt: skip
_FORM_REFUSALS: dict[int | str, dict[str, Any]] = {
    409: {"description": "Someone else saved the code first: reload"},
    404: {"description": "Discount code not found"},
    422: {"description": "A field is out of range, or the code exists"},
}


@router.put(
    "/cart/discount-code",
    response_model=CartOut,
    responses=_CODE_REFUSALS,
    tags=["cart"],
    summary="Enter a discount code for the cart (replaces any other)",
)
def enter_code(
    body: CartCodeIn, user: CurrentUser, db: DbSession, store: Media, rules: Rules, events: Events
) -> CartOut:
    return codes.enter_code(db, store, user.id, body.code, rules, events=events)


@router.delete("/cart/discount-code", response_model=CartOut, tags=["cart"],
               summary="Take the discount code off the cart")  # fmt: skip
def remove_code(
    user: CurrentUser, db: DbSession, store: Media, rules: Rules, events: Events
) -> CartOut:
    return codes.remove_code(db, store, user.id, rules, events=events)


@admin_router.get("/discount-codes", response_model=DiscountCodeList)
def list_codes(_: AdminUser, db: DbSession) -> DiscountCodeList:
    return admin.list_codes(db)


@admin_router.post("/discount-codes", response_model=DiscountCodeOut, status_code=201,
                   responses=_FORM_REFUSALS)  # fmt: skip
def create_code(body: DiscountCodeIn, _: AdminUser, db: DbSession) -> DiscountCodeOut:
    return admin.create_code(db, body)


@admin_router.put(
    "/discount-codes/{code_id}",
    response_model=DiscountCodeOut,
    responses=_FORM_REFUSALS,
    summary="Save a code (pausing and resuming too)",
)
def update_code(code_id: str, body: DiscountCodeIn, _: AdminUser, db: DbSession) -> DiscountCodeOut:
    return admin.update_code(db, code_id, body)


@admin_router.get("/discount-codes/{code_id}/uses", response_model=DiscountUseList,
                  responses={404: {"description": "Discount code not found"}})  # fmt: skip
def code_uses(code_id: str, _: AdminUser, db: DbSession) -> DiscountUseList:
    return admin.code_uses(db, code_id)
