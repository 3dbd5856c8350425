"""What the cart's summary needs from the shop (issue 28): which summary it shows, and whether
it is registered for GST (a GSTIN set): a shop without one charges no GST, so its summary says
nothing about GST (its paid orders get plain receipts, khadi.invoices.issue)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.models import SETTINGS_ID, ShopSettings
from khadi.shop.schemas import CartSummaryStyle


@dataclass(frozen=True)
class SummarySettings:
    style: CartSummaryStyle
    gst_registered: bool


DEFAULT_SUMMARY_SETTINGS = SummarySettings(
    DEFAULT_SETTINGS["cart_summary"], bool(DEFAULT_SETTINGS["gstin"])
)


def read_summary_settings(session: Session) -> SummarySettings:
    row = session.execute(
        select(ShopSettings.cart_summary, ShopSettings.gstin).where(ShopSettings.id == SETTINGS_ID)
    ).first()
    if row is None:
        return DEFAULT_SUMMARY_SETTINGS
    style: CartSummaryStyle = "spec" if row.cart_summary == "spec" else "gst"
    return SummarySettings(style, bool(row.gstin))
