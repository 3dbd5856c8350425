"""The shop's stock settings, as checkout, the cart and the catalogue read them: how long an
unpaid checkout holds its stock, and at what count a product says 'Only N left'."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.models import SETTINGS_ID, ShopSettings


@dataclass(frozen=True)
class StockSettings:
    hold_minutes: int
    low_stock_threshold: int

    @property
    def hold(self) -> timedelta:
        return timedelta(minutes=self.hold_minutes)


DEFAULT_STOCK_SETTINGS = StockSettings(
    DEFAULT_SETTINGS["stock_hold_minutes"], DEFAULT_SETTINGS["low_stock_threshold"]
)


def read_stock_settings(session: Session) -> StockSettings:
    row = session.execute(
        select(ShopSettings.stock_hold_minutes, ShopSettings.low_stock_threshold).where(
            ShopSettings.id == SETTINGS_ID
        )
    ).first()
    if row is None:
        return DEFAULT_STOCK_SETTINGS
    return StockSettings(row.stock_hold_minutes, row.low_stock_threshold)
