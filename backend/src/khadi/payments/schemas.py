"""Payment API shapes: the popup's verify call, the webhook's answer, the sandbox popup."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field, StrictInt

from khadi.kit.money import MAX_PAISE
from khadi.kit.schema import ApiModel
from khadi.orders.schemas import RefundOut as RefundOut  # the order pages show refunds too

_ID = r"^[A-Za-z0-9_]+$"


class VerifyIn(ApiModel):
    """Razorpay checkout's handler response (razorpay_order_id, razorpay_payment_id,
    razorpay_signature), plus our order id."""

    order_id: str = Field(max_length=24, description="Ours (CheckoutOut.orderId)")
    provider_order_id: str = Field(max_length=64, description="razorpay_order_id")
    payment_id: str = Field(max_length=64, pattern=_ID, description="razorpay_payment_id")
    signature: str = Field(max_length=128, description="razorpay_signature (hex)")


class WebhookOut(ApiModel):
    status: Literal["ok"] = "ok"
    outcome: str


class SandboxPayIn(ApiModel):
    """The sandbox popup's buttons. UPI first (issue 30): a VPA typed (checked) or, without one, a
    QR scanned; a UPI payment may be approved `approveAfterSeconds` later, pending till then."""

    provider_order_id: str = Field(max_length=64)
    outcome: Literal["success", "failure"]
    method: Literal["upi", "card", "netbanking"] = "card"
    vpa: str | None = Field(None, max_length=100, description="UPI ID, e.g. asha@okaxis")
    bank: str | None = Field(
        None, pattern=r"^[A-Z]{4}$", description="Netbanking bank code, e.g. SBIN"
    )
    approve_after_seconds: int = Field(
        0,
        ge=0,
        le=300,
        description="UPI only: the shopper approves this many seconds later; the payment is "
        "pending till then and the order is settled by the webhooks",
    )


class SandboxErrorMetadata(ApiModel):
    order_id: str
    payment_id: str


class SandboxError(ApiModel):
    """Shaped like Razorpay's `payment.failed` response.error."""

    code: str
    description: str = Field(description="Show this to the shopper (spec §8)")
    description_code: str | None = Field(
        None,
        description="The sandbox's code of `description`: the client words it in the "
        "shopper's language (Razorpay's own descriptions come in English only)",
    )
    source: str
    step: str
    reason: str
    metadata: SandboxErrorMetadata


class SandboxPayOut(ApiModel):
    """success: paymentId + signature (post them to /payments/verify); failure: `error`;
    pending (UPI): `pending` — wait for the order to be paid."""

    payment_id: str
    provider_order_id: str
    signature: str | None = None
    error: SandboxError | None = None
    pending: bool | None = Field(
        None, description="true: a UPI payment waiting for the shopper's approval (no signature)"
    )


class SandboxQrOut(ApiModel):
    """The sandbox popup's UPI QR: the payment link it encodes and its modules."""

    text: str = Field(description="upi://pay?… for this provider order and amount")
    rows: list[str] = Field(description="One string per row of modules: '1' dark, '0' light")


class RefundSentIn(ApiModel):
    """The owner sent a cash-on-delivery order's owed refund herself (issue 30)."""

    method: str = Field("", max_length=20, description="'upi' or 'bank' (a bank transfer)")
    reference: str = Field("", max_length=200, description="The UPI reference or bank UTR")


class RefundIn(ApiModel):
    """A refund from the dashboard; send an `Idempotency-Key` header (the same key is the same
    refund)."""

    amount: StrictInt = Field(
        ge=-MAX_PAISE, le=MAX_PAISE, description="Paise; at most what is left to refund"
    )
    reason: str = Field("", max_length=1000)


class DuplicatePaymentOut(ApiModel):
    """A second payment for an order already paid (the shopper was charged twice)."""

    payment_id: str
    amount: int = Field(description="Paise; a refund pays back all of it")
    at: datetime = Field(description="When the duplicate was first reported")
    refund: RefundOut | None = Field(
        description="Its latest refund attempt; null until refunded. A failed attempt may be "
        "followed by a new one"
    )
