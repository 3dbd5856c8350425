"""The app's cart rules for routes: `rules: Rules` (from the app's settings)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends

from khadi.cart.rules import CartRules
from khadi.config import AppSettings


def app_rules(settings: AppSettings) -> CartRules:
    return CartRules.from_settings(settings)


Rules = Annotated[CartRules, Depends(app_rules)]
