"""Health checks."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(tags=["site"])


@router.get("/healthz", summary="The process is up")
def healthz() -> dict[str, str]:
    return {"status": "ok"}
