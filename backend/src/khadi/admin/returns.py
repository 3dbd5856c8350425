"""The dashboard's answers to returns (issue 16): accept, decline with a reason, and receive
(refund the lines, restock if ticked). Guarded by the admin router's dependency."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from khadi.accounts.deps import AdminUser
from khadi.admin.order_schemas import AdminOrderDetail
from khadi.admin.orders import order_detail
from khadi.db import DbSession
from khadi.events import Events
from khadi.payments.deps import Provider
from khadi.returns import moves
from khadi.returns.schemas import DeclineIn, ReceiveIn

router = APIRouter()

_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "Return not found"}}


@router.post(
    "/returns/{return_id}/accept",
    response_model=AdminOrderDetail,
    responses={**_NOT_FOUND, 409: {"description": "Not a requested return"}},
    summary="Accept a requested return; the shopper is told to send the items back",
)
def accept_return(
    return_id: str, admin: AdminUser, db: DbSession, events: Events
) -> AdminOrderDetail:
    ret = moves.accept(db, return_id, admin.id, events)
    return order_detail(db, ret.order_id)


@router.post(
    "/returns/{return_id}/decline",
    response_model=AdminOrderDetail,
    responses={
        **_NOT_FOUND,
        409: {"description": "Not a requested return"},
        422: {"description": "The reason is missing or longer than 300 characters"},
    },
    summary="Decline a requested return with a reason the shopper reads",
)
def decline_return(
    return_id: str, body: DeclineIn, admin: AdminUser, db: DbSession, events: Events
) -> AdminOrderDetail:
    ret = moves.decline(db, return_id, admin.id, body.reason, events)
    return order_detail(db, ret.order_id)


@router.post(
    "/returns/{return_id}/receive",
    response_model=AdminOrderDetail,
    responses={
        **_NOT_FOUND,
        409: {"description": "Not an accepted return, or the refund was refused"},
    },
    summary="The accepted return arrived: refund its lines, restock them if asked",
)
def receive_return(
    return_id: str,
    body: ReceiveIn,
    admin: AdminUser,
    db: DbSession,
    provider: Provider,
    events: Events,
) -> AdminOrderDetail:
    ret = moves.receive(db, provider, return_id, admin.id, restock=body.restock, events=events)
    return order_detail(db, ret.order_id)
