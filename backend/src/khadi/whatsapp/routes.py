"""The dashboard's WhatsApp (issue 32): the updates sent, sending and given up on, the settings
(the access token is write-only) and an order's updates or one-click wa.me message."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query

from khadi.accounts.deps import AdminUser, make_admin_router
from khadi.db import DbSession
from khadi.orders import errors
from khadi.orders.service import fresh_order
from khadi.orders.whatsapp_updates import order_whatsapp
from khadi.whatsapp import listing, settings
from khadi.whatsapp.models import CONFIRMATION, DELIVERED, SHIPPED
from khadi.whatsapp.schemas import (
    OrderWhatsAppOut,
    WhatsAppPage,
    WhatsAppSettingsIn,
    WhatsAppSettingsOut,
)

router = make_admin_router("whatsapp")


@router.get("/whatsapp", response_model=WhatsAppPage, summary="WhatsApp updates, newest first")
def list_whatsapp(
    _: AdminUser,
    db: DbSession,
    page: Annotated[int, Query(ge=1, le=10_000)] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=100)] = 20,
) -> WhatsAppPage:
    return listing.message_page(db, page=page, page_size=page_size)


@router.get("/whatsapp/settings", response_model=WhatsAppSettingsOut)
def get_whatsapp_settings(_: AdminUser, db: DbSession) -> WhatsAppSettingsOut:
    return listing.settings_out(settings.read_settings(db))


@router.put(
    "/whatsapp/settings",
    response_model=WhatsAppSettingsOut,
    responses={422: {"description": "invalid_whatsapp_settings"}},
)
def put_whatsapp_settings(
    body: WhatsAppSettingsIn, _: AdminUser, db: DbSession
) -> WhatsAppSettingsOut:
    templates = {
        CONFIRMATION: body.templates.confirmation,
        SHIPPED: body.templates.shipped,
        DELIVERED: body.templates.delivered,
    }
    saved = settings.save_settings(db, body.phone_number_id, templates, body.access_token)
    return listing.settings_out(saved)


@router.get(
    "/orders/{order_id}/whatsapp",
    response_model=OrderWhatsAppOut,
    responses={404: {"description": "Order not found"}},
)
def order_whatsapp_updates(order_id: str, _: AdminUser, db: DbSession) -> OrderWhatsAppOut:
    order = fresh_order(db, order_id)
    if order is None:
        raise errors.OrderNotFound(errors.ORDER_NOT_FOUND)
    return order_whatsapp(db, order)
