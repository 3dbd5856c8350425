"""Admin listing shapes."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from khadi.kit.schema import ApiModel


class AdminUserOut(ApiModel):
    """spec §2 dashboard Users tab: id, name, email and role (plus phone and sign-up time)."""

    id: str
    name: str
    email: str
    role: Literal["user", "admin"]
    phone: str
    time: datetime


class UserPage(ApiModel):
    items: list[AdminUserOut]
    total: int
    page: int
    page_size: int
