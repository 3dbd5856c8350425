"""Cash on delivery's API shapes (issue 30). Money in paise."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from khadi.checkout.schemas import CheckoutIn
from khadi.kit.money import MAX_PAISE
from khadi.kit.schema import ApiModel


class CodSettingsIn(ApiModel):
    version: int = Field(ge=0, le=2**62, description="The version loaded (0: never saved)")
    enabled: bool
    max_order: int = Field(ge=0, le=MAX_PAISE, description="Paise: the largest total COD takes")
    fee: int = Field(ge=0, le=MAX_PAISE, description="Paise added to a COD order, its own line")
    excluded_pincodes: list[str] = Field(max_length=1000, description="No COD to these")
    excluded_zones: list[str] = Field(max_length=40, description="Delivery zone codes, no COD")
    max_open_orders: int = Field(ge=0, le=1000, description="Open COD orders one account may have")


class CodSettingsOut(CodSettingsIn):
    pass


class CodQuoteOut(ApiModel):
    """Whether the signed-in shopper's cart can be paid on delivery to a pincode, and what that
    costs: `total` is exactly what the courier collects."""

    available: bool
    reason: str | None = Field(description="The refusal's code when not available")
    params: dict[str, str | int] = Field(description="The refusal's parameters")
    message: str | None = Field(description="The refusal in English")
    goods: int = Field(description="Paise")
    delivery_fee: int = Field(description="Paise")
    fee: int = Field(description="Paise: the COD fee")
    total: int = Field(description="goods + delivery + COD fee: what is collected")


class CodCheckoutIn(CheckoutIn):
    pass


class CodMoveIn(ApiModel):
    to: Literal["confirmed", "cancelled", "returned"]


class CodWhatsAppOut(ApiModel):
    url: str = Field(description="https://wa.me/<mobile>?text=… in the shopper's language")
    language: Literal["en", "kn", "hi"]
