"""The dashboard's order page (issue 16): the order, its refunds and what is left to refund."""

from __future__ import annotations

from pydantic import Field

from khadi.orders.schemas import AdminOrderOut
from khadi.payments.schemas import DuplicatePaymentOut, RefundOut


class AdminOrderDetail(AdminOrderOut):
    refunds: list[RefundOut] = Field(description="Oldest first")
    refundable: int = Field(description="Paise that may still be refunded (0 unless paid)")
    duplicates: list[DuplicatePaymentOut] = Field(
        description="Other payments for this order after it was paid, oldest first; their "
        "refunds are not in `refunds` and do not count in `refundedAmount`"
    )
