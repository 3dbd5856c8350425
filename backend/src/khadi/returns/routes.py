"""Returns (issue 16): a shopper asks to return lines of a delivered order, with private photos
(fetched through this API by their uploader or an admin, never under /media), and the dashboard
answers: accept, decline with a reason, or receive (refund the lines, restock if ticked). The
order pages themselves are the orders area's routes (orders/routes.py, orders/admin_routes.py).

The photo's body is read here, after the sign-in check and the upload allowance, never before
(as `media.routes` does for product images).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Request, Response
from fastapi.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException

from khadi.accounts.deps import AdminUser, CurrentUser, make_admin_router
from khadi.db import DbSession
from khadi.errors import InvalidInput
from khadi.events import Events, publish_user_event
from khadi.media.deps import Limits
from khadi.media.errors import CHOOSE_AN_IMAGE, LENGTH_REQUIRED, LengthRequired
from khadi.payments.deps import Provider
from khadi.returns import moves, order_pages, photos
from khadi.returns.schemas import (
    AdminOrderDetail,
    DeclineIn,
    ReceiveIn,
    ReturnOut,
    ReturnPhotoOut,
    ReturnRequestIn,
)
from khadi.returns.service import request_return

router = APIRouter(prefix="/api/v1", responses={401: {"description": "Please log in"}})
admin_router = make_admin_router()

FORM_OVERHEAD = 16 * 1024
_MULTIPART: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {"file": {"type": "string", "format": "binary"}},
                }
            }
        },
    }
}


@router.post(
    "/orders/{order_id}/returns",
    response_model=ReturnOut,
    status_code=201,
    tags=["orders"],
    responses={
        404: {"description": "Order not found (or another user's)"},
        409: {"description": "Not delivered, past the 10 days, or more than is left to return"},
        422: {"description": "No Idempotency-Key, no lines, a bad quantity, note or photo"},
    },
    summary="Ask to return lines of a delivered order (Defective or Damaged), with photos",
)
def ask_for_return(
    order_id: str,
    body: ReturnRequestIn,
    user: CurrentUser,
    db: DbSession,
    events: Events,
    idempotency_key: Annotated[
        str | None,
        Header(alias="Idempotency-Key", max_length=200, description="The same key, same return"),
    ] = None,
) -> ReturnOut:
    ret, made = request_return(db, user.id, order_id, body, idempotency_key)
    if made:
        publish_user_event(events, user.id, "orders", {"orderId": order_id, "status": "paid"})
    order = order_pages.user_order(db, user.id, order_id)
    return next(r for r in order.returns if r.id == ret.id)


@router.post(
    "/return-photos",
    response_model=ReturnPhotoOut,
    status_code=201,
    tags=["orders"],
    openapi_extra=_MULTIPART,
    responses={
        413: {"description": "Image is larger than the upload limit"},
        422: {"description": "Not a JPEG, PNG, WebP or GIF image, or too many pixels"},
        429: {"description": "Too many photos in the last hour"},
    },
    summary="Upload one photo for a return request (multipart `file`); private to you",
)
async def upload_photo(
    request: Request, user: CurrentUser, db: DbSession, limits: Limits
) -> ReturnPhotoOut:
    declared = request.headers.get("content-length", "")
    if not declared.isdigit():
        raise LengthRequired(LENGTH_REQUIRED)
    if int(declared) > limits.max_bytes + FORM_OVERHEAD:
        raise limits.refuse_bytes()
    await run_in_threadpool(photos.count_upload, db, user.id)
    try:
        form = await request.form(max_files=1, max_fields=1, max_part_size=1024)
    except HTTPException as error:
        if error.status_code != 400:
            raise
        raise InvalidInput(str(error.detail)) from None
    try:
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise InvalidInput(CHOOSE_AN_IMAGE, fields={"file": CHOOSE_AN_IMAGE})
        data = await upload.read(limits.max_bytes + 1)
    finally:
        await form.close()
    encoded = await photos.encode_photo(data, limits)
    photo = await run_in_threadpool(photos.keep_photo, db, user.id, encoded)
    return ReturnPhotoOut(id=photo.id, url=photos.photo_url(photo.id))


@router.get(
    "/return-photos/{photo_id}",
    response_class=Response,
    tags=["orders"],
    responses={
        200: {"content": {"image/webp": {}}, "description": "The photo (WebP)"},
        404: {"description": "Photo not found (or not yours)"},
    },
    summary="A return photo: for the shopper who sent it and for admins",
)
def get_photo(photo_id: str, user: CurrentUser, db: DbSession) -> Response:
    data = photos.readable_photo(db, user, photo_id)
    return Response(
        content=data,
        media_type="image/webp",
        headers={"Cache-Control": "private, max-age=3600", "X-Content-Type-Options": "nosniff"},
    )


# --- the dashboard's answers to a return ----------------------------------------------------

_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "Return not found"}}


@admin_router.post(
    "/returns/{return_id}/accept",
    response_model=AdminOrderDetail,
    responses={**_NOT_FOUND, 409: {"description": "Not a requested return"}},
    summary="Accept a requested return; the shopper is told to send the items back",
)
def accept_return(
    return_id: str, admin: AdminUser, db: DbSession, events: Events
) -> AdminOrderDetail:
    ret = moves.accept(db, return_id, admin.id, events)
    return order_pages.admin_order_detail(db, ret.order_id)


@admin_router.post(
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
    return order_pages.admin_order_detail(db, ret.order_id)


@admin_router.post(
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
    return order_pages.admin_order_detail(db, ret.order_id)
