"""Dashboard stat cards (spec §2): Total Products, Total Users, Total Sales."""

from __future__ import annotations

from fastapi import APIRouter

from khadi.accounts.deps import AdminUser
from khadi.admin import service
from khadi.admin.schemas import StatsOut
from khadi.db import DbSession

router = APIRouter()


@router.get("/stats", response_model=StatsOut, summary="Totals for the dashboard's stat cards")
def stats(_: AdminUser, db: DbSession) -> StatsOut:
    return service.stats(db)
