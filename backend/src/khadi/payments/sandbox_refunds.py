"""The sandbox's refunds, as Razorpay's Refunds API behaves: idempotent by key, never more than
the captured payment, answered `pending` and then confirmed by signed `refund.created` and
`refund.processed` webhooks a moment later (issue 16)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.kit.time import utcnow
from khadi.payments.models import SandboxPayment
from khadi.payments.provider import PAYMENT_CAPTURED, ProviderRefund, RefundRefused
from khadi.payments.refund_models import SandboxRefund

SANDBOX_ACCOUNT_ID = "acc_sandbox00000000"  # as sandbox.py's payment webhooks


def take_refund(
    session: Session,
    refund_id: str,
    payment_id: str,
    amount: int,
    idempotency_key: str,
) -> tuple[ProviderRefund, SandboxPayment, bool]:
    """(refund, its payment, new?) — the same key answers the refund made before."""
    earlier = session.scalar(
        select(SandboxRefund).where(SandboxRefund.idempotency_key == idempotency_key)
    )
    payment = session.get(SandboxPayment, payment_id)
    if payment is None or payment.status != PAYMENT_CAPTURED:
        raise RefundRefused(f"sandbox: payment {payment_id} is not captured")
    if earlier is not None:
        if (earlier.payment_id, earlier.amount) != (payment_id, amount):
            raise RefundRefused("sandbox: a different request with the same idempotency key")
        return ProviderRefund(earlier.id, payment_id, amount, "pending"), payment, False
    refunded = session.scalar(
        select(func.coalesce(func.sum(SandboxRefund.amount), 0)).where(
            SandboxRefund.payment_id == payment_id
        )
    )
    if int(refunded or 0) + amount > payment.amount:
        raise RefundRefused("sandbox: the total refunded would exceed the payment")
    session.add(
        SandboxRefund(
            id=refund_id,
            payment_id=payment_id,
            amount=amount,
            idempotency_key=idempotency_key,
            created_at=utcnow(),
        )
    )
    try:
        session.commit()
    except IntegrityError:  # the same key at the same moment: that one is the refund
        session.rollback()
        return take_refund(session, refund_id, payment_id, amount, idempotency_key)
    return ProviderRefund(refund_id, payment_id, amount, "pending"), payment, True


def refund_webhook_body(
    event: str, refund: ProviderRefund, payment: SandboxPayment, notes: dict[str, str]
) -> bytes:
    """Shaped like Razorpay's refunds webhook samples: the refund and its payment."""
    now = int(utcnow().timestamp())
    status = {"refund.processed": "processed", "refund.failed": "failed"}.get(event, "pending")
    refund_entity: dict[str, Any] = {
        "id": refund.id,
        "entity": "refund",
        "amount": refund.amount,
        "currency": payment.currency,
        "payment_id": payment.id,
        "notes": notes,
        "receipt": None,
        "acquirer_data": {"arn": None},
        "created_at": now,
        "batch_id": None,
        "status": status,
        "speed_processed": "normal",
        "speed_requested": "normal",
    }
    payment_entity = {
        "id": payment.id,
        "entity": "payment",
        "amount": payment.amount,
        "currency": payment.currency,
        "status": payment.status,
        "order_id": payment.provider_order_id,
        "captured": True,
        "created_at": now,
    }
    body = {
        "entity": "event",
        "account_id": SANDBOX_ACCOUNT_ID,
        "event": event,
        "contains": ["refund", "payment"],
        "payload": {"refund": {"entity": refund_entity}, "payment": {"entity": payment_entity}},
        "created_at": now,
    }
    return json.dumps(body, separators=(",", ":")).encode()
