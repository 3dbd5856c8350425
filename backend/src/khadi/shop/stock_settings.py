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
    dismissed_hold_minutes: int = 0  # issue 30: a closed payment window's grace

    @property
    def hold(self) -> timedelta:
        return timedelta(minutes=self.hold_minutes)

    @property
    def dismissed_hold(self) -> timedelta:
        return timedelta(minutes=self.dismissed_hold_minutes)


DEFAULT_STOCK_SETTINGS = StockSettings(
    DEFAULT_SETTINGS["stock_hold_minutes"],
    DEFAULT_SETTINGS["low_stock_threshold"],
    DEFAULT_SETTINGS["dismissed_hold_minutes"],
)


def read_stock_settings(session: Session) -> StockSettings:
    row = session.execute(
        select(
            ShopSettings.stock_hold_minutes,
            ShopSettings.low_stock_threshold,
            ShopSettings.dismissed_hold_minutes,
        ).where(ShopSettings.id == SETTINGS_ID)
    ).first()
    if row is None:
        return DEFAULT_STOCK_SETTINGS
    return StockSettings(
        row.stock_hold_minutes, row.low_stock_threshold, row.dismissed_hold_minutes
    )
