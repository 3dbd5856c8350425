"""Return API shapes (issue 16). What an order page shows of its returns (`ReturnOut`) is in
`khadi.orders.schemas`, since OrderOut carries it; the dashboard's whole order page
(`AdminOrderDetail`) is here, with the builder of the order pages (returns.order_pages)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from khadi.kit.money import MAX_QUANTITY
from khadi.kit.schema import ApiModel
from khadi.orders.schemas import AdminOrderOut, ReturnPhotoRef
from khadi.orders.schemas import ReturnOut as ReturnOut
from khadi.payments.schemas import DuplicatePaymentOut, RefundOut

_Count = Annotated[int, Field(ge=-MAX_QUANTITY, le=MAX_QUANTITY)]
_Metres = Annotated[float, Field(ge=-MAX_QUANTITY, le=MAX_QUANTITY, allow_inf_nan=False)]


class ReturnLineIn(ApiModel):
    line: int = Field(ge=0, le=1000, description="Index into the order's items")
    quantity: _Count | _Metres = Field(
        description="Whole pieces; a fabric line is returned whole (its metres)",
    )


class ReturnRequestIn(ApiModel):
    """Send an `Idempotency-Key` header: the same key is the same return."""

    lines: list[ReturnLineIn] = Field(max_length=100)
    reason: Literal["Defective", "Damaged"]
    note: str = Field("", max_length=2000, description="Optional, at most 500 characters")
    photo_ids: list[str] = Field(
        default_factory=list, max_length=20, description="At most 3, from POST /return-photos"
    )


class ReturnPhotoOut(ReturnPhotoRef):
    """An uploaded return photo; attach it with the return request's `photoIds`."""


class DeclineIn(ApiModel):
    reason: str = Field(max_length=2000, description="1–300 characters, shown to the shopper")


class ReceiveIn(ApiModel):
    restock: bool = Field(False, description="Put the returned items back in stock")


class AdminOrderDetail(AdminOrderOut):
    refunds: list[RefundOut] = Field(description="Oldest first")
    refundable: int = Field(description="Paise that may still be refunded (0 unless paid)")
    duplicates: list[DuplicatePaymentOut] = Field(
        description="Other payments for this order after it was paid, oldest first; their "
        "refunds are not in `refunds` and do not count in `refundedAmount`"
    )
