"""Payments API: the popup's verify call (signed-in owner), the provider's webhook (no session:
server to server, authenticated by its signature; it sends no Origin, so the cross-site guard
lets it through), and the sandbox popup's pay/fail buttons (sandbox only)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool

from khadi.accounts.deps import CurrentUser
from khadi.db import AppDatabase, DbSession
from khadi.events import Events
from khadi.invoices.service import with_invoice_flags
from khadi.orders.schemas import OrderOut
from khadi.orders.service import order_out
from khadi.orders.timeline import extras_for
from khadi.payments import service, webhook
from khadi.payments.deps import Provider
from khadi.payments.errors import WEBHOOK_TOO_LARGE, WebhookTooLarge
from khadi.payments.schemas import (
    SandboxError,
    SandboxErrorMetadata,
    SandboxPayIn,
    SandboxPayOut,
    SandboxQrOut,
    VerifyIn,
    WebhookOut,
)

router = APIRouter(prefix="/api/v1/payments", tags=["payments"])

WEBHOOK_MAX_BYTES = 1_000_000  # Razorpay's events are a few kB


@router.post(
    "/verify",
    response_model=OrderOut,
    responses={
        400: {"description": "'Error verifying payment.'"},
        401: {"description": "Please log in"},
        404: {"description": "Order not found (or another user's)"},
    },
    summary="The popup's success report; the order comes back paid",
)
def verify(
    body: VerifyIn, user: CurrentUser, db: DbSession, provider: Provider, events: Events
) -> OrderOut:
    order = service.verify_payment(
        db,
        provider,
        user.id,
        order_id=body.order_id,
        provider_order_id=body.provider_order_id,
        payment_id=body.payment_id,
        signature=body.signature,
        events=events,
    )
    return with_invoice_flags(db, [order_out(order, extras_for(db, [order]))])[0]


@router.post(
    "/webhook",
    response_model=WebhookOut,
    responses={400: {"description": "Bad signature or unreadable body"}},
    summary="Razorpay's webhook (payment.captured, order.paid, payment.failed)",
)
async def provider_webhook(
    request: Request, database: AppDatabase, provider: Provider, events: Events
) -> WebhookOut:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > WEBHOOK_MAX_BYTES:
        raise WebhookTooLarge(WEBHOOK_TOO_LARGE)
    body = await request.body()  # the raw bytes: the signature is over exactly these
    if len(body) > WEBHOOK_MAX_BYTES:
        raise WebhookTooLarge(WEBHOOK_TOO_LARGE)
    received = await run_in_threadpool(
        webhook.receive,
        database,
        provider,
        events,
        body,
        dict(request.headers),
    )
    return WebhookOut(outcome=received.outcome)


@router.post(
    "/sandbox/pay",
    response_model=SandboxPayOut,
    response_model_exclude_none=True,
    responses={
        401: {"description": "Please log in"},
        404: {"description": "Not the sandbox, or not the caller's order"},
        409: {"description": "This order is already paid"},
        422: {"description": "Not a UPI ID (name@bank)"},
    },
    summary="Sandbox popup: pay (success, maybe pending for UPI) or decline (failure) the "
    "provider order",
)
def sandbox_pay(body: SandboxPayIn, user: CurrentUser, db: DbSession, provider: Provider) -> Any:
    charge = service.sandbox_charge(
        db,
        provider,
        user.id,
        provider_order_id=body.provider_order_id,
        succeed=body.outcome == "success",
        method=body.method,
        vpa=body.vpa,
        bank=body.bank,
        approve_after=body.approve_after_seconds,
    )
    if charge.pending:
        return SandboxPayOut(
            payment_id=charge.payment_id, provider_order_id=charge.provider_order_id, pending=True
        )
    if charge.error_description is None:
        return SandboxPayOut(
            payment_id=charge.payment_id,
            provider_order_id=charge.provider_order_id,
            signature=charge.signature,
        )
    return SandboxPayOut(
        payment_id=charge.payment_id,
        provider_order_id=charge.provider_order_id,
        error=SandboxError(
            code="BAD_REQUEST_ERROR",
            description=charge.error_description,
            description_code=getattr(charge.error_description, "code", None),
            source="customer",
            step="payment_authorization",
            reason="payment_failed",
            metadata=SandboxErrorMetadata(
                order_id=charge.provider_order_id, payment_id=charge.payment_id
            ),
        ),
    )


@router.get(
    "/sandbox/upi-qr/{provider_order_id}",
    response_model=SandboxQrOut,
    responses={
        401: {"description": "Please log in"},
        404: {"description": "Not the sandbox, or not the caller's order"},
    },
    summary="Sandbox popup: the UPI QR to 'scan' for the provider order (drawn here)",
)
def sandbox_upi_qr(
    provider_order_id: str, user: CurrentUser, db: DbSession, provider: Provider
) -> SandboxQrOut:
    text, rows = service.sandbox_qr(db, provider, user.id, provider_order_id[:64])
    return SandboxQrOut(text=text, rows=rows)
